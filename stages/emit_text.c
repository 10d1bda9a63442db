/* emit_text: the text format. Three layouts, one per shape of run:
 *
 * ranked, a block per session (an empty line between blocks):
 *     [I/TOTAL] SHORTID • YYYY-MM-DD HH:MM • PROJECT • N matches • TITLE
 *       TYPE       YYYY-MM-DD HH:MM  SNIPPET          a match
 *       - TYPE     YYYY-MM-DD HH:MM  SNIPPET          a context message
 *   the header in bold cyan and matches highlighted with color, context
 *   dimmed; --full prints the whole text, continuation lines indented.
 * --stream, a line per message:
 *     SHORTID • YYYY-MM-DD HH:MM • PROJECT • TYPE  SNIPPET
 * markdown memory, a block per file (an empty line between blocks, and
 * before the first when session results came before):
 *     ### PATH
 *     <!-- @category: NAME -->      before a line whose category is set and
 *                                   differs from the last one printed in
 *                                   this file
 *     **Line N:** TEXT              a match
 *     Line N- TEXT                  a context line
 *   then, after an empty line, `Found X matches across Y files.` TEXT is
 *   the snippet, or with --full the whole visible line; when it is empty
 *   the space before it is left out (`Line N-`). */
#include "stages/emit_text.h"

#include <string.h>
#include <time.h>

#include "pipeline/base/text.h"
#include "stages/memory.h"
#include "stages/rank.h"

#define C_RESET "\033[0m"
#define C_DIM	"\033[2m"
#define C_MATCH "\033[1;31m"
#define C_HEAD	"\033[1;36m"

struct text_state {
	size_t sessions;      /* sessions begun */
	size_t matches;	      /* memory: matching lines of those files */
	const char *category; /* memory: the last category printed in this file */
};

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

static void tilde_project(const struct emit_doc *d, struct sbuf *b, const char *project)
{
	size_t h = d->home ? strlen(d->home) : 0;
	if (h > 1 && strncmp(project, d->home, h) == 0 && (project[h] == '/' || project[h] == '\0')) {
		sbuf_addc(b, '~');
		sbuf_adds(b, project + h);
	} else {
		sbuf_adds(b, project);
	}
}

/* Appends s (code points) with spans highlighted; restore is the color to
 * go back to after each. */
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

/* ---- ranked ------------------------------------------------------------- */

static void ranked_header(struct emit *e, const struct out_entry *en, size_t idx)
{
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	if (idx > 0)
		sbuf_addc(b, '\n');
	if (cfg->color)
		sbuf_adds(b, C_HEAD);
	sbuf_printf(b, "[%zu/%zu] ", cfg->offset + idx + 1, e->doc->total);
	short_id(b, en->s->id);
	sbuf_adds(b, " • ");
	/* The session's latest matching time. */
	const struct msg_rec *latest = NULL;
	for (size_t i = 0; i < en->nmsgs; i++)
		if (!en->msgs[i].context && (en->msgs[i].rec->flags & REC_HAS_TS))
			latest = en->msgs[i].rec;
	if (en->s->has_latest && !cfg->flat) {
		struct msg_rec tmp = {.flags = REC_HAS_TS, .ts = en->s->latest};
		local_time(b, &tmp);
	} else if (latest) {
		local_time(b, latest);
	} else {
		sbuf_adds(b, "no date");
	}
	sbuf_adds(b, " • ");
	tilde_project(e->doc, b, en->s->project);
	sbuf_printf(b, " • %zu %s", en->matches, en->matches == 1 ? "match" : "matches");
	if (en->s->title) {
		sbuf_adds(b, " • ");
		sbuf_adds(b, en->s->title);
	}
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	sbuf_addc(b, '\n');
}

static void ranked_message(struct emit *e, const struct out_msg *om, const struct emit_body *body)
{
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	const char *restore = om->context && cfg->color ? C_DIM : "";
	sbuf_adds(b, restore);
	sbuf_adds(b, om->context ? "  - " : "  ");
	sbuf_printf(b, "%-10s ", msg_type_name((enum msg_type)om->rec->type));
	local_time(b, om->rec);
	sbuf_adds(b, "  ");
	if (cfg->full) {
		/* Whole text; continuation lines indented. */
		for (size_t k = 0; k < body->len; k++) {
			sbuf_addc(b, body->text[k]);
			if (body->text[k] == '\n')
				sbuf_adds(b, "      ");
		}
	} else if (cfg->color && !om->context) {
		add_highlighted(b, body->snippet, body->snippet_len, body->spans, body->nspans, restore);
	} else {
		sbuf_add(b, body->snippet, body->snippet_len);
	}
	if (*restore)
		sbuf_adds(b, C_RESET);
	sbuf_addc(b, '\n');
}

/* ---- --stream ----------------------------------------------------------- */

/* One line a message: its session, time, project, type, then the text. */
static void stream_message(struct emit *e, const struct out_entry *en, const struct msg_rec *rec,
			   const struct emit_body *body)
{
	const struct config *cfg = e->doc->cfg;
	struct sbuf *b = e->b;
	if (cfg->color)
		sbuf_adds(b, C_HEAD);
	short_id(b, en->s->id);
	sbuf_adds(b, " • ");
	local_time(b, rec);
	sbuf_adds(b, " • ");
	tilde_project(e->doc, b, en->s->project);
	sbuf_printf(b, " • %s", msg_type_name((enum msg_type)rec->type));
	if (cfg->color)
		sbuf_adds(b, C_RESET);
	sbuf_adds(b, "  ");
	if (cfg->full)
		sbuf_add(b, body->text, body->len);
	else if (cfg->color)
		add_highlighted(b, body->snippet, body->snippet_len, body->spans, body->nspans, "");
	else
		sbuf_add(b, body->snippet, body->snippet_len);
	sbuf_addc(b, '\n');
}

/* ---- markdown memory ---------------------------------------------------- */

static void memory_file(struct emit *e, struct text_state *st, const struct mem_file *f)
{
	if (st->sessions > 0 || e->doc->after)
		sbuf_addc(e->b, '\n');
	sbuf_printf(e->b, "### %s\n", f->path);
	st->category = NULL;
	st->matches += f->matches;
}

static void memory_line(struct emit *e, struct text_state *st, const struct mem_line *ml,
			const struct emit_body *body)
{
	struct sbuf *b = e->b;
	if (ml->category && (!st->category || strcmp(st->category, ml->category) != 0)) {
		sbuf_printf(b, "<!-- @category: %s -->\n", ml->category);
		st->category = ml->category;
	}
	if (ml->context)
		sbuf_printf(b, "Line %u-", ml->line);
	else
		sbuf_printf(b, "**Line %u:**", ml->line);
	/* An empty text leaves out the space before it. */
	const char *t = e->doc->cfg->full ? body->text : body->snippet;
	size_t tl = e->doc->cfg->full ? body->len : body->snippet_len;
	if (tl > 0) {
		sbuf_addc(b, ' ');
		sbuf_add(b, t, tl);
	}
	sbuf_addc(b, '\n');
}

/* ---- the emitter -------------------------------------------------------- */

static void text_session(struct emit *e, const struct emit_session *s)
{
	struct text_state *st = e->state;
	if (s->mem)
		memory_file(e, st, s->mem);
	else if (e->doc->shape == EMIT_RANKED)
		ranked_header(e, s->entry, st->sessions);
	st->sessions++;
}

static void text_message(struct emit *e, const struct emit_msg *m)
{
	const struct emit_body *body = emit_body(e, m);
	if (m->line)
		memory_line(e, e->state, m->line, body);
	else if (e->doc->shape == EMIT_STREAM)
		stream_message(e, m->entry, m->om->rec, body);
	else
		ranked_message(e, m->om, body);
}

static void text_end(struct emit *e)
{
	const struct text_state *st = e->state;
	if (e->doc->shape == EMIT_MEMORY && st->sessions > 0)
		sbuf_printf(e->b, "\nFound %zu matches across %zu files.\n", st->matches, st->sessions);
}

const struct emitter emit_text = {
    .state_size = sizeof(struct text_state),
    .session = text_session,
    .message = text_message,
    .end = text_end,
};
