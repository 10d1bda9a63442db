/* unit: the one unit-test runner's registration list. Each tests/unit/test_X.c
 * defines a cmocka test table `X_tests` and its length `X_tests_n`; add it
 * to UNIT_GROUPS below so main.c runs it. */
#ifndef MEMGREP_UNIT_H
#define MEMGREP_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "base/xalloc.h"
#include "sources/source.h"

#define UNIT_GROUPS(X)                                                                                       \
	X(text)                                                                                              \
	X(timestamp)                                                                                         \
	X(json_line)                                                                                         \
	X(json_split)                                                                                        \
	X(query)                                                                                             \
	X(match)                                                                                             \
	X(decode)                                                                                            \
	X(cursor)                                                                                            \
	X(cursor_ide)                                                                                        \
	X(decode_copilot)                                                                                    \
	X(decode_vscode)                                                                                     \
	X(decode_pi)                                                                                         \
	X(decode_cline)                                                                                      \
	X(fast_decode)                                                                                       \
	X(filter)                                                                                            \
	X(recall)                                                                                            \
	X(rank)                                                                                              \
	X(echo)                                                                                              \
	X(format)                                                                                            \
	X(discover)                                                                                          \
	X(engine)                                                                                            \
	X(memory)                                                                                            \
	X(serve)                                                                                             \
	X(timeline)                                                                                          \
	X(config)                                                                                            \
	X(p15_options)                                                                                       \
	X(index)                                                                                             \
	X(hs_cache)                                                                                          \
	X(mem_cache)                                                                                         \
	X(partial)                                                                                           \
	X(live)                                                                                              \
	X(mcp)                                                                                               \
	X(redact)                                                                                            \
	X(qwen)                                                                                              \
	X(opencode)                                                                                          \
	X(opencode_store)                                                                                    \
	X(openclaw_store)                                                                                    \
	X(pick)                                                                                              \
	X(grams)                                                                                             \
	X(alloc)

#define UNIT_DECLARE(name)                                                                                   \
	extern const struct CMUnitTest name##_tests[];                                                       \
	extern const size_t name##_tests_n;
UNIT_GROUPS(UNIT_DECLARE)

/* tests/unit/fixture.c: creates every missing parent folder of path (a
 * cmocka failure when one cannot be made); removes a folder and all below
 * it, links not followed (0, or -1 when something stayed). */
void unit_mkdirs(const char *path);
int unit_rm_tree(const char *root);

/* Parses args (NULL-terminated, without the program name) into cfg with
 * config_parse, as main does; a parse error fails the test. */
struct config;
void unit_config(struct config *cfg, const char *const *args);

/* Parses the words (NULL-terminated; argv[0] is added) into cfg and
 * returns config_parse's status, its error in err: for tests of what
 * config_parse accepts. cfg is freed by the caller. UNIT_PARSE takes the
 * words as arguments. */
struct mg_error;
int unit_parse(struct config *cfg, struct mg_error *err, const char *const *words);
#define UNIT_PARSE(cfg, err, ...) unit_parse(cfg, err, (const char *const[]){__VA_ARGS__, NULL})

/* unit_config, then the query's matcher and a scratch for it; a compile
 * error fails the test. */
struct matcher;
struct match_scratch;
void unit_compile(const char *const *args, struct config *cfg, struct matcher **m, struct match_scratch **s);
/* The request cfg's command line makes (config/request.h), valid until the
 * next call. */
struct search_req;
const struct search_req *unit_req(const struct config *cfg);

/* Transcript lines for the tests, their strings written by format's
 * json_write_string (test_format checks that writer on its own):
 * unit_json_field appends ,"key":"val" (nothing when val is NULL);
 * unit_line appends a Claude Code user line (string content) or assistant
 * line (one text block) and a newline; a NULL sid, uuid, ts or cwd is left
 * out. */
struct sbuf;
void unit_json_field(struct sbuf *b, const char *key, const char *val);
void unit_line(struct sbuf *b, const char *type, const char *sid, const char *uuid, const char *ts,
	       const char *cwd, const char *text);

/* An environment variable as a test found it: saved, then restored
 * (set again, or unset) by the teardown. A zeroed one restores nothing. */
struct unit_env {
	const char *name;
	char *value;
	bool had;
};
void unit_env_save(struct unit_env *e, const char *name);
void unit_env_restore(struct unit_env *e);

/* The place of the sources' default roots (docs/reference.md §1): HOME
 * set to home (NULL: a folder that does not exist), every source's own
 * folder variables (the registry's home_env, home_env_next and
 * home_alt_env) and
 * MEMGREP_SOURCES unset; e keeps what they were for unit_home_restore. */
enum { UNIT_HOME_VARS = 2 + 3 * SOURCE_COUNT };
void unit_home_set(struct unit_env e[UNIT_HOME_VARS], const char *home);
void unit_home_restore(struct unit_env e[UNIT_HOME_VARS]);

/* The decoders' tests' fixture: a JSON decoder and a line decoder, made
 * fresh for each test by unit_dec_setup (cmocka's setup, *state) and freed
 * by unit_dec_teardown even when the test fails; lv is the last line's
 * view, out a buffer for its texts. */
struct json_decoder;
struct unit_dec {
	struct json_decoder *j;
	struct line_decoder *c;
	struct line_view lv;
	struct sbuf out;
};
int unit_dec_setup(void **state);
int unit_dec_teardown(void **state);
/* s (which must be valid JSON: the test fails else) as a tree that lives
 * until the next call. */
cJSON *unit_dec_parse(struct unit_dec *d, const char *s);
/* The joined text of kind order of the last view (noise kept or not),
 * or "" when none is left. */
const char *unit_dec_text(struct unit_dec *d, enum kind_order order, bool keep_noise);

/* Path of the repository's tests/ folder, for fixtures (set by main.c). */
extern const char *unit_tests_dir;

#endif
