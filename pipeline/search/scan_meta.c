/* scan_meta: what a decoded line says of its file (docs/reference.md §2,
 * §4.3): the session, project, latest time and titles, its first real
 * prompt, the copies a later line replaces and the messages a rewind
 * takes back (§10), its recall rules, and a file's state from its first
 * line to its end (with the echoes it leaves pending, §8). */
#include "pipeline/search/scan_internal.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/text.h"
#include "stages/filter.h"

/* Whether s holds a token: count_tokens > 0, found at its first one. */
static bool has_token(const char *s, size_t len)
{
	for (size_t i = 0; i < len;) {
		size_t adv;
		int32_t cp = text_decode(s + i, len - i, &adv);
		if (cp < 0 || !text_is_space((uint32_t)cp))
			return true;
		i += adv;
	}
	return false;
}

/* Sets *slot, a string of the file's arena, to s: written over the one it
 * holds when s fits in it. Each line later than the last would otherwise
 * leave a copy of its time in the arena until the search ends: a build of
 * the index decodes every line, and kept 28 MB per GiB of history. Nothing
 * reads a slot's old string once the file's lines are being read. */
static void keep_str(struct arena *a, const char **slot, const char *s)
{
	size_t n = strlen(s);
	if (*slot && strlen(*slot) >= n)
		memcpy((char *)*slot, s, n + 1);
	else
		*slot = arena_strndup(a, s, n);
}

/* The file's metadata from one decoded line, line lineno
 * (docs/reference.md §2). */
static void take_meta(struct file_res *res, const struct line_view *lv, uint32_t lineno)
{
	if (!res->meta.session_id && lv->session_id)
		res->meta.session_id = arena_strndup(&res->arena, lv->session_id, strlen(lv->session_id));
	res->meta.subagent |= lv->subagent;
	if (!res->meta.first_cwd && lv->cwd)
		res->meta.first_cwd = arena_strndup(&res->arena, lv->cwd, strlen(lv->cwd));
	if (lv->has_ts && (!res->meta.has_latest || instant_cmp(lv->ts, res->meta.latest) > 0)) {
		res->meta.has_latest = true;
		res->meta.latest = lv->ts;
		keep_str(&res->arena, &res->meta.latest_raw, lv->ts_raw);
	}
	if (lv->kind == LINE_CUSTOM_TITLE) {
		keep_str(&res->arena, &res->meta.title_custom, lv->title);
		res->meta.title_custom_line = lineno;
	} else if (lv->kind == LINE_AI_TITLE) {
		keep_str(&res->arena, &res->meta.title_ai, lv->title);
		res->meta.title_ai_line = lineno;
	}
}

/* The file's first real prompt (docs/reference.md §2, titles): the text of
 * a user line that is not a noise line, with its noise pieces left out, is
 * not blank and is not memgrep's own pasted output. Only where it stands is kept: the title is read again
 * when it is printed. */
static void seek_prompt(struct scan_ctx *c, struct file_state *st, const struct line_view *lv, uint64_t off,
			size_t len, uint32_t lineno)
{
	struct file_res *res = st->res;
	if (!decode_message_ref(lv, KO_TEXT, false, &c->text, &c->tx, &c->txlen) ||
	    !has_token(c->tx, c->txlen) || index_is_recall_output(c->tx, c->txlen))
		return;
	res->meta.has_prompt = true;
	res->meta.prompt_off = off;
	res->meta.prompt_len = (uint32_t)len;
	res->meta.prompt_line = lineno;
	res->meta.prompt_lhash = scan_line_hash(st);
	if (st->copy)
		st->copy->prompt = true;
}

/* What a decoded line says of its file: its metadata, its first real
 * prompt. False when the line names another session than config's
 * id_prefix asks for: the file is read no further. */
bool scan_line_meta(struct scan_ctx *c, struct file_state *st, const struct line_view *lv, uint64_t off,
		    size_t len, uint32_t lineno)
{
	struct file_res *res = st->res;
	const char *want = c->req.id_prefix;
	take_meta(res, lv, lineno);
	/* A subagent's chat whose source names its parent by its path joins
	 * the parent's session (rank_session_id_of): its own id says nothing
	 * of the session it is in, so it is read whole. */
	bool joins = res->meta.subagent && st->src->parent_session;
	if (want && res->meta.session_id && !joins &&
	    strncasecmp(res->meta.session_id, want, strlen(want)) != 0) {
		res->meta.other_session = st->stop = true;
		return false;
	}
	if (!res->meta.has_prompt && !st->later_part && lv->kind == LINE_USER && !lv->noise_line)
		seek_prompt(c, st, lv, off, len, lineno);
	return true;
}

/* Notes that line lineno carries a copy of message uuid: the last copy is
 * the message (sources/source.h, last_copy_wins); one that is not live
 * (new, or taken back by a rewind) becomes the last of the live ones. */
void scan_note_copy(struct file_state *st, const char *uuid, uint32_t lineno)
{
	size_t n = strlen(uuid);
	struct copy_state *e = strmap_get(&st->copies, uuid, n);
	if (!e) {
		const char *key = arena_strndup(&st->copy_keys, uuid, n);
		e = arena_alloc(&st->copy_keys, sizeof *e);
		memset(e, 0, sizeof *e);
		*strmap_slot(&st->copies, key, n) = e;
	}
	e->last = lineno;
	e->passed = e->matched = 0;
	if (!e->live) {
		xgrow((void **)&st->live, &st->caplive, st->nlive + 1, sizeof *st->live);
		st->live[st->nlive++] = e;
		e->live = (uint32_t)st->nlive;
	}
	st->copy = e;
}

/* A rewind at line lineno takes back message `to` and every live message
 * first written after it; all of them when `to` is not live (Gemini CLI's
 * loader, docs/reference.md §10). What of their last copies passed the
 * filters is counted as rewound now, and their records go at the file's
 * end (scan_drop_old_copies). A first real prompt taken back leaves the
 * role to the next prompt. */
void scan_rewind(struct file_state *st, const char *to, uint32_t lineno)
{
	struct file_res *res = st->res;
	const struct copy_state *at = strmap_get(&st->copies, to, strlen(to));
	size_t from = at && at->live ? at->live - 1 : 0;
	for (size_t i = from; i < st->nlive; i++) {
		struct copy_state *e = st->live[i];
		e->live = 0;
		e->rewound = lineno;
		res->stats->drops[DROP_REWOUND] += e->passed;
		res->stats->cand_drops[DROP_REWOUND] += e->matched;
		e->passed = e->matched = 0;
		if (e->prompt)
			res->meta.has_prompt = false;
		e->prompt = false;
	}
	st->nlive = from;
}

/* Drops the records of copies that a later line of the file replaced, and
 * of those a later rewind took back. */
void scan_drop_old_copies(struct file_state *st)
{
	struct file_res *res = st->res;
	size_t out = 0;
	for (size_t i = 0; st->copies.n && i < res->recs.n; i++) {
		const struct msg_rec *r = &res->recs.v[i];
		char ub[REC_UUID_BUF];
		const char *u = rec_uuid(r, ub);
		const struct copy_state *e = u ? strmap_get(&st->copies, u, strlen(u)) : NULL;
		if (e && (e->last != r->line || e->rewound > r->line))
			continue;
		res->recs.v[out++] = *r;
	}
	if (st->copies.n)
		res->recs.n = out;
	strmap_free(&st->copies);
	arena_free(&st->copy_keys);
	free(st->live);
	st->live = NULL;
	st->nlive = st->caplive = 0;
}

/* Whether the mode cuts turns (`turn`, `phrases`). */
static bool cuts_turns(enum recall_mode m)
{
	return m == RECALL_TURN || m == RECALL_PHRASES;
}

/* A recall event of the phrase rule at line lineno (--stats). */
static uint32_t phrase_event(struct file_res *res, uint32_t lineno)
{
	xgrow((void **)&res->events, &res->capevents, res->nevents + 1, sizeof *res->events);
	res->events[res->nevents] = (struct recall_event){.line = lineno, .why = RV_PHRASE};
	res->stats->recall_events++;
	return (uint32_t)res->nevents++;
}

/* The recall rules of one decoded line (docs/reference.md §4.3): the fork
 * test, the tool rule's links and events, the `before` cutoff's latest
 * event, a part's first reset, and the turn's cut, by the rule of the
 * mode in effect. *event: whether the line is an event of the phrase
 * rule, looked for when it is -1 (an index entry knows). Returns the
 * kinds of the line's messages that are cut (bits of enum kind_order). */
unsigned scan_recall_step(struct scan_ctx *c, struct file_state *st, struct line_view *lv, uint32_t lineno,
			  int *event)
{
	struct file_res *res = st->res;
	enum recall_mode mode = c->cfg->recall;
	bool phrases = mode == RECALL_PHRASES;
	if (*event < 0)
		*event = recall_is_event(c->ms, lv);
	bool is_event = *event;
	bool is_prompt = recall_is_prompt(lv);
	if (is_prompt && !st->seen_prompt) {
		st->seen_prompt = true;
		res->meta.is_fork = st->first_queue_op && is_event;
	}
	struct recall_step step;
	recall_tool_step(&st->turn, lv, lineno, phrases ? NULL : res, &step);
	if (step.hits && lv->has_ts &&
	    (!res->meta.has_event || instant_cmp(lv->ts, res->meta.last_event) > 0)) {
		res->meta.has_event = true;
		res->meta.last_event = lv->ts;
	}
	/* What starts a cut stretch: the rule's event; a prompt line that is
	 * not one ends it. After either, the state no longer depends on the
	 * state before (a part's first reset). */
	bool sets = phrases ? is_event : step.hits;
	if ((sets || is_prompt) && !res->part.reset_seen) {
		res->part.reset_seen = true;
		res->part.first_reset = lineno;
	}
	if (phrases && is_event)
		step.event = phrase_event(res, lineno);
	bool was = st->turn.contaminated;
	bool now = recall_turn_step(&st->turn, sets, is_prompt);
	if (!cuts_turns(mode))
		return 0;
	if (was && !now && st->open_event >= 0)
		res->events[st->open_event].cut_to = lineno - 1;
	if (!was && now) {
		st->open_event = step.event;
		res->events[step.event].cut_from = lineno;
	}
	if (!now)
		return 0;
	/* A Gemini CLI message holds a call and its result: its text and
	 * thinking, written before the call, stay. */
	return !was && !phrases && step.call_too ? 1u << KO_TOOL : (1u << KO_COUNT) - 1;
}

/* Drops the records of title lines that a later line of the same kind
 * replaced: of a file's `ai-title` and `custom-title` lines only the last
 * of each is a message (docs/reference.md §2). The file is whole here, so
 * an entry's title replaced by one of the lines the file grew by goes too. */
void scan_drop_old_titles(struct file_res *res)
{
	size_t out = 0;
	for (size_t i = 0; i < res->recs.n; i++) {
		const struct msg_rec *r = &res->recs.v[i];
		if ((r->lkind == RL_AI_TITLE && r->line != res->meta.title_ai_line) ||
		    (r->lkind == RL_CUSTOM_TITLE && r->line != res->meta.title_custom_line))
			continue;
		res->recs.v[out++] = *r;
	}
	res->recs.n = out;
}

/* Counts a malformed line, and keeps the first one's number for the
 * warning (pipeline/search/search.c). */
void scan_note_malformed(struct file_res *res, uint32_t lineno)
{
	res->stats->malformed++;
	if (!res->first_malformed)
		res->first_malformed = lineno;
	res->last_malformed = lineno;
}

void scan_note_unfinished(struct file_res *res, uint32_t lines, uint32_t nl_lines)
{
	/* A file of which no line was valid (a binary) is not being written. */
	if (!res->last_malformed || res->last_malformed != lines || nl_lines >= lines ||
	    res->source == SOURCE_NONE)
		return;
	res->stats->malformed--;
	res->stats->unfinished++;
	if (res->first_malformed == lines)
		res->first_malformed = 0;
	res->last_malformed = 0;
}

/* Scans the lines that start in [from, to) (to == UINT64_MAX: to the end of
 * the file). A later part begins at a line start. */
void scan_state_begin(struct scan_ctx *c, struct file_state *st, struct file_res *res, bool later_part)
{
	memset(st, 0, sizeof *st);
	st->res = res;
	st->open_event = -1;
	st->later_part = later_part;
	res->source = SOURCE_NONE;
	res->stats->df = xcalloc(c->cfg->query.npositive + 1, sizeof *res->stats->df);
}

/* What the file's lines left: the part's start and end state, the copies
 * that later lines replaced, the summaries' times. */
void scan_state_finish(struct scan_ctx *c, struct file_state *st)
{
	struct file_res *res = st->res;
	res->part.end_contaminated = st->turn.contaminated;
	res->part.end_pending = st->turn.npending > 0;
	recall_turn_free(&st->turn);
	res->part.meta_ok = res->meta.session_id && res->meta.first_cwd && res->meta.has_prompt &&
			    !(st->first_queue_op && !st->seen_prompt);
	res->part.summaries = st->pending_summaries > 0;
	res->part.echo_open = st->necho > 0;
	scan_echo_settle(c, st);
	free(st->echoes);
	sbuf_free(&st->echo_text);
	st->echoes = NULL;
	scan_drop_old_copies(st);
	scan_drop_old_titles(res);
	scan_finish_summaries(c, st);
	if (st->take_counts) {
		res->stats->n_msgs = st->n_msgs;
		res->stats->sum_dl = st->sum_dl;
	}
}
