/* recall_cutoff: recall events by either rule, prompt lines and the turn
 * state machines (stages/recall_cutoff.h). Noise here always follows the
 * markers, whatever --keep-noise says. */
#include "stages/recall_cutoff.h"

#include <stdlib.h>
#include <string.h>

#include "base/json_line.h"

bool recall_is_event(struct match_scratch *s, const struct line_view *lv)
{
	if ((lv->kind != LINE_USER && lv->kind != LINE_ASSISTANT) || lv->noise_line)
		return false;
	for (size_t i = 0; i < lv->npieces; i++) {
		const struct piece *p = &lv->pieces[i];
		bool text = p->prompt && !p->noise;
		bool tool_input = p->order == KO_TOOL && p->recall_off >= 0;
		if (!text && !tool_input)
			continue;
		size_t off = (size_t)p->recall_off;
		if (match_recall(s, p->s + off, p->len - off))
			return true;
	}
	return false;
}

bool recall_is_prompt(const struct line_view *lv)
{
	if (lv->kind != LINE_USER || lv->noise_line)
		return false;
	for (size_t i = 0; i < lv->npieces; i++)
		if (lv->pieces[i].prompt && !lv->pieces[i].noise)
			return true;
	return false;
}

bool recall_turn_step(struct recall_turn *st, bool is_event, bool is_prompt)
{
	if (is_event)
		st->contaminated = true;
	else if (is_prompt)
		st->contaminated = false;
	return st->contaminated;
}

/* ---- the tool rule: which calls run a memory search ---- */

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The bytes that end a simple command in a shell's command line (`&&`,
 * `||`, `|`, `;`, `&`, a newline, a subshell's or a substitution's
 * brackets). */
static bool separator(char c)
{
	return c == ';' || c == '&' || c == '|' || c == '\n' || c == '(' || c == ')' || c == '`' ||
	       c == '{' || c == '}';
}

/* The end of the word at s[i] (< n): it runs to a blank or a separator;
 * a quoted part inside it is skipped whole. */
static size_t word_end(const char *s, size_t n, size_t i)
{
	while (i < n && !blank(s[i]) && !separator(s[i])) {
		char q = s[i++];
		if (q != '\'' && q != '"')
			continue;
		while (i < n && s[i] != q)
			i += q == '"' && s[i] == '\\' ? 2 : 1;
		i = i < n ? i + 1 : n;
	}
	return i;
}

/* Whether word w[0..n) is the command name[0..k): the name itself, or a
 * path whose last part it is. */
static bool names_n(const char *w, size_t n, const char *name, size_t k)
{
	return n >= k && memcmp(w + n - k, name, k) == 0 && (n == k || w[n - k - 1] == '/');
}

static bool names(const char *w, size_t n, const char *name)
{
	return names_n(w, n, name, strlen(name));
}

/* Whether w[0..n) is NAME=VALUE (a variable set for the command). */
static bool assignment(const char *w, size_t n)
{
	size_t i = 0;
	while (i < n && (w[i] == '_' || (w[i] >= 'A' && w[i] <= 'Z') || (w[i] >= 'a' && w[i] <= 'z') ||
			 (i > 0 && w[i] >= '0' && w[i] <= '9')))
		i++;
	return i > 0 && i < n && w[i] == '=';
}

/* Commands that run the command after them (and their options). */
static bool runner(const char *w, size_t n)
{
	static const char *const names_[] = {"sudo", "env",   "exec",	 "command", "nohup", "time",
					     "nice", "xargs", "timeout", "stdbuf",  NULL};
	for (size_t i = 0; names_[i]; i++)
		if (strlen(names_[i]) == n && memcmp(w, names_[i], n) == 0)
			return true;
	return false;
}

/* The verdict of the simple command that starts at s[*at]; *at is moved
 * past the separator that ends it. */
static uint8_t simple_command(const char *s, size_t n, size_t *at)
{
	size_t i = *at;
	uint8_t v = RV_CALL;
	bool after_runner = false;
	for (;;) {
		while (i < n && blank(s[i]))
			i++;
		size_t e = i < n ? word_end(s, n, i) : n;
		if (e == i)
			break;
		const char *w = s + i;
		size_t wl = e - i;
		i = e;
		if (assignment(w, wl) || (after_runner && (w[0] == '-' || (w[0] >= '0' && w[0] <= '9'))))
			continue;
		if (runner(w, wl)) {
			after_runner = true;
			continue;
		}
		if (names(w, wl, "memgrep")) {
			v = RV_CALL_MEMGREP;
		} else if (names(w, wl, "memory-search")) {
			v = RV_CALL_MEMORY;
		} else if (names_n(w, wl, "memory-search", 6) && i + 1 < n && s[i] == ' ') {
			/* `memory`, one space and its subcommand, as the
			 * prefilter looks for them in raw lines. */
			size_t e2 = word_end(s, n, i + 1);
			bool sub = e2 - i - 1 == 6 && (memcmp(s + i + 1, "search", 6) == 0 ||
						       memcmp(s + i + 1, "recall", 6) == 0);
			v = sub ? RV_CALL_MEMORY : RV_CALL;
		}
		break;
	}
	/* To the next separator, quoted parts skipped whole. */
	while (i < n && !separator(s[i]))
		i = blank(s[i]) ? i + 1 : word_end(s, n, i);
	*at = i < n ? i + 1 : n;
	return v;
}

uint8_t recall_command(const char *s, size_t n)
{
	/* Almost no command names either: those are not parsed (a word
	 * scan over every shell call, patch and script costs a tenth of a
	 * search's CPU). */
	if (!memmem(s, n, "memgrep", 7) && !memmem(s, n, "memory-search", 13) && !memmem(s, n, "memory ", 7))
		return RV_CALL;
	for (size_t at = 0; at < n;) {
		uint8_t v = simple_command(s, n, &at);
		if (v != RV_CALL)
			return v;
	}
	return RV_CALL;
}

/* A command given as its words (Codex's ["bash", "-lc", "…"], a local
 * shell's argv): a shell run with an option holding `c` runs the word
 * after it as a command line; else the first word is the command (memgrep
 * or memory-search; `memory` and `search` as two words are not looked
 * for: the prefilter finds the pair in raw lines only with its space). */
static uint8_t command_words(const cJSON *arr)
{
	const cJSON *first = arr->child;
	if (!cJSON_IsString(first))
		return RV_CALL;
	const char *w0 = first->valuestring;
	size_t n0 = strlen(w0);
	static const char *const shells[] = {"bash", "sh", "zsh", "dash", "ksh", NULL};
	bool shell = false;
	for (size_t i = 0; shells[i] && !shell; i++)
		shell = names(w0, n0, shells[i]);
	for (const cJSON *w = first->next; shell && w && w->next; w = w->next)
		if (cJSON_IsString(w) && w->valuestring[0] == '-' && strchr(w->valuestring, 'c') &&
		    cJSON_IsString(w->next))
			return recall_command(w->next->valuestring, strlen(w->next->valuestring));
	return names(w0, n0, "memgrep")		? RV_CALL_MEMGREP
	       : names(w0, n0, "memory-search") ? RV_CALL_MEMORY
						: RV_CALL;
}

/* The verdict of a call's input: each `command` or `cmd` member at any
 * depth, a string (a command line) or an array (its words); an input that
 * is a string is a command line itself. */
static uint8_t input_verdict(const cJSON *v, bool top)
{
	if (cJSON_IsString(v) && top)
		return recall_command(v->valuestring, strlen(v->valuestring));
	if (!cJSON_IsObject(v) && !cJSON_IsArray(v))
		return RV_CALL;
	for (const cJSON *c = v->child; c; c = c->next) {
		uint8_t r = RV_CALL;
		bool cmd = cJSON_IsObject(v) && c->string &&
			   (strcmp(c->string, "command") == 0 || strcmp(c->string, "cmd") == 0);
		if (cmd && cJSON_IsString(c))
			r = recall_command(c->valuestring, strlen(c->valuestring));
		else if (cmd && cJSON_IsArray(c))
			r = command_words(c);
		else
			r = input_verdict(c, false);
		if (r != RV_CALL)
			return r;
	}
	return RV_CALL;
}

void recall_judge(struct tool_link *l)
{
	if (l->verdict != RV_NONE)
		return;
	if (!l->result) {
		const char *k = l->skill;
		size_t n = k ? strlen(k) : 0;
		bool skill = k && n >= 7 && strcmp(k + n - 7, "memgrep") == 0 && (n == 7 || k[n - 8] == ':');
		l->verdict = skill ? RV_CALL_SKILL : input_verdict(l->input, true);
		return;
	}
	/* memgrep's no-result message, with a hint or without
	 * (docs/reference.md §4.5). */
	static const char none[] = "No results found", *const tails[] = {" for ", ": "};
	bool no_result = false;
	for (size_t i = 0; l->out && i < 2 && !no_result; i++)
		no_result = strncmp(l->out, none, sizeof none - 1) == 0 &&
			    strncmp(l->out + sizeof none - 1, tails[i], strlen(tails[i])) == 0;
	if (l->failed)
		l->verdict = RV_RESULT_FAILED;
	else if (l->out && !*l->out)
		l->verdict = RV_RESULT_EMPTY;
	else if (no_result)
		l->verdict = RV_RESULT_NONE;
	else
		l->verdict = RV_RESULT;
}

bool recall_verdict_event(uint8_t v)
{
	return v == RV_CALL_MEMGREP || v == RV_CALL_MEMORY || v == RV_CALL_SKILL;
}

const char *recall_verdict_why(uint8_t v)
{
	static const char *const why[RV_COUNT] = {
	    [RV_CALL_MEMGREP] = "runs memgrep",
	    [RV_CALL_MEMORY] = "runs a memory search",
	    [RV_CALL_SKILL] = "runs the memgrep skill",
	    [RV_RESULT] = "had results",
	    [RV_RESULT_FAILED] = "found nothing: the tool failed or exited non-zero",
	    [RV_RESULT_EMPTY] = "found nothing: no output",
	    [RV_RESULT_NONE] = "found nothing: memgrep's no-result message",
	    [RV_PHRASE] = "holds a recall phrase",
	};
	return v < RV_COUNT && why[v] ? why[v] : "";
}

/* ---- the tool rule's state ---- */

void recall_turn_free(struct recall_turn *t)
{
	for (size_t i = 0; i < t->npending; i++)
		free(t->ids[i]);
	free(t->ids);
	free(t->events);
	memset(t, 0, sizeof *t);
}

/* Takes the pending call of id out: its index in the events, or -1. */
static int64_t take_pending(struct recall_turn *t, const char *id)
{
	for (size_t i = 0; id && i < t->npending; i++) {
		if (strcmp(t->ids[i], id) != 0)
			continue;
		uint32_t ev = t->events[i];
		free(t->ids[i]);
		t->ids[i] = t->ids[t->npending - 1];
		t->events[i] = t->events[t->npending - 1];
		t->npending--;
		return ev;
	}
	return -1;
}

static void add_pending(struct recall_turn *t, const char *id, uint32_t event)
{
	if (t->npending == t->cap) {
		size_t cap = t->cap;
		xgrow((void **)&t->ids, &cap, t->npending + 1, sizeof *t->ids);
		xgrow((void **)&t->events, &t->cap, t->npending + 1, sizeof *t->events);
	}
	t->ids[t->npending] = xstrdup(id);
	t->events[t->npending++] = event;
}

/* A new event of res for call l at line lineno. */
static uint32_t add_event(struct file_res *res, const struct tool_link *l, uint32_t lineno)
{
	xgrow((void **)&res->events, &res->capevents, res->nevents + 1, sizeof *res->events);
	struct recall_event *e = &res->events[res->nevents];
	memset(e, 0, sizeof *e);
	e->line = lineno;
	e->why = l->verdict;
	e->tool = l->name ? arena_strndup(&res->arena, l->name, strlen(l->name)) : NULL;
	res->stats->recall_events++;
	return (uint32_t)res->nevents++;
}

void recall_tool_step(struct recall_turn *t, struct line_view *lv, uint32_t lineno, struct file_res *res,
		      struct recall_step *out)
{
	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < lv->nlinks; i++) {
		struct tool_link *l = &lv->links[i];
		recall_judge(l);
		if (!l->result) {
			if (!recall_verdict_event(l->verdict))
				continue;
			out->first_event = true;
			uint32_t ev = res ? add_event(res, l, lineno) : UINT32_MAX;
			/* A call without an id has no result to link. */
			if (l->id)
				add_pending(t, l->id, ev);
			continue;
		}
		int64_t ev = take_pending(t, l->id);
		l->linked = ev >= 0;
		if (!l->linked)
			continue;
		if (res) {
			struct recall_event *e = &res->events[ev];
			e->result_line = lineno;
			e->result = l->verdict;
			res->stats->recall_kept += l->verdict != RV_RESULT;
		}
		if (l->verdict != RV_RESULT)
			continue;
		if (!out->hits) {
			out->hits = true;
			out->event = (uint32_t)ev;
			for (size_t k = 0; k < i && !out->call_too; k++)
				out->call_too = !lv->links[k].result && lv->links[k].id &&
						strcmp(lv->links[k].id, l->id) == 0;
		}
	}
}
