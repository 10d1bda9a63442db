/* corpus: the projects folder of test_rank and test_format (corpus.h). */
#include "tests/unit/corpus.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pipeline/search/scan.h"
#include "tests/unit/unit.h"

int corpus_setup(void **state)
{
	struct corpus *c = calloc(1, sizeof *c);
	if (!c)
		return -1;
	strcpy(c->root, "/tmp/memgrep-corpus-XXXXXX");
	if (!mkdtemp(c->root)) {
		free(c);
		return -1;
	}
	unit_env_save(&c->tz, "TZ");
	unit_env_save(&c->sid, "CLAUDE_SESSION_ID");
	unit_env_save(&c->ix, "MEMGREP_INDEX");
	setenv("TZ", "UTC", 1);
	tzset();
	unsetenv("CLAUDE_SESSION_ID");
	/* Searches read the files, never the user's index folder. */
	setenv("MEMGREP_INDEX", "off", 1);
	*state = c;
	return 0;
}

int corpus_teardown(void **state)
{
	struct corpus *c = *state;
	corpus_release(c);
	for (size_t i = 0; i < c->nfiles; i++)
		free(c->paths[i]);
	sbuf_free(&c->desc);
	int rc = unit_rm_tree(c->root);
	unit_env_restore(&c->tz);
	tzset();
	unit_env_restore(&c->sid);
	unit_env_restore(&c->ix);
	free(c);
	return rc == 0 ? 0 : -1;
}

void corpus_put(struct corpus *c, const char *rel, struct sbuf *b)
{
	assert_true(c->nfiles < CORPUS_MAX_FILES);
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/%s", c->root, rel);
	unit_mkdirs(path.data);
	FILE *f = fopen(path.data, "w");
	assert_non_null(f);
	if (b->len)
		assert_int_equal(fwrite(b->data, 1, b->len, f), b->len);
	assert_int_equal(fclose(f), 0);
	c->paths[c->nfiles++] = path.data;
	sbuf_reset(b);
}

void corpus_release(struct corpus *c)
{
	if (c->ranked)
		rank_free(&c->rr);
	c->ranked = false;
	scan_ctx_free(c->sc);
	c->sc = NULL;
	match_scratch_free(c->ms);
	c->ms = NULL;
	matcher_free(c->m);
	c->m = NULL;
	config_free(&c->cfg);
	memset(&c->cfg, 0, sizeof c->cfg);
	free(c->out);
	c->out = NULL;
	c->outlen = 0;
}

void corpus_vrun(struct corpus *c, const char *const *pre, const char *query, va_list ap)
{
	corpus_release(c);
	const char *args[CORPUS_MAX_ARGS + 4];
	size_t n = 0;
	for (size_t i = 0; pre && pre[i]; i++)
		args[n++] = pre[i];
	for (const char *o; (o = va_arg(ap, const char *)) != NULL;) {
		assert_true(n < CORPUS_MAX_ARGS);
		args[n++] = o;
	}
	args[n++] = "--";
	args[n++] = query;
	args[n++] = c->root;
	args[n] = NULL;
	unit_compile(args, &c->cfg, &c->m, &c->ms);
	c->sc = scan_ctx_new(&c->cfg, unit_req(&c->cfg), c->m);
	struct file_res **files = xcalloc(c->nfiles + 1, sizeof *files);
	for (size_t i = 0; i < c->nfiles; i++) {
		const char *path = c->paths[c->reverse ? c->nfiles - 1 - i : i];
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		assert_true(fd >= 0);
		struct stat st;
		assert_int_equal(fstat(fd, &st), 0);
		struct file_res *res = file_res_new();
		res->path = xstrdup(path);
		res->dev = st.st_dev;
		res->ino = st.st_ino;
		scan_file(c->sc, fd, res);
		close(fd);
		assert_int_equal(res->fd_error, 0);
		/* The search adds a file's counts to the run's, then ranks
		 * it with only its tally: the tests read the counts here. */
		c->counts[i] = *res->stats;
		c->counts[i].df = NULL;
		file_res_settle(res);
		files[i] = res;
	}
	rank_run(&c->cfg, unit_req(&c->cfg), c->m, files, c->nfiles, &c->rr);
	c->ranked = true;
}
