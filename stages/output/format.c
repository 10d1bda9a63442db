/* format: ranked results, --stream files and files of lines (markdown
 * memory), each
 * fed to the emitter of the chosen format (stages/output/emit.h) as sessions and
 * messages; every layout lives in its emitter. The run is flushed after
 * each session, so a closed pipe is noticed after at most one entry. */
#include "stages/output/format.h"

#include <stdlib.h>
#include <string.h>

#include "base/strmap.h"
#include "base/text.h"
#include "stages/output/emit_json.h"
#include "stages/output/emit_markdown.h"
#include "stages/output/emit_paths.h"
#include "stages/output/emit_text.h"
#include "stages/output/emit_tsv.h"
#include "stages/filter.h"

static const struct emitter *const emitters[] = {
    [FMT_TEXT] = &emit_text,	     [FMT_TSV] = &emit_tsv,	[FMT_JSON] = &emit_json,
    [FMT_JSONL] = &emit_jsonl,	     [FMT_FILES] = &emit_files, [FMT_COUNT] = &emit_count,
    [FMT_MARKDOWN] = &emit_markdown,
};

static struct emit_doc transcript_doc(const struct format_ctx *fc, enum emit_shape shape)
{
	return (struct emit_doc){.shape = shape,
				 .cfg = fc->cfg,
				 .ms = fc->ms,
				 .src = fc->src,
				 .home = fc->home,
				 .json_no_text = fc->json_no_text,
				 .redact = fc->redact,
				 .first_hit = fc->first_hit};
}

/* --flat -l and -c: the entries (one message each) merged by session, in
 * the order of each session's first entry; an entry's matches are those of
 * its session among r's entries. xmalloc'd; *n set. */
static struct out_entry *flat_files(const struct rank_result *r, size_t *n)
{
	struct out_entry *v = xcalloc(r->nentries + 1, sizeof *v);
	struct strmap seen = {0};
	*n = 0;
	for (size_t i = 0; i < r->nentries; i++) {
		const struct session *s = r->entries[i].s;
		void **slot = strmap_slot(&seen, s->id, strlen(s->id));
		if (!*slot) {
			v[*n] =
			    (struct out_entry){.s = r->entries[i].s, .short_len = r->entries[i].short_len};
			*slot = &v[(*n)++];
		}
		((struct out_entry *)*slot)->matches += r->entries[i].matches;
	}
	strmap_free(&seen);
	return v;
}

int format_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out)
{
	const struct config *cfg = fc->cfg;
	struct emit_doc d = transcript_doc(fc, EMIT_RANKED);
	d.total = r->total;
	d.capped = r->capped;
	d.json_extra = fc->json_extra;
	d.stats = fc->stats;
	const struct out_entry *entries = r->entries;
	size_t n = r->nentries;
	struct out_entry *merged = NULL;
	if (cfg->flat && (cfg->format == FMT_FILES || cfg->format == FMT_COUNT))
		entries = merged = flat_files(r, &n);
	struct emit e;
	emit_begin(&e, emitters[cfg->format], &d, out, NULL);
	for (size_t i = 0; i < n; i++) {
		const struct out_entry *en = &entries[i];
		emit_session(&e, &(struct emit_session){.kind = ES_ENTRY, .entry = en});
		for (size_t k = 0; k < en->nmsgs; k++)
			emit_message(&e,
				     &(struct emit_msg){.kind = EM_MESSAGE, .entry = en, .om = &en->msgs[k]});
		if (emit_flush(&e) != 0)
			break;
	}
	free(merged);
	return emit_end(&e);
}

void format_cut_notice(const struct config *cfg, const char *what, size_t shown, size_t total, FILE *err)
{
	if (!err || cfg->quiet || !shown)
		return;
	if (!cfg->offset && shown < total)
		fprintf(err, "memgrep: %zu of %zu %s shown; -n %zu for all\n", shown, total, what, total);
	else if (cfg->offset)
		fprintf(err, "memgrep: %s %zu to %zu of %zu shown (--offset %zu)\n", what, cfg->offset + 1,
			cfg->offset + shown, total, cfg->offset);
}

/* Whether --offset is past the last of the total results; then says so. */
static bool offset_past(const struct config *cfg, const char *what, size_t total, FILE *err)
{
	if (!cfg->offset || !total || cfg->offset < total)
		return false;
	if (err && !cfg->quiet)
		fprintf(err, "memgrep: offset %zu is past the last of %zu %.*s\n", cfg->offset, total,
			(int)strlen(what) - (total == 1), what);
	return true;
}

bool format_none_shown(const struct config *cfg, const char *what, size_t total, FILE *err)
{
	if (!total || offset_past(cfg, what, total, err))
		return total > 0;
	if (err && !cfg->quiet)
		fprintf(err, "memgrep: none of the %zu %s shown: raise -n\n", total, what);
	return true;
}

int format_stream(const struct format_ctx *fc, const struct session *s, struct msg_rec *const *recs, size_t n,
		  FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_STREAM);
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	if (n) {
		/* The file's session, then each message as an entry of its own:
		 * its hits for score, its time for first and last. */
		struct out_entry file = {.s = (struct session *)s, .matches = n};
		emit_session(&e, &(struct emit_session){.kind = ES_ENTRY, .entry = &file});
		for (size_t i = 0; i < n; i++) {
			struct out_msg om = {recs[i], false};
			char tb[REC_TS_BUF];
			struct out_entry one = {.s = (struct session *)s,
						.score = recs[i]->hits,
						.matches = 1,
						.first = rec_ts_raw(recs[i], tb),
						.last = rec_ts_raw(recs[i], tb),
						.msgs = &om,
						.nmsgs = 1};
			emit_message(&e, &(struct emit_msg){.kind = EM_MESSAGE, .entry = &one, .om = &om});
		}
	}
	return emit_end(&e);
}

int format_show(const struct format_ctx *fc, const struct out_entry *en, FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_SHOW);
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	emit_session(&e, &(struct emit_session){.kind = ES_ENTRY, .entry = en});
	for (size_t k = 0; k < en->nmsgs; k++) {
		emit_message(&e, &(struct emit_msg){.kind = EM_MESSAGE, .entry = en, .om = &en->msgs[k]});
		/* A long session is written as it goes. */
		if (k % 64 == 63 && emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

int format_sessions(const struct format_ctx *fc, const struct rank_result *r, FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_SESSIONS);
	d.total = r->total;
	d.capped = r->capped;
	struct sbuf id = {0};
	for (size_t i = 0; i < r->nentries; i++) {
		sbuf_reset(&id);
		emit_short_id_text(&id, &r->entries[i]);
		size_t w = text_cp_count(id.data, id.len);
		d.id_width = w > d.id_width ? w : d.id_width;
	}
	sbuf_free(&id);
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	for (size_t i = 0; i < r->nentries; i++) {
		emit_session(&e, &(struct emit_session){.kind = ES_ENTRY, .entry = &r->entries[i]});
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

int format_projects(const struct format_ctx *fc, const struct project_row *rows, size_t n, size_t total,
		    bool capped, FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_PROJECTS);
	d.total = total;
	d.capped = capped || total > fc->cfg->offset + n;
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	for (size_t i = 0; i < n; i++) {
		emit_session(&e, &(struct emit_session){.kind = ES_PROJECT, .project = &rows[i]});
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

/* The matching lines of a text file's result (the rest of its records are
 * their context). */
static size_t line_matches(const struct file_res *f)
{
	size_t n = 0;
	for (size_t k = 0; k < f->recs.n; k++)
		n += (f->recs.v[k].flags & REC_HIT) != 0;
	return n;
}

/* Prints the files of files[0..n) that have a match through em: a file is a
 * session, its records (matches and context, in line order) its
 * messages. */
static int lines_run(const struct emitter *em, struct emit_doc *d, struct file_res *const *files, size_t n,
		     FILE *out, struct sbuf *into)
{
	for (size_t i = 0; i < n; i++) {
		size_t matches = line_matches(files[i]);
		d->matches += matches;
		d->files += matches > 0;
	}
	struct emit e;
	emit_begin(&e, em, d, out, into);
	for (size_t i = 0; i < n; i++) {
		const struct file_res *f = files[i];
		struct emit_file ef = {f->path, source_table[f->source].name, line_matches(f)};
		if (ef.matches == 0)
			continue;
		emit_session(&e, &(struct emit_session){.kind = ES_FILE, .file = &ef});
		for (size_t k = 0; k < f->recs.n; k++) {
			const struct msg_rec *r = &f->recs.v[k];
			bool context = (r->flags & REC_HIT) == 0;
			struct emit_line line = {r->line,	  rec_text(r) ? rec_text(r) : "",
						 rec_tlen(r),	  context ? rec_label(r) : rec_label_match(r),
						 rec_first_cp(r), context};
			emit_message(&e, &(struct emit_msg){.kind = EM_LINE, .line = &line});
		}
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

int format_lines(const struct config *cfg, struct redact *redact, struct file_res *const *files, size_t n,
		 bool after, FILE *out)
{
	struct emit_doc d = {.shape = EMIT_LINES, .cfg = cfg, .after = after, .redact = redact};
	return lines_run(emitters[cfg->format], &d, files, n, out, NULL);
}

void format_lines_json(const struct config *cfg, struct redact *redact, struct file_res *const *files,
		       size_t n, struct sbuf *b)
{
	struct emit_doc d = {.shape = EMIT_LINES, .cfg = cfg, .embedded = true, .redact = redact};
	lines_run(&emit_json, &d, files, n, NULL, b);
}

/* "1 matching message is" / "N matching messages are". */
static void matching(struct sbuf *b, uint64_t n)
{
	sbuf_printf(b, "%llu matching message%s", (unsigned long long)n, n == 1 ? " is" : "s are");
}

/* The option that would let in the message types in `types` (enum
 * msg_type bits), which the filters left out: --tools and --thinking
 * add their kind; any other kind needs --type with every kind wanted. */
static void kinds_hint(const struct config *cfg, unsigned types, struct sbuf *b)
{
	unsigned flags = (1u << MT_TOOL) | (1u << MT_THINKING);
	if (types & ~flags) {
		sbuf_adds(b, "try --type ");
		const char *sep = "";
		for (int t = 0; t < MT_COUNT; t++) {
			if ((cfg->kinds | types) & (1u << t)) {
				sbuf_printf(b, "%s%s", sep, msg_type_name((enum msg_type)t));
				sep = ",";
			}
		}
	} else {
		sbuf_printf(b, "try %s%s%s", types & (1u << MT_TOOL) ? "--tools" : "",
			    (types & flags) == flags ? " " : "",
			    types & (1u << MT_THINKING) ? "--thinking" : "");
	}
}

/* The filter that dropped the most matching messages (the funnel of
 * run_stats), as its row's hint (stages/filter.h); false when none dropped
 * any. Ties go to the first row. */
static bool funnel_hint(const struct format_ctx *fc, struct sbuf *b)
{
	const struct config *cfg = fc->cfg;
	const struct run_stats *st = fc->stats;
	const struct filter_row *best = NULL;
	uint64_t most = 0;
	for (size_t i = 0; i < filter_nrows; i++) {
		const struct filter_row *r = &filter_rows[i];
		uint64_t n =
		    r->level == FILTER_SESSION ? st->cand_sessions[r->id] : st->sum.cand_drops[r->id];
		if (r->lift && n > most) {
			most = n;
			best = r;
		}
	}
	if (!best)
		return false;
	if (best->detail == DETAIL_KINDS)
		kinds_hint(cfg, (unsigned)st->sum.cand_types, b);
	else
		sbuf_adds(b, best->lift);
	sbuf_adds(b, " (");
	matching(b, most);
	switch (best->detail) {
	case DETAIL_MIN_LENGTH:
		sbuf_printf(b, best->why, cfg->min_length);
		break;
	case DETAIL_CWD:
		sbuf_printf(b, best->why, cfg->cwd ? cfg->cwd : "this one");
		break;
	case DETAIL_KINDS: {
		const char *sep = " of kind ";
		for (int t = 0; t < MT_COUNT; t++) {
			if (st->sum.cand_types & (1u << t)) {
				sbuf_printf(b, "%s%s", sep, msg_type_name((enum msg_type)t));
				sep = " or ";
			}
		}
		sbuf_adds(b, ", not searched)");
		break;
	}
	case DETAIL_NONE:
		sbuf_adds(b, best->why);
		break;
	}
	return true;
}

/* The option of a text source that left out the lines the query matched
 * (stages/record.h, cand_asked): the first set that filters, as the hint
 * names it; false when none. */
static bool asked_hint(const struct config *cfg, const struct run_stats *st, struct sbuf *b)
{
	if (!st->sum.cand_asked)
		return false;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		for (size_t k = 0; source_table[i].opts && source_table[i].opts[k].name; k++) {
			if (!source_table[i].opts[k].filters || !cfg->source_opts[i][k])
				continue;
			sbuf_printf(b, "try without --%s (%llu matching line%s left out by it)",
				    source_table[i].opts[k].name, (unsigned long long)st->sum.cand_asked,
				    st->sum.cand_asked == 1 ? " is" : "s are");
			return true;
		}
	}
	return false;
}

/* The one hint under the no-result message (docs/reference.md §4.5): the
 * first that applies, each a change that finds something; false when
 * none does. */
static bool no_result_hint(const struct format_ctx *fc, struct sbuf *b)
{
	const struct config *cfg = fc->cfg;
	const struct run_stats *st = fc->stats;
	if (st && st->matches > 0)
		sbuf_adds(b, "there are matches past -n: raise -n");
	else if (st && st->timed_out && cfg->timeout > 0)
		sbuf_printf(b, "the search was cut short: raise --timeout (now %g seconds)", cfg->timeout);
	else if (st && st->timed_out) /* merge: a map step's --timeout */
		sbuf_adds(b, "a map step was cut short: raise its --timeout");
	else if (st && st->files == 0 && !(fc->left_out && *fc->left_out))
		sbuf_printf(b, "no transcripts found under %s", fc->roots ? fc->roots : fc->scope);
	else if (st && funnel_hint(fc, b))
		;
	else if (st && asked_hint(cfg, st, b))
		;
	else if (st && st->scope_session == 1)
		sbuf_adds(b, "try --scope session (every group matches some message of one session, but no "
			     "message matches them all)");
	else if (fc->left_out && *fc->left_out && (!st || st->left_out_finds != 0))
		sbuf_printf(b, "not searched: %s, left out by %s; try %s", fc->left_out, cfg->sources_by,
			    fc->widen);
	else if (cfg->query.npositive > 1 && st && st->groups_seen)
		sbuf_adds(b, "try fewer groups (each space-separated group must match)");
	else
		return false;
	return true;
}

/* The query as messages show it (docs/reference.md §5): quoted, one line,
 * cut as errors cut it; with --file and no query, the option. */
static void shown_query(const struct config *cfg, struct sbuf *b)
{
	if (cfg->touch && !cfg->query.npositive) {
		sbuf_adds(b, "--file ");
		mg_quote_query(b, cfg->touch, MG_QUOTE_MAX);
	} else {
		mg_quote_query(b, cfg->query_text, MG_QUOTE_MAX);
	}
}

/* What --explain knows of a term that --fuzzy left exact (too short): the
 * first such term, or nothing. */
static void fuzzy_note(const struct config *cfg, struct sbuf *b)
{
	for (size_t i = 0; cfg->fuzzy && !cfg->regex && i < cfg->query.nterms; i++) {
		const struct term *t = &cfg->query.terms[i];
		if (cfg->query.groups[t->group].negated || config_term_fuzzy(cfg, t))
			continue;
		sbuf_adds(b, "Hint: ");
		mg_quote_query(b, t->display, MG_QUOTE_MAX);
		sbuf_printf(b, " was searched exactly: --fuzzy %u takes terms of %u or more characters",
			    cfg->fuzzy, 3 * cfg->fuzzy + 1);
		if (cfg->fuzzy > 1 && t->nunits >= 4)
			sbuf_printf(b, " (--fuzzy %zu: %zu or more)", (t->nunits - 1) / 3,
				    3 * ((t->nunits - 1) / 3) + 1);
		sbuf_adds(b, "\n");
		return;
	}
}

/* The filters that dropped the matches two filters or more dropped: their
 * options, each once, joined by ", ". */
static void multi_filters(const struct run_stats *st, struct sbuf *b)
{
	for (size_t i = 0; i < filter_nrows; i++) {
		const struct filter_row *r = &filter_rows[i];
		unsigned bits =
		    r->level == FILTER_SESSION ? st->multi_sessions : (unsigned)st->sum.cand_multi_why;
		if (!r->option || !(bits & (1u << r->id)) || (b->data && strstr(b->data, r->option)))
			continue;
		sbuf_printf(b, "%s%s", b->len ? ", " : "", r->option);
	}
}

/* Where no change would find something: what was searched, and that none
 * of it holds the query (or, when some messages do but two filters or more
 * left each out, which filters). */
static void searched_line(const struct format_ctx *fc, const struct sbuf *shown, FILE *err)
{
	const struct config *cfg = fc->cfg;
	const struct run_stats *st = fc->stats;
	fputs("No results found: ", err);
	if (st && st->sessions_read)
		fprintf(err, "%llu session%s in ", (unsigned long long)st->sessions_read,
			st->sessions_read == 1 ? "" : "s");
	if (st)
		fprintf(err, "%llu file%s of ", (unsigned long long)st->files, st->files == 1 ? "" : "s");
	if (cfg->touch && !cfg->query.npositive) {
		struct sbuf file = {0};
		mg_quote(&file, cfg->touch, MG_QUOTE_MAX);
		fprintf(err, "%s, none with a tool call that names %s.\n", fc->scope, file.data);
		sbuf_free(&file);
	} else if (st && st->sum.cand_multi) {
		struct sbuf which = {0};
		multi_filters(st, &which);
		fprintf(err, "%s; the %llu message%s that hold%s %s %s left out by two or more of %s.\n",
			fc->scope, (unsigned long long)st->sum.cand_multi, st->sum.cand_multi == 1 ? "" : "s",
			st->sum.cand_multi == 1 ? "s" : "", shown->data,
			st->sum.cand_multi == 1 ? "is" : "are each", which.data);
		sbuf_free(&which);
	} else {
		fprintf(err, "%s, none holds %s.\n", fc->scope, shown->data);
	}
}

void format_no_result(const struct format_ctx *fc, FILE *err)
{
	/* Control characters in the query are shown escaped: one line. */
	struct sbuf shown = {0}, hint = {0};
	shown_query(fc->cfg, &shown);
	if (no_result_hint(fc, &hint)) {
		fprintf(err, "No results found for %s in %s.\n", shown.data, fc->scope);
		fprintf(err, "Hint: %s\n", hint.data);
	} else {
		searched_line(fc, &shown, err);
		sbuf_free(&hint);
		fuzzy_note(fc->cfg, &hint);
		if (hint.data)
			fputs(hint.data, err);
	}
	sbuf_free(&shown);
	sbuf_free(&hint);
}
