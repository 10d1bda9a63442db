/* format: text, tsv, json, jsonl, -l and -c output of ranked results.
 * Output is built per entry in a buffer and written with fwrite, so a closed
 * pipe is noticed after at most one entry. */
#include "stages/format.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stages/source/decode.h"
#include "stages/index_filter.h"
#include "pipeline/base/text.h"
#include "pipeline/base/json_line.h"

enum { SNIPPET = 300, SNIPPET_BEFORE = 100 };

#define C_RESET "\033[0m"
#define C_BOLD	"\033[1m"
#define C_DIM	"\033[2m"
#define C_MATCH "\033[1;31m"
#define C_HEAD	"\033[1;36m"

static void json_str_or_null(struct sbuf *b, const char *s)
{
	if (s)
		json_write_string(b, s, strlen(s));
	else
		sbuf_adds(b, "null");
}

/* tsv fields: tab, newline, carriage return and backslash escaped. */
void format_tsv_field(struct sbuf *b, const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		switch (s[i]) {
		case '\t':
			sbuf_adds(b, "\\t");
			break;
		case '\n':
			sbuf_adds(b, "\\n");
			break;
		case '\r':
			sbuf_adds(b, "\\r");
			break;
		case '\\':
			sbuf_adds(b, "\\\\");
			break;
		default:
			sbuf_addc(b, s[i]);
		}
	}
}

void format_snippet(const char *text, size_t len, int64_t first_cp, const struct hit_span *spans,
		    size_t nspans, struct sbuf *out, struct hit_span **spans_out, size_t *nspans_out)
{
	/* Pass 1: fold whitespace runs, trim, and map code points of text
	 * to code points of the folded text. */
	size_t ncp = text_cp_count(text, len);
	size_t *map = xmalloc((ncp + 1) * sizeof *map);
	struct sbuf folded = {0};
	size_t fl = 0, cp = 0;
	bool pending_space = false;
	for (size_t i = 0; i < len; cp++) {
		size_t adv;
		int32_t c = text_decode(text + i, len - i, &adv);
		bool space = c >= 0 && text_is_space((uint32_t)c);
		if (space) {
			pending_space = fl > 0;
			map[cp] = fl;
		} else {
			if (pending_space) {
				sbuf_addc(&folded, ' ');
				fl++;
				pending_space = false;
			}
			map[cp] = fl;
			sbuf_add(&folded, text + i, adv);
			fl++;
		}
		i += adv;
	}
	map[ncp] = fl;
	size_t L = fl;
	size_t p = first_cp >= 0 && (size_t)first_cp <= ncp ? map[first_cp] : 0;
	size_t start = 0, end = L;
	if (L > SNIPPET) {
		size_t lo = p > SNIPPET_BEFORE ? p - SNIPPET_BEFORE : 0;
		start = lo < L - SNIPPET ? lo : L - SNIPPET;
		end = start + SNIPPET;
	}
	sbuf_reset(out);
	if (start > 0)
		sbuf_adds(out, "…");
	size_t b0 = text_cp_offset(folded.data ? folded.data : "", folded.len, start);
	size_t b1 = text_cp_offset(folded.data ? folded.data : "", folded.len, end);
	sbuf_add(out, folded.data ? folded.data + b0 : "", b1 - b0);
	if (end < L)
		sbuf_adds(out, "…");
	if (spans_out) {
		size_t shift = start > 0 ? 1 : 0; /* the leading '…' */
		*spans_out = xrealloc(*spans_out, (nspans + 1) * sizeof **spans_out);
		size_t n = 0;
		for (size_t i = 0; i < nspans; i++) {
			size_t s = spans[i].start <= ncp ? map[spans[i].start] : L;
			size_t e = spans[i].end <= ncp ? map[spans[i].end] : L;
			if (e <= start || s >= end)
				continue;
			s = s < start ? start : s;
			e = e > end ? end : e;
			(*spans_out)[n++] = (struct hit_span){s - start + shift, e - start + shift};
		}
		*nspans_out = n;
	}
	sbuf_free(&folded);
	free(map);
}

/* "YYYY-MM-DD HH:MM" in local time. */
static void local_time(struct sbuf *b, const struct msg_rec *rec)
{
	if (!(rec->flags & REC_HAS_TS)) {
		sbuf_adds(b, "                ");
		return;
	}
	time_t t = (time_t)rec->ts.sec;
	struct tm tm;
	localtime_r(&t, &tm);
	char buf[32];
	strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
	sbuf_adds(b, buf);
}

static void short_id(struct sbuf *b, const char *id)
{
	char hex[8];
	size_t n = 0;
	for (const char *p = id; *p && n < 7; p++)
		if ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F'))
			hex[n++] = *p;
	if (n == 7)
		sbuf_add(b, hex, 7);
	else
		sbuf_add(b, id, strnlen(id, 7));
}

static void tilde_project(const struct format_ctx *fc, struct sbuf *b, const char *project)
{
	size_t h = fc->home ? strlen(fc->home) : 0;
	if (h > 1 && strncmp(project, fc->home, h) == 0 && (project[h] == '/' || project[h] == '\0')) {
		sbuf_addc(b, '~');
		sbuf_adds(b, project + h);
	} else {
		sbuf_adds(b, project);
	}
}

/* The text of rec, with its snippet and highlighted spans. */
struct msg_text {
	struct sbuf text, snippet;
	struct hit_span *spans, *snip_spans;
	size_t nspans, nsnip;
	int64_t first_cp;
};

static void load_text(const struct format_ctx *fc, const struct msg_rec *rec, struct msg_text *mt)
{
	if (!fc->src.text(fc->src.arg, rec, &mt->text)) {
		sbuf_reset(&mt->text);
		sbuf_add(&mt->text, "", 0);
	}
	struct match_result mr;
	match_text(fc->ms, mt->text.data, mt->text.len, &mr, &mt->spans, &mt->nspans);
	mt->first_cp = mr.first_cp;
	format_snippet(mt->text.data, mt->text.len, mr.first_cp, mt->spans, mt->nspans, &mt->snippet,
		       &mt->snip_spans, &mt->nsnip);
}

/* Appends s (code points) with spans highlighted. */
static void add_highlighted(struct sbuf *b, const char *s, size_t len, const struct hit_span *spans, size_t n,
			    const char *restore)
{
	size_t cp = 0, i = 0, k = 0;
	bool in = false;
	while (i < len) {
		while (k < n && spans[k].end <= cp)
			k++;
		bool want = k < n && spans[k].start <= cp && cp < spans[k].end;
		if (want != in) {
			sbuf_adds(b, want ? C_MATCH : C_RESET);
			if (!want)
				sbuf_adds(b, restore);
			in = want;
		}
		size_t adv;
		text_decode(s + i, len - i, &adv);
		sbuf_add(b, s + i, adv);
		i += adv;
		cp++;
	}
	if (in) {
		sbuf_adds(b, C_RESET);
		sbuf_adds(b, restore);
	}
}

static void tsv_row(struct sbuf *b, const struct session *s, const struct msg_rec *rec,
		    const struct msg_text *mt)
{
	format_tsv_field(b, s->id, strlen(s->id));
	sbuf_addc(b, '\t');
	if (rec->ts_raw)
		format_tsv_field(b, rec->ts_raw, strlen(rec->ts_raw));
	sbuf_addc(b, '\t');
	sbuf_adds(b, msg_type_name((enum msg_type)rec->type));
	sbuf_addc(b, '\t');
	format_tsv_field(b, mt->text.data, mt->text.len);
	sbuf_addc(b, '\t');
	format_tsv_field(b, s->project, strlen(s->project));
	sbuf_addc(b, '\t');
	format_tsv_field(b, rec->file->path, strlen(rec->file->path));
	sbuf_printf(b, "\t%u\n", rec->line);
}

static void text_entry(const struct format_ctx *fc, const struct rank_result *r, size_t idx, struct sbuf *b,
		       struct msg_text *mt)
{
	const struct config *cfg = fc->cfg;
	const struct out_entry *e = &r->entries[idx];
	bool color = cfg->color;
	if (idx > 0)
		sbuf_addc(b, '\n');
	if (color)
		sbuf_adds(b, C_HEAD);
	sbuf_printf(b, "[%zu/%zu] ", cfg->offset + idx + 1, r->total);
	short_id(b, e->s->id);
	sbuf_adds(b, " • ");
	/* The session's latest matching time. */
	const struct msg_rec *latest = NULL;
	for (size_t i = 0; i < e->nmsgs; i++)
		if (!e->msgs[i].context && (e->msgs[i].rec->flags & REC_HAS_TS))
			latest = e->msgs[i].rec;
	if (e->s->has_latest && !cfg->flat) {
		struct msg_rec tmp = {.flags = REC_HAS_TS, .ts = e->s->latest};
		local_time(b, &tmp);
	} else if (latest) {
		local_time(b, latest);
	} else {
		sbuf_adds(b, "no date");
	}
	sbuf_adds(b, " • ");
	tilde_project(fc, b, e->s->project);
	sbuf_printf(b, " • %zu %s", e->matches, e->matches == 1 ? "match" : "matches");
	if (e->s->title) {
		sbuf_adds(b, " • ");
		sbuf_adds(b, e->s->title);
	}
	if (color)
		sbuf_adds(b, C_RESET);
	sbuf_addc(b, '\n');
	for (size_t i = 0; i < e->nmsgs; i++) {
		const struct out_msg *om = &e->msgs[i];
		load_text(fc, om->rec, mt);
		const char *restore = om->context && color ? C_DIM : "";
		sbuf_adds(b, restore);
		sbuf_adds(b, om->context ? "  - " : "  ");
		sbuf_printf(b, "%-10s ", msg_type_name((enum msg_type)om->rec->type));
		local_time(b, om->rec);
		sbuf_adds(b, "  ");
		if (cfg->full) {
			/* Whole text; continuation lines indented. */
			for (size_t k = 0; k < mt->text.len; k++) {
				sbuf_addc(b, mt->text.data[k]);
				if (mt->text.data[k] == '\n')
					sbuf_adds(b, "      ");
			}
		} else if (color && !om->context) {
			add_highlighted(b, mt->snippet.data, mt->snippet.len, mt->snip_spans, mt->nsnip,
					restore);
		} else {
			sbuf_add(b, mt->snippet.data, mt->snippet.len);
		}
		if (*restore)
			sbuf_adds(b, C_RESET);
		sbuf_addc(b, '\n');
	}
}

static void json_session_fields(struct sbuf *b, const struct config *cfg, const struct out_entry *e,
				const char *file_key)
{
	sbuf_adds(b, "\"session_id\":");
	json_str_or_null(b, e->s->id);
	sbuf_adds(b, ",\"title\":");
	json_str_or_null(b, e->s->title);
	sbuf_adds(b, ",\"project\":");
	json_str_or_null(b, e->s->project);
	sbuf_printf(b, ",\"%s\":", file_key);
	json_str_or_null(b, e->s->file);
	if (cfg->sort == SORT_BM25)
		sbuf_printf(b, ",\"score\":%.10g", e->score);
	else
		sbuf_printf(b, ",\"score\":%.0f", e->score);
	sbuf_printf(b, ",\"matches\":%zu,\"first\":", e->matches);
	json_str_or_null(b, e->first);
	sbuf_adds(b, ",\"last\":");
	json_str_or_null(b, e->last);
}

static void json_message_fields(struct sbuf *b, const struct out_msg *om, struct msg_text *mt, bool no_text)
{
	const struct msg_rec *rec = om->rec;
	sbuf_adds(b, "\"uuid\":");
	json_str_or_null(b, rec->uuid);
	sbuf_adds(b, ",\"timestamp\":");
	json_str_or_null(b, rec->ts_raw);
	sbuf_adds(b, ",\"type\":");
	json_str_or_null(b, msg_type_name((enum msg_type)rec->type));
	sbuf_adds(b, ",\"file\":");
	json_str_or_null(b, rec->file->path);
	sbuf_printf(b, ",\"line\":%u", rec->line);
	if (!no_text) {
		sbuf_adds(b, ",\"text\":");
		json_write_string(b, mt->text.data, mt->text.len);
	}
	sbuf_adds(b, ",\"snippet\":");
	json_write_string(b, mt->snippet.data, mt->snippet.len);
	if (om->context)
		sbuf_adds(b, ",\"context\":true");
}

static double ms(uint64_t ns)
{
	return (double)ns / 1e6;
}

static double mbps(uint64_t bytes, uint64_t ns)
{
	return ns ? (double)bytes / 1e6 / ((double)ns / 1e9) : 0.0;
}

static const struct {
	const char *name;
	size_t wall, cpu; /* offsets in run_stats; cpu == wall when one thread */
} stage_rows[] = {
#define ROW(n, w, c)                                                                                         \
	{                                                                                                    \
		n, offsetof(struct run_stats, w), offsetof(struct run_stats, c)                              \
	}
    ROW("discover", discover_wall, discover_cpu),
    ROW("read", read, read),
    ROW("prefilter", prefilter, prefilter),
    ROW("decode", decode, decode),
    ROW("match", match, match),
    ROW("scan", scan_wall, scan_cpu),
    ROW("rank", rank_wall, rank_cpu),
    ROW("format", format_wall, format_cpu),
    ROW("total", total_wall, total_cpu),
#undef ROW
};

#define STAT(st, off) (*(const uint64_t *)((const char *)(st) + (off)))

void format_stats_json(const struct run_stats *st, struct sbuf *b)
{
	sbuf_printf(
	    b,
	    "{\"files\":%llu,\"unreadable\":%llu,\"bytes\":%llu,\"lines\":%llu,\"lines_decoded\":%llu,"
	    "\"malformed\":%llu,\"messages\":%llu,\"drops\":{",
	    (unsigned long long)st->files, (unsigned long long)st->unreadable, (unsigned long long)st->bytes,
	    (unsigned long long)st->lines, (unsigned long long)st->decoded, (unsigned long long)st->malformed,
	    (unsigned long long)st->messages);
	for (int r = DROP_NOISE; r < DROP_COUNT; r++)
		sbuf_printf(b, "%s\"%s\":%llu", r == DROP_NOISE ? "" : ",",
			    drop_reason_name((enum drop_reason)r), (unsigned long long)st->drops[r]);
	sbuf_printf(b, "},\"matches\":%llu,\"sessions\":%llu,\"threads\":%u,\"timed_out\":%s,\"stages\":{",
		    (unsigned long long)st->matches, (unsigned long long)st->sessions, st->threads,
		    st->timed_out ? "true" : "false");
	for (size_t i = 0; i < sizeof stage_rows / sizeof stage_rows[0]; i++)
		sbuf_printf(b, "%s\"%s\":{\"wall_ms\":%.3f,\"cpu_ms\":%.3f}", i ? "," : "",
			    stage_rows[i].name, ms(STAT(st, stage_rows[i].wall)),
			    ms(STAT(st, stage_rows[i].cpu)));
	sbuf_printf(b, "},\"mb_per_s\":%.1f,\"sources\":{", mbps(st->bytes, st->scan_wall));
	bool first = true;
	for (int i = 0; i < SOURCE_COUNT; i++) {
		if (!(st->sources & (1u << i)))
			continue;
		const struct source_stats *ss = &st->by_source[i];
		sbuf_printf(b,
			    "%s\"%s\":{\"files\":%llu,\"bytes\":%llu,\"lines\":%llu,\"messages\":%llu,"
			    "\"matches\":%llu}",
			    first ? "" : ",", source_table[i].name, (unsigned long long)ss->files,
			    (unsigned long long)ss->bytes, (unsigned long long)ss->lines,
			    (unsigned long long)ss->messages, (unsigned long long)ss->matches);
		first = false;
	}
	sbuf_adds(b, "}}");
}

void format_stats(const struct run_stats *st, FILE *err)
{
	fprintf(err, "memgrep --stats%s\n", st->timed_out ? " (cut short by --timeout)" : "");
	fprintf(err, "  files       %llu (%llu unreadable)\n", (unsigned long long)st->files,
		(unsigned long long)st->unreadable);
	fprintf(err, "  bytes       %llu (%.1f MB)\n", (unsigned long long)st->bytes,
		(double)st->bytes / 1e6);
	fprintf(err, "  lines       %llu, decoded %llu, malformed %llu\n", (unsigned long long)st->lines,
		(unsigned long long)st->decoded, (unsigned long long)st->malformed);
	fprintf(err, "  messages    %llu (in decoded lines)\n", (unsigned long long)st->messages);
	fprintf(err, "  dropped    ");
	for (int r = DROP_NOISE; r < DROP_COUNT; r++)
		fprintf(err, " %s %llu%s", drop_reason_name((enum drop_reason)r),
			(unsigned long long)st->drops[r], r + 1 < DROP_COUNT ? "," : "\n");
	fprintf(err, "  matches     %llu messages in %llu sessions\n", (unsigned long long)st->matches,
		(unsigned long long)st->sessions);
	for (int i = 0; i < SOURCE_COUNT; i++) {
		if (!(st->sources & (1u << i)))
			continue;
		const struct source_stats *ss = &st->by_source[i];
		fprintf(err, "  source %s %llu files, %llu bytes, %llu lines, %llu messages, %llu matches\n",
			source_table[i].name, (unsigned long long)ss->files, (unsigned long long)ss->bytes,
			(unsigned long long)ss->lines, (unsigned long long)ss->messages,
			(unsigned long long)ss->matches);
	}
	fprintf(err, "  %-10s %10s %10s %10s\n", "stage", "wall ms", "cpu ms", "MB/s");
	for (size_t i = 0; i < sizeof stage_rows / sizeof stage_rows[0]; i++) {
		uint64_t w = STAT(st, stage_rows[i].wall), c = STAT(st, stage_rows[i].cpu);
		bool worker = stage_rows[i].wall == stage_rows[i].cpu;
		if (worker)
			fprintf(err, "  %-10s %10s %10.1f %10.0f\n", stage_rows[i].name, "-", ms(c),
				mbps(st->bytes, c));
		else
			fprintf(err, "  %-10s %10.1f %10.1f %10.0f\n", stage_rows[i].name, ms(w), ms(c),
				mbps(st->bytes, w));
	}
	fprintf(err, "  (%u threads; read, prefilter, decode and match are summed over them)\n", st->threads);
}

static int flush(struct sbuf *b, FILE *out)
{
	if (b->len && fwrite(b->data, 1, b->len, out) != b->len)
		return -1;
	sbuf_reset(b);
	return ferror(out) ? -1 : 0;
}

int format_run(const struct format_ctx *fc, const struct rank_result *r, FILE *out)
{
	const struct config *cfg = fc->cfg;
	struct sbuf b = {0};
	struct msg_text mt = {0};
	int rc = 0;
	if (cfg->format == FMT_JSON) {
		sbuf_adds(&b, "{\"query\":");
		json_write_string(&b, cfg->query_text, strlen(cfg->query_text));
		sbuf_printf(&b, ",\"total\":%zu,\"capped\":%s,\"sessions\":[", r->total,
			    r->capped ? "true" : "false");
	}
	if (cfg->format == FMT_TSV && cfg->header)
		sbuf_adds(&b, "session_id\ttimestamp\ttype\ttext\tproject\tfile\tline\n");
	for (size_t i = 0; i < r->nentries && rc == 0; i++) {
		const struct out_entry *e = &r->entries[i];
		switch (cfg->format) {
		case FMT_TEXT:
			text_entry(fc, r, i, &b, &mt);
			break;
		case FMT_FILES:
			sbuf_adds(&b, e->s->file);
			sbuf_addc(&b, cfg->null_sep ? '\0' : '\n');
			break;
		case FMT_COUNT:
			sbuf_printf(&b, "%s:%zu\n", e->s->file, e->matches);
			break;
		case FMT_JSON:
			sbuf_adds(&b, i ? ",{" : "{");
			json_session_fields(&b, cfg, e, "file");
			sbuf_adds(&b, ",\"messages\":[");
			for (size_t k = 0; k < e->nmsgs; k++) {
				load_text(fc, e->msgs[k].rec, &mt);
				sbuf_adds(&b, k ? ",{" : "{");
				json_message_fields(&b, &e->msgs[k], &mt, fc->json_no_text);
				sbuf_addc(&b, '}');
			}
			sbuf_adds(&b, "]}");
			break;
		case FMT_JSONL:
			for (size_t k = 0; k < e->nmsgs; k++) {
				load_text(fc, e->msgs[k].rec, &mt);
				sbuf_addc(&b, '{');
				json_session_fields(&b, cfg, e, "session_file");
				sbuf_addc(&b, ',');
				json_message_fields(&b, &e->msgs[k], &mt, fc->json_no_text);
				sbuf_adds(&b, "}\n");
			}
			break;
		case FMT_TSV:
			for (size_t k = 0; k < e->nmsgs; k++) {
				load_text(fc, e->msgs[k].rec, &mt);
				tsv_row(&b, e->s, e->msgs[k].rec, &mt);
			}
			break;
		}
		rc = flush(&b, out);
	}
	if (rc == 0)
		rc = flush(&b, out); /* a tsv header with no session */
	if (rc == 0 && cfg->format == FMT_JSON) {
		sbuf_addc(&b, ']');
		if (fc->json_extra)
			sbuf_adds(&b, fc->json_extra);
		if (fc->stats) {
			sbuf_adds(&b, ",\"stats\":");
			format_stats_json(fc->stats, &b);
		}
		sbuf_adds(&b, "}\n");
		rc = flush(&b, out);
	}
	if (rc == 0 && fflush(out) != 0)
		rc = -1;
	sbuf_free(&b);
	sbuf_free(&mt.text);
	sbuf_free(&mt.snippet);
	free(mt.spans);
	free(mt.snip_spans);
	return rc;
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

int format_stream(const struct format_ctx *fc, const struct session *s, struct msg_rec *const *recs, size_t n,
		  FILE *out)
{
	const struct config *cfg = fc->cfg;
	struct sbuf b = {0};
	struct msg_text mt = {0};
	if (cfg->format == FMT_FILES && n) {
		sbuf_adds(&b, s->file);
		sbuf_addc(&b, cfg->null_sep ? '\0' : '\n');
	}
	for (size_t i = 0; i < n && cfg->format != FMT_FILES; i++) {
		struct out_msg om = {recs[i], false};
		struct out_entry e = {.s = (struct session *)s,
				      .score = recs[i]->hits,
				      .matches = 1,
				      .first = recs[i]->ts_raw,
				      .last = recs[i]->ts_raw,
				      .msgs = &om,
				      .nmsgs = 1};
		load_text(fc, recs[i], &mt);
		if (cfg->format == FMT_JSONL) {
			sbuf_addc(&b, '{');
			json_session_fields(&b, cfg, &e, "session_file");
			sbuf_addc(&b, ',');
			json_message_fields(&b, &om, &mt, fc->json_no_text);
			sbuf_adds(&b, "}\n");
		} else if (cfg->format == FMT_TSV) {
			tsv_row(&b, s, recs[i], &mt);
		} else {
			/* One line a message: its session, time, project, type. */
			if (cfg->color)
				sbuf_adds(&b, C_HEAD);
			short_id(&b, s->id);
			sbuf_adds(&b, " • ");
			local_time(&b, recs[i]);
			sbuf_adds(&b, " • ");
			tilde_project(fc, &b, s->project);
			sbuf_printf(&b, " • %s", msg_type_name((enum msg_type)recs[i]->type));
			if (cfg->color)
				sbuf_adds(&b, C_RESET);
			sbuf_adds(&b, "  ");
			if (cfg->full)
				sbuf_add(&b, mt.text.data, mt.text.len);
			else if (cfg->color)
				add_highlighted(&b, mt.snippet.data, mt.snippet.len, mt.snip_spans, mt.nsnip,
						"");
			else
				sbuf_add(&b, mt.snippet.data, mt.snippet.len);
			sbuf_addc(&b, '\n');
		}
	}
	int rc = flush(&b, out);
	if (rc == 0 && fflush(out) != 0)
		rc = -1;
	sbuf_free(&b);
	sbuf_free(&mt.text);
	sbuf_free(&mt.snippet);
	free(mt.spans);
	free(mt.snip_spans);
	return rc;
}
