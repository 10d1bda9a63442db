/* fixture: what several unit tests need to lay out transcripts in a temp
 * folder and to remove it again. */

#include "tests/unit/unit.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "base/xalloc.h"
#include "stages/output/format.h"
#include "base/json_line.h"

void unit_mkdirs(const char *path)
{
	char *p = xstrdup(path);
	for (char *c = strchr(p + 1, '/'); c; c = strchr(c + 1, '/')) {
		*c = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST)
			fail_msg("mkdir %s: %s", p, strerror(errno));
		*c = '/';
	}
	free(p);
}

static int rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(path);
}

int unit_rm_tree(const char *root)
{
	return nftw(root, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

void unit_config(struct config *cfg, const char *const *args)
{
	char *argv[32];
	int argc = 0;
	argv[argc++] = "memgrep";
	for (size_t i = 0; args[i]; i++) {
		assert_true(argc < 31);
		argv[argc++] = (char *)args[i];
	}
	argv[argc] = NULL;
	bool exit_now = false;
	struct mg_error err = {{0}};
	if (config_parse(cfg, argc, argv, &exit_now, &err) != MG_MATCH)
		fail_msg("config_parse: %s", err.msg);
	assert_false(exit_now);
	/* Output goes to buffers, whatever the runner's stdout is: no
	 * terminal width (a test that wants one sets it). */
	cfg->columns = 0;
}

void unit_compile(const char *const *args, struct config *cfg, struct matcher **m, struct match_scratch **s)
{
	unit_config(cfg, args);
	struct mg_error err = {{0}};
	*m = matcher_new(cfg, &err);
	if (!*m)
		fail_msg("matcher_new: %s", err.msg);
	*s = match_scratch_new(*m);
}

void unit_env_save(struct unit_env *e, const char *name)
{
	const char *v = getenv(name);
	e->name = name;
	e->had = v != NULL;
	e->value = v ? xstrdup(v) : NULL;
}

void unit_env_restore(struct unit_env *e)
{
	if (!e->name)
		return;
	if (e->had)
		setenv(e->name, e->value, 1);
	else
		unsetenv(e->name);
	free(e->value);
	*e = (struct unit_env){0};
}

void unit_home_set(struct unit_env e[UNIT_HOME_VARS], const char *home)
{
	const char *names[UNIT_HOME_VARS] = {"HOME", "MEMGREP_SOURCES"};
	size_t n = 2;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const char *v[] = {source_table[i].home_env, source_table[i].home_env_next,
				   source_table[i].home_alt_env};
		for (size_t k = 0; k < 3; k++) {
			bool seen = !v[k];
			for (size_t j = 0; j < n && !seen; j++)
				seen = strcmp(names[j], v[k]) == 0;
			if (!seen)
				names[n++] = v[k];
		}
	}
	for (size_t i = 0; i < UNIT_HOME_VARS; i++) {
		e[i] = (struct unit_env){0};
		if (i < n) {
			unit_env_save(&e[i], names[i]);
			unsetenv(names[i]);
		}
	}
	setenv("HOME", home ? home : "/nonexistent/memgrep-unit-home", 1);
}

void unit_home_restore(struct unit_env e[UNIT_HOME_VARS])
{
	for (size_t i = 0; i < UNIT_HOME_VARS; i++)
		unit_env_restore(&e[i]);
}

void unit_json_field(struct sbuf *b, const char *key, const char *val)
{
	if (!val)
		return;
	sbuf_printf(b, ",\"%s\":", key);
	json_write_string(b, val, strlen(val));
}

void unit_line(struct sbuf *b, const char *type, const char *sid, const char *uuid, const char *ts,
	       const char *cwd, const char *text)
{
	sbuf_printf(b, "{\"type\":\"%s\"", type);
	unit_json_field(b, "sessionId", sid);
	unit_json_field(b, "uuid", uuid);
	unit_json_field(b, "timestamp", ts);
	unit_json_field(b, "cwd", cwd);
	bool user = strcmp(type, "user") == 0;
	sbuf_adds(b, user ? ",\"message\":{\"role\":\"user\",\"content\":"
			  : ",\"message\":{\"role\":\"assistant\",\"content\":[{\"type\":\"text\",\"text\":");
	json_write_string(b, text, strlen(text));
	sbuf_adds(b, user ? "}}\n" : "}]}}\n");
}

int unit_parse(struct config *cfg, struct mg_error *err, const char *const *words)
{
	char *argv[32] = {"memgrep"};
	int argc = 1;
	for (; words[argc - 1] && argc < 31; argc++)
		argv[argc] = (char *)words[argc - 1];
	bool exit_now = false;
	memset(err, 0, sizeof *err);
	return config_parse(cfg, argc, argv, &exit_now, err);
}

const struct search_req *unit_req(const struct config *cfg)
{
	static struct search_req r;
	search_req_of(cfg, &r);
	return &r;
}

int unit_dec_setup(void **state)
{
	struct unit_dec *d = xcalloc(1, sizeof *d);
	d->j = json_decoder_new();
	d->c = line_decoder_new();
	*state = d;
	return 0;
}

int unit_dec_teardown(void **state)
{
	struct unit_dec *d = *state;
	sbuf_free(&d->out);
	line_decoder_free(d->c);
	json_decoder_free(d->j);
	free(d);
	return 0;
}

cJSON *unit_dec_parse(struct unit_dec *d, const char *s)
{
	cJSON *root = json_decode(d->j, s, strlen(s));
	if (!root)
		fail_msg("not valid JSON: %s", s);
	return root;
}

const char *unit_dec_text(struct unit_dec *d, enum kind_order order, bool keep_noise)
{
	return decode_message_text(&d->lv, order, keep_noise, &d->out) ? d->out.data : "";
}
