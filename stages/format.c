/* format: ranked results, --stream files and markdown memory files, each
 * fed to the emitter of the chosen format (stages/emit.h) as sessions and
 * messages; every layout lives in its emitter. The run is flushed after
 * each session, so a closed pipe is noticed after at most one entry. */
#include "stages/format.h"

#include <string.h>

#include "stages/emit_json.h"
#include "stages/emit_markdown.h"
#include "stages/emit_paths.h"
#include "stages/emit_text.h"
#include "stages/emit_tsv.h"

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
				 .json_no_text = fc->json_no_text};
}

int format_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_RANKED);
	d.total = r->total;
	d.capped = r->capped;
	d.json_extra = fc->json_extra;
	d.stats = fc->stats;
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	for (size_t i = 0; i < r->nentries; i++) {
		const struct out_entry *en = &r->entries[i];
		emit_session(&e, &(struct emit_session){.entry = en});
		for (size_t k = 0; k < en->nmsgs; k++)
			emit_message(&e, &(struct emit_msg){.entry = en, .om = &en->msgs[k]});
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
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
		emit_session(&e, &(struct emit_session){.entry = &file});
		for (size_t i = 0; i < n; i++) {
			struct out_msg om = {recs[i], false};
			struct out_entry one = {.s = (struct session *)s,
						.score = recs[i]->hits,
						.matches = 1,
						.first = recs[i]->ts_raw,
						.last = recs[i]->ts_raw,
						.msgs = &om,
						.nmsgs = 1};
			emit_message(&e, &(struct emit_msg){.entry = &one, .om = &om});
		}
	}
	return emit_end(&e);
}

int format_show(const struct format_ctx *fc, const struct out_entry *en, FILE *out)
{
	struct emit_doc d = transcript_doc(fc, EMIT_SHOW);
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	emit_session(&e, &(struct emit_session){.entry = en});
	for (size_t k = 0; k < en->nmsgs; k++) {
		emit_message(&e, &(struct emit_msg){.entry = en, .om = &en->msgs[k]});
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
	for (size_t i = 0; i < r->nentries; i++) {
		const struct out_entry *en = &r->entries[i];
		size_t w = strnlen(en->s->id, en->short_len ? en->short_len : 7);
		d.id_width = w > d.id_width ? w : d.id_width;
	}
	struct emit e;
	emit_begin(&e, emitters[fc->cfg->format], &d, out, NULL);
	for (size_t i = 0; i < r->nentries; i++) {
		emit_session(&e, &(struct emit_session){.entry = &r->entries[i]});
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
		emit_session(&e, &(struct emit_session){.project = &rows[i]});
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

/* Prints the files of files[0..n) that have a match through em: a file is a
 * session, its printed lines are its messages. */
static int memory_run(const struct emitter *em, struct emit_doc *d, struct mem_file *const *files, size_t n,
		      FILE *out, struct sbuf *into)
{
	for (size_t i = 0; i < n; i++) {
		if (files[i]->matches > 0) {
			d->matches += files[i]->matches;
			d->files++;
		}
	}
	struct emit e;
	emit_begin(&e, em, d, out, into);
	for (size_t i = 0; i < n; i++) {
		const struct mem_file *f = files[i];
		if (f->matches == 0)
			continue;
		emit_session(&e, &(struct emit_session){.mem = f});
		for (size_t k = 0; k < f->nout; k++)
			emit_message(&e, &(struct emit_msg){.line = &f->out[k]});
		if (emit_flush(&e) != 0)
			break;
	}
	return emit_end(&e);
}

int format_memory(const struct config *cfg, struct mem_file *const *files, size_t n, bool after, FILE *out)
{
	struct emit_doc d = {.shape = EMIT_MEMORY, .cfg = cfg, .after = after};
	return memory_run(emitters[cfg->format], &d, files, n, out, NULL);
}

void format_memory_json(const struct config *cfg, struct mem_file *const *files, size_t n, struct sbuf *b)
{
	struct emit_doc d = {.shape = EMIT_MEMORY, .cfg = cfg, .embedded = true};
	memory_run(&emit_json, &d, files, n, NULL, b);
}

void format_no_result(const struct format_ctx *fc, FILE *err)
{
	const struct config *cfg = fc->cfg;
	/* Control characters in the query are shown escaped: one line. */
	struct sbuf shown = {0};
	mg_quote(&shown, cfg->query_text, 0);
	fprintf(err, "No results found for \"%s\" in %s.\n", shown.data, fc->scope);
	sbuf_free(&shown);
	const char *hint;
	if (fc->stats && fc->stats->matches > 0)
		hint = "there are matches past -n/--offset: raise -n or lower --offset";
	else if (cfg->query.ngroups > 1)
		hint = "try fewer groups (each space-separated group must match)";
	else if (cfg->has_since || cfg->has_until)
		hint = "try a wider --since / --until";
	else if (!cfg->keep_noise)
		hint = "try --keep-noise (short, injected and pasted messages are skipped)";
	else if (!cfg->tools)
		hint = "try --tools (tool calls and results are not searched by default)";
	else
		hint = "try other words, or -e for a regular expression";
	fprintf(err, "Hint: %s\n", hint);
}
