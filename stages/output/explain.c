/* explain: the parsed query, written out (see explain.h). A term's
 * "searches" is what the matcher looks for: its units, folded unless -s,
 * with each wildcard written [_- ] (one '_', '-' or White_Space). */
#include "stages/output/explain.h"

#include <string.h>

#include "stages/output/format.h"
#include "base/text.h"
#include "base/json_line.h"
#include "config/parse.h"
#include "stages/match.h"

enum term_kind { KIND_LITERAL, KIND_PHRASE, KIND_REGEX };

static const char *const kind_names[] = {"literal", "phrase", "regex"};

struct term_info {
	enum term_kind kind;
	struct sbuf searches;
	size_t wildcards;
	unsigned fuzzy; /* the edit distance that applies, or 0 */
	/* A regex that does not compile: why (why.msg[0] set). */
	struct mg_error why;
};

static void term_info(const struct config *cfg, const struct term *t, struct term_info *ti)
{
	memset(ti, 0, sizeof *ti);
	if (cfg->regex) {
		ti->kind = KIND_REGEX;
		sbuf_adds(&ti->searches, t->regex);
		match_check_regex(t->regex, cfg->case_sensitive, &ti->why);
		return;
	}
	bool space = false;
	for (size_t k = 0; k < t->nunits; k++) {
		uint32_t cp = t->units[k];
		if (cp == QUERY_WILDCARD) {
			ti->wildcards++;
			sbuf_adds(&ti->searches, "[_- ]");
			continue;
		}
		char u[4];
		sbuf_add(&ti->searches, u, text_encode(cp, u));
		space |= text_is_space(cp);
	}
	ti->kind = space || strchr(t->display, '"') ? KIND_PHRASE : KIND_LITERAL;
	ti->fuzzy = config_term_fuzzy(cfg, t);
}

/* Whether word names a command (memgrep sessions, serve, …): as the
 * first operand it runs it, not a search (docs/reference.md §5). */
static bool is_command(const char *word)
{
	static const char *const servers[] = {"serve", "mcp"};
	for (int c = 1; c < CMD_COUNT; c++)
		if (strcmp(word, parse_command_names[c]) == 0)
			return true;
	for (size_t i = 0; i < sizeof servers / sizeof *servers; i++)
		if (strcmp(word, servers[i]) == 0)
			return true;
	return false;
}

/* The first regex term of cfg that does not compile, into err: -1, or 0. */
static int first_fault(const struct config *cfg, struct mg_error *err)
{
	for (size_t i = 0; cfg->regex && i < cfg->query.nterms; i++) {
		const struct term *t = &cfg->query.terms[i];
		struct mg_error why = {{0}};
		if (match_check_regex(t->regex, cfg->case_sensitive, &why) == 0)
			continue;
		struct sbuf shown = {0};
		mg_quote(&shown, t->display, 80);
		mg_error_set(err, "cannot compile the term '%s': %s", shown.data, why.msg);
		sbuf_free(&shown);
		return -1;
	}
	return 0;
}

/* The recall rule in effect (docs/reference.md §4.3), as a paragraph. */
static void explain_recall(const struct config *cfg, struct sbuf *b)
{
	static const char *const rules[] = {
	    [RECALL_TURN] = "turn): a recall event is a tool call that runs a memory\n"
			    "search: memgrep as a command, `memory search`, `memory-search` or `memory\n"
			    "recall`, or the memgrep skill. When its result had results, that result and\n"
			    "the messages after it up to the next prompt are dropped; a call that found\n"
			    "nothing drops nothing. Phrases in prose are no events (--recall-cutoff\n"
			    "phrases makes them events).\n",
	    [RECALL_BEFORE] = "before): a recall event is a tool call that runs a memory\n"
			      "search: memgrep as a command, `memory search`, `memory-search` or `memory\n"
			      "recall`, or the memgrep skill. Every message of a session at or before its\n"
			      "latest event whose result had results is dropped.\n",
	    [RECALL_OFF] = "off): nothing is dropped.\n",
	    [RECALL_PHRASES] = "phrases): a recall event is a user or assistant line whose\n"
			       "text or tool input holds `memory search`, `memory-search`, `memory recall`,\n"
			       "`did you remember`, `memgrep ` or `i'll search` followed within 40\n"
			       "characters by `memory`, `history` or `past session`; it and the messages\n"
			       "after it up to the next prompt are dropped.\n",
	};
	sbuf_adds(b, "\nRecall cutoff (");
	sbuf_adds(b, rules[cfg->recall]);
}

static void explain_text(const struct config *cfg, struct sbuf *b)
{
	const struct query *q = &cfg->query;
	sbuf_adds(b, "query: ");
	sbuf_adds(b, cfg->query_text);
	sbuf_printf(b, "\n%s, %s%s", cfg->regex ? "regular expressions (Hyperscan)" : "literal terms",
		    cfg->case_sensitive ? "case-sensitive" : "case-insensitive",
		    cfg->word	 ? ", whole words"
		    : cfg->regex ? ", anywhere in a text"
				 : ", substrings");
	if (cfg->fuzzy)
		sbuf_printf(b, ", fuzzy: edit distance %u for terms of %u or more characters", cfg->fuzzy,
			    3 * cfg->fuzzy + 1);
	sbuf_adds(b, "\n\n");
	size_t npos = 0, nneg = 0;
	for (size_t g = 0; g < q->ngroups; g++) {
		const struct group *gr = &q->groups[g];
		if (gr->negated)
			sbuf_printf(b, "NOT group %zu: a message with any of these is dropped\n", ++nneg);
		else if (gr->count == 1)
			sbuf_printf(b, "AND group %zu:\n", ++npos);
		else
			sbuf_printf(b, "AND group %zu: any one of %zu alternatives\n", ++npos, gr->count);
		for (size_t k = 0; k < gr->count; k++) {
			const struct term *t = &q->terms[gr->first + k];
			struct term_info ti;
			term_info(cfg, t, &ti);
			sbuf_adds(b, "  ");
			struct sbuf shown = {0};
			mg_quote(&shown, t->display, 0);
			sbuf_printf(b, "%-24s %s", shown.data, kind_names[ti.kind]);
			sbuf_free(&shown);
			if (ti.kind != KIND_REGEX)
				sbuf_printf(b, ", searches \"%s\"", ti.searches.data ? ti.searches.data : "");
			else if (ti.why.msg[0])
				sbuf_printf(b, ", does not compile: %s", ti.why.msg);
			else
				sbuf_adds(b, ", compiles");
			if (ti.wildcards)
				sbuf_printf(b, ", %zu wildcard%s", ti.wildcards,
					    ti.wildcards == 1 ? "" : "s");
			if (cfg->fuzzy)
				sbuf_adds(b, ti.fuzzy ? ", fuzzy" : ", exact (too short for --fuzzy)");
			/* `--no-lock` is a term, `-lock` a NOT group
			 * (docs/reference.md §3): said where it could be
			 * misread. */
			if (!gr->negated && k == 0 && strncmp(t->display, "--", 2) == 0)
				sbuf_adds(b, ", a term: a leading -- is not NOT");
			if (g == 0 && k == 0 && is_command(t->display))
				sbuf_printf(b,
					    ", a word here: first, it would be the command `memgrep %s` "
					    "(search it after --)",
					    t->display);
			sbuf_addc(b, '\n');
			sbuf_free(&ti.searches);
		}
	}
	sbuf_printf(b, "\nA %s matches when %s AND group%s %s%s.\n",
		    cfg->scope == SCOPE_SESSION ? "session" : "message", npos == 1 ? "its" : "each of its",
		    npos == 1 ? "" : "s",
		    cfg->scope == SCOPE_SESSION ? "is found in one of its messages" : "is found in it",
		    nneg ? (cfg->scope == SCOPE_SESSION ? ", and its matching messages have no NOT group"
							: ", and no NOT group is")
			 : "");
	explain_recall(cfg, b);
}

static void explain_json(const struct config *cfg, struct sbuf *b)
{
	const struct query *q = &cfg->query;
	sbuf_adds(b, "{\"query\":");
	json_write_string(b, cfg->query_text, strlen(cfg->query_text));
	sbuf_printf(
	    b,
	    ",\"mode\":\"%s\",\"case_sensitive\":%s,\"word\":%s,\"fuzzy\":%u,\"scope\":\"%s\",\"groups\":[",
	    cfg->regex ? "regex" : "literal", cfg->case_sensitive ? "true" : "false",
	    cfg->word ? "true" : "false", cfg->fuzzy, cfg->scope == SCOPE_SESSION ? "session" : "message");
	for (size_t g = 0; g < q->ngroups; g++) {
		const struct group *gr = &q->groups[g];
		sbuf_printf(b, "%s{\"negated\":%s,\"alternatives\":[", g ? "," : "",
			    gr->negated ? "true" : "false");
		for (size_t k = 0; k < gr->count; k++) {
			const struct term *t = &q->terms[gr->first + k];
			struct term_info ti;
			term_info(cfg, t, &ti);
			sbuf_adds(b, k ? ",{\"text\":" : "{\"text\":");
			json_write_string(b, t->display, strlen(t->display));
			sbuf_printf(b, ",\"kind\":\"%s\",\"searches\":", kind_names[ti.kind]);
			json_write_string(b, ti.searches.data ? ti.searches.data : "", ti.searches.len);
			sbuf_printf(b, ",\"wildcards\":%zu,\"fuzzy\":%u", ti.wildcards, ti.fuzzy);
			if (ti.kind == KIND_REGEX) {
				sbuf_printf(b, ",\"compiles\":%s", ti.why.msg[0] ? "false" : "true");
				if (ti.why.msg[0]) {
					sbuf_adds(b, ",\"error\":");
					json_write_string(b, ti.why.msg, strlen(ti.why.msg));
				}
			}
			sbuf_addc(b, '}');
			sbuf_free(&ti.searches);
		}
		sbuf_adds(b, "]}");
	}
	static const char *const modes[] = {[RECALL_TURN] = "turn",
					    [RECALL_BEFORE] = "before",
					    [RECALL_OFF] = "off",
					    [RECALL_PHRASES] = "phrases"};
	sbuf_printf(b, "],\"recall_cutoff\":{\"mode\":\"%s\",\"events\":\"%s\"}}\n", modes[cfg->recall],
		    cfg->recall == RECALL_PHRASES ? "phrases" : "tool calls");
}

int explain_query(const struct config *cfg, struct sbuf *out, struct mg_error *err)
{
	if (cfg->format == FMT_JSON)
		explain_json(cfg, out);
	else
		explain_text(cfg, out);
	return first_fault(cfg, err);
}
