/* scan_blocks: the prefilter's scan of an index entry's texts, block by
 * block, skipping the blocks whose filters say that no line of theirs can
 * be a candidate (docs/reference.md §12, block filters; entry.h: struct
 * ix_block).
 *
 * A line is a candidate by its groups as prefilter_candidate says: every
 * positive group (at message scope), or any group (--scope session, where
 * a NOT group's hit counts too, and --sort bm25). The groups that may match in a line are
 * those its blocks' filters let through, one block per text section
 * searched (its pieces of one kind are in one block). A block is scanned
 * when one of its lines could be a candidate with those; else its pieces'
 * hits stay 0, as the lines could not match anyway: a filter never drops a
 * trigram of a text the matcher reads. The other reasons a line is
 * replayed (prefilter_classify_entry: prompts, titles, events, ...) do not
 * depend on its groups. Of an entry read lazily (stages/index/lazy.h),
 * only the blocks scanned are read. */
#include <string.h>

#include "pipeline/search/scan_internal.h"
#include "stages/index/grams.h"
#include "stages/index/lazy.h"
#include "stages/prefilter.h"

/* The query's trigrams (NULL: nothing prunes), made for the worker when
 * first needed, with the probe of this build's filters. */
static const struct gram_query *grams(struct scan_ctx *c)
{
	if (!c->gq_made) {
		struct match_opts mo;
		match_opts_of(c->cfg, c->req.scope, &mo);
		c->gq = gram_query_new(&mo);
		ix_gram_probe(c->probe);
		c->gq_made = true;
	}
	return c->gq;
}

void scan_blocks_free(struct scan_ctx *c)
{
	gram_query_free(c->gq);
	c->gq = NULL;
	c->gq_made = false;
}

/* Whether a line whose groups may be `may` could be a candidate. */
static bool may_be_candidate(const struct scan_ctx *c, uint64_t may)
{
	/* BM25 counts each positive group's messages (its document
	 * frequencies): any of them makes a candidate, as with --scope
	 * session; a NOT group's hit adds nothing to them, and a message it
	 * hits is no result. */
	bool session = c->req.scope == SCOPE_SESSION;
	bool has_not = c->cfg->query.ngroups > c->cfg->query.npositive;
	return gram_may_be_candidate(may, c->all_pos, session || c->cfg->sort == SORT_BM25,
				     has_not && session);
}

/* Scans bytes [from, to) of section s, whose pieces [a, b) start there,
 * ORing the groups hit into their lines'. False when the scan failed. */
static bool scan_range(struct ix_scratch *x, struct prefilter_scratch *ps, struct ix_loaded *l,
		       enum ix_section s, size_t from, size_t to, size_t a, size_t b)
{
	const struct ix_entry *e = &l->e;
	if (a == b)
		return true;
	if (!ix_lazy_need(l, s, from, to))
		return false; /* damaged: the caller sees l->lazy_bad */
	xgrow((void **)&x->rstarts, &x->caprstarts, b - a, sizeof *x->rstarts);
	for (size_t i = a; i < b; i++)
		x->rstarts[i - a] = x->starts[i] - from;
	x->rstarts[0] = 0; /* texts before the first piece's go with it */
	xgrow((void **)&x->hits, &x->caphits, b - a, sizeof *x->hits);
	prefilter_scan(ps, (const char *)e->sec_data[s] + from, to - from, x->rstarts, b - a, x->hits);
	if (prefilter_scan_error(ps))
		return false;
	for (size_t i = a; i < b; i++)
		x->groups[x->owners[i]] |= x->hits[i - a].groups;
	return true;
}

/* The blocks [*at, ...) of section s into x->bmask (the groups that may
 * match in each), and into x->may the groups each line may have: false
 * when they do not tile the section's n pieces (then nothing of it is
 * pruned). *at is moved past them. */
static bool section_masks(struct scan_ctx *c, const struct ix_entry *e, enum ix_section s, size_t n,
			  size_t nblocks, size_t *at)
{
	struct ix_scratch *x = scan_ctx_ix(c);
	size_t pieces = 0, first = *at;
	struct ix_block k;
	const uint8_t *bloom;
	while (*at < nblocks) {
		ix_entry_block(e, *at, &k, &bloom);
		if (k.section != s)
			break;
		x->bmask[*at] = gram_query_groups(c->gq, bloom, k.bloom_len);
		pieces += k.n;
		++*at;
	}
	if (pieces != n)
		return false;
	/* Each piece's text starts inside its block (the tables, checked
	 * apart from the blocks, must agree with them). */
	for (size_t b = first; b < *at; b++) {
		ix_entry_block(e, b, &k, &bloom);
		for (size_t i = k.first; i < k.first + k.n; i++)
			if (x->starts[i] < k.off || x->starts[i] > k.end)
				return false;
	}
	for (size_t b = first; b < *at; b++) {
		ix_entry_block(e, b, &k, &bloom);
		for (size_t i = k.first; i < k.first + k.n; i++)
			x->may[x->owners[i]] |= x->bmask[b];
	}
	return true;
}

/* Scans the blocks [first, last) of section s (its n pieces in x->starts
 * and x->owners) that may hold a candidate, runs of them at once. */
static bool scan_blocks(struct scan_ctx *c, struct prefilter_scratch *ps, struct ix_loaded *l,
			enum ix_section s, size_t first, size_t last, struct file_res *res)
{
	const struct ix_entry *e = &l->e;
	struct ix_scratch *x = scan_ctx_ix(c);
	size_t run = SIZE_MAX, run_from = 0, run_piece = 0;
	for (size_t b = first; b <= last; b++) {
		struct ix_block k = {0};
		const uint8_t *bloom;
		bool need = false;
		if (b < last) {
			ix_entry_block(e, b, &k, &bloom);
			for (size_t i = k.first; i < k.first + k.n && !need; i++)
				need = may_be_candidate(c, x->may[x->owners[i]]);
			res->stats->ix_blocks++;
			res->stats->ix_blocks_skipped += !need;
		}
		if (need && run == SIZE_MAX) {
			run = b;
			run_from = k.off;
			run_piece = k.first;
		}
		if (!need && run != SIZE_MAX) {
			/* The run ends where this block starts (the last: at the
			 * section's end, its padding with it). */
			size_t to = b < last ? k.off : e->sec_size[s];
			size_t end_piece = b < last ? k.first : (size_t)-1;
			if (end_piece == (size_t)-1) {
				struct ix_block l;
				ix_entry_block(e, last - 1, &l, &bloom);
				end_piece = l.first + l.n;
			}
			if (!scan_range(x, ps, l, s, run_from, to, run_piece, end_piece))
				return false;
			run = SIZE_MAX;
		}
	}
	return true;
}

bool scan_blocks_prescan(struct scan_ctx *c, struct prefilter_scratch *ps, struct ix_loaded *l,
			 unsigned sections, struct file_res *res)
{
	const struct ix_entry *e = &l->e;
	struct ix_scratch *x = scan_ctx_ix(c);
	size_t nrecs = e->nrecs;
	xgrow((void **)&x->groups, &x->capgroups, nrecs + 1, sizeof *x->groups);
	memset(x->groups, 0, nrecs * sizeof *x->groups);
	size_t nblocks = sections & (1u << IX_BLOCKS) ? ix_entry_nblocks(e) : 0;
	bool blocks = nblocks && grams(c) && ix_entry_probe_ok(e, c->probe);
	if (!blocks)
		res->stats->ix_blocks += nblocks; /* looked at, none skipped */
	if (blocks) {
		xgrow((void **)&x->may, &x->capmay, nrecs + 1, sizeof *x->may);
		memset(x->may, 0, nrecs * sizeof *x->may);
		xgrow((void **)&x->bmask, &x->capbmask, nblocks, sizeof *x->bmask);
	}
	/* First the groups each line may have, over every section searched;
	 * then the scans. A section whose blocks do not serve is scanned
	 * whole. */
	size_t at = 0, from[IX_NSECTIONS] = {0}, to[IX_NSECTIONS] = {0};
	bool whole[IX_NSECTIONS];
	for (int k = IX_TEXT_TEXT; k <= IX_TEXT_TOOL; k++) {
		enum ix_section s = (enum ix_section)k;
		whole[k] = true;
		if (!(sections & (1u << s)) || !blocks)
			continue;
		size_t n = ix_entry_pieces(e, s, &x->starts, &x->owners, &x->capstarts);
		from[k] = at;
		whole[k] = !section_masks(c, e, s, n, nblocks, &at);
		to[k] = at;
		for (size_t i = 0; whole[k] && i < n; i++)
			x->may[x->owners[i]] = ~(uint64_t)0;
	}
	for (int k = IX_TEXT_TEXT; k <= IX_TEXT_TOOL; k++) {
		enum ix_section s = (enum ix_section)k;
		if (!(sections & (1u << s)))
			continue;
		size_t n = ix_entry_pieces(e, s, &x->starts, &x->owners, &x->capstarts);
		if (!n)
			continue;
		bool ok = whole[k] ? scan_range(x, ps, l, s, 0, e->sec_size[s], 0, n)
				   : scan_blocks(c, ps, l, s, from[k], to[k], res);
		if (!ok)
			return false;
	}
	return true;
}
