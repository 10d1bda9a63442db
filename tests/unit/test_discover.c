/* test_discover: unit tests for stages/discover.c (docs/reference.md §1).
 * Each test lays out files, folders, FIFOs, symbolic and hard links in a
 * mkdtemp folder, runs discover_check and discover_run with callbacks that
 * collect the emitted items and the warnings, and checks which files were
 * found and under which path: *.jsonl regular files only, recursively,
 * dot-folders included; links followed only with --follow (a loop ends);
 * one item per inode, under its smallest path; explicit files of any name;
 * "-" copied from standard input; the default root from CLAUDE_CONFIG_DIR;
 * a cancel flag that stops the walk. */
#include "tests/unit/unit.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ck_pr.h>

#include "config/config.h"
#include "base/xalloc.h"
#include "stages/discover.h"

enum { MAX_ARGS = 16, MAX_LOCKED = 4, NBUF = 8 };

struct dstate {
	char root[64];
	struct config cfg;
	bool parsed;
	int stdin_fd;
	struct discover_item **items;
	size_t nitems, capitems;
	char **warns;
	size_t nwarns, capwarns;
	size_t nemits;
	int cancel;		  /* ck_pr */
	size_t cancel_after;	  /* set cancel after this many emits (0: never) */
	char *locked[MAX_LOCKED]; /* chmod 000 by a test: restored by teardown */
	size_t nlocked;
	struct unit_env cfgdir; /* $CLAUDE_CONFIG_DIR before the test */
	struct sbuf bufs[NBUF]; /* scratch for P() and listing() */
	size_t nextbuf;
};

static struct sbuf *scratch(struct dstate *s)
{
	struct sbuf *b = &s->bufs[s->nextbuf++ % NBUF];
	sbuf_reset(b);
	sbuf_add(b, "", 0);
	return b;
}

/* root/rel, valid until NBUF more scratch strings are made. */
static const char *P(struct dstate *s, const char *rel)
{
	struct sbuf *b = scratch(s);
	sbuf_printf(b, "%s/%s", s->root, rel);
	return b->data;
}

/* Writes text to root/rel. */
static void put(struct dstate *s, const char *rel, const char *text)
{
	const char *path = P(s, rel);
	unit_mkdirs(path);
	FILE *f = fopen(path, "w");
	if (!f)
		fail_msg("fopen %s: %s", path, strerror(errno));
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static void mkdir_rel(struct dstate *s, const char *rel)
{
	const char *path = P(s, rel);
	unit_mkdirs(path);
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		fail_msg("mkdir %s: %s", path, strerror(errno));
}

/* root/rel becomes a symbolic link holding target (as given). */
static void symlink_rel(struct dstate *s, const char *target, const char *rel)
{
	const char *path = P(s, rel);
	unit_mkdirs(path);
	if (symlink(target, path) != 0)
		fail_msg("symlink %s -> %s: %s", path, target, strerror(errno));
}

/* root/rel becomes a second name of root/existing. */
static void link_rel(struct dstate *s, const char *existing, const char *rel)
{
	char *from = xstrdup(P(s, existing));
	const char *to = P(s, rel);
	unit_mkdirs(to);
	int rc = link(from, to);
	int e = errno;
	free(from);
	if (rc != 0)
		fail_msg("link %s: %s", to, strerror(e));
}

static void lock_rel(struct dstate *s, const char *rel)
{
	assert_true(s->nlocked < MAX_LOCKED);
	const char *path = P(s, rel);
	s->locked[s->nlocked++] = xstrdup(path);
	assert_int_equal(chmod(path, 0), 0);
}

static void release(struct dstate *s)
{
	for (size_t i = 0; i < s->nitems; i++) {
		discover_item_free(s->items[i]);
	}
	s->nitems = 0;
	for (size_t i = 0; i < s->nwarns; i++)
		free(s->warns[i]);
	s->nwarns = 0;
	s->nemits = 0;
	if (s->stdin_fd >= 0)
		close(s->stdin_fd);
	s->stdin_fd = -1;
	if (s->parsed)
		config_free(&s->cfg);
	s->parsed = false;
}

/* Parses argv "memgrep" + the NULL-terminated arguments into s->cfg. */
static void parse(struct dstate *s, ...)
{
	release(s);
	char *argv[MAX_ARGS + 2];
	int argc = 0;
	argv[argc++] = (char *)"memgrep";
	va_list ap;
	va_start(ap, s);
	for (const char *a; (a = va_arg(ap, const char *)) != NULL;) {
		assert_true(argc <= MAX_ARGS);
		argv[argc++] = (char *)a;
	}
	va_end(ap);
	argv[argc] = NULL;
	unit_config(&s->cfg, (const char *const *)argv + 1);
	s->parsed = true;
}

static void on_emit(void *arg, struct discover_item *item)
{
	struct dstate *s = arg;
	xgrow((void **)&s->items, &s->capitems, s->nitems + 1, sizeof *s->items);
	s->items[s->nitems++] = item;
	s->nemits++;
	if (s->cancel_after && s->nemits >= s->cancel_after)
		ck_pr_store_int(&s->cancel, 1);
}

static void on_warn(void *arg, const char *msg)
{
	struct dstate *s = arg;
	xgrow((void **)&s->warns, &s->capwarns, s->nwarns + 1, sizeof *s->warns);
	s->warns[s->nwarns++] = xstrdup(msg);
}

/* discover_run over s->cfg; checks that its count is the number of emits. */
static size_t run(struct dstate *s)
{
	struct discover_cb cb = {on_emit, on_warn, s, &s->cancel, NULL};
	size_t n = discover_run(&s->cfg, unit_req(&s->cfg), s->stdin_fd, &cb);
	assert_int_equal(n, s->nemits);
	return n;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The emitted paths (as they are now), sorted, space-separated; those under
 * the root are shown relative to it as "@/rel". */
static const char *listing(struct dstate *s)
{
	char **v = xcalloc(s->nitems + 1, sizeof *v);
	size_t n = strlen(s->root);
	for (size_t i = 0; i < s->nitems; i++) {
		const char *p = s->items[i]->path;
		struct sbuf b = {0};
		if (strncmp(p, s->root, n) == 0)
			sbuf_printf(&b, "@%s", p + n);
		else
			sbuf_adds(&b, p);
		v[i] = b.data;
	}
	qsort(v, s->nitems, sizeof *v, cmp_str);
	struct sbuf *out = scratch(s);
	for (size_t i = 0; i < s->nitems; i++) {
		sbuf_printf(out, "%s%s", i ? " " : "", v[i]);
		free(v[i]);
	}
	free(v);
	return out->data;
}

static const char *warnings(struct dstate *s)
{
	struct sbuf *out = scratch(s);
	for (size_t i = 0; i < s->nwarns; i++)
		sbuf_printf(out, "%s[%s]", i ? " " : "", s->warns[i]);
	return out->data;
}

static void no_warnings(struct dstate *s)
{
	if (s->nwarns)
		fail_msg("unexpected warnings: %s", warnings(s));
}

static struct discover_item *find_item(struct dstate *s, const char *path)
{
	for (size_t i = 0; i < s->nitems; i++)
		if (strcmp(s->items[i]->path, path) == 0)
			return s->items[i];
	fail_msg("no item %s among: %s", path, listing(s));
	return NULL;
}

static int dsetup(void **state)
{
	struct dstate *s = calloc(1, sizeof *s);
	if (!s)
		return -1;
	strcpy(s->root, "/tmp/memgrep-discover-XXXXXX");
	if (!mkdtemp(s->root)) {
		free(s);
		return -1;
	}
	s->stdin_fd = -1;
	unit_env_save(&s->cfgdir, "CLAUDE_CONFIG_DIR");
	*state = s;
	return 0;
}

static int dteardown(void **state)
{
	struct dstate *s = *state;
	release(s);
	free(s->items);
	free(s->warns);
	for (size_t i = 0; i < s->nlocked; i++) {
		chmod(s->locked[i], 0700);
		free(s->locked[i]);
	}
	for (size_t i = 0; i < NBUF; i++)
		sbuf_free(&s->bufs[i]);
	unit_env_restore(&s->cfgdir);
	int rc = unit_rm_tree(s->root);
	free(s);
	return rc == 0 ? 0 : -1;
}

static bool is_root(void)
{
	if (geteuid() != 0)
		return false;
	print_message("skipped: running as root, permissions cannot make a file unreadable\n");
	return true;
}

/* ---------------------------------------------------------------- walks */

static void test_walk_keeps_jsonl(void **state)
{
	struct dstate *s = *state;
	put(s, "w/a.jsonl", "{}\n");
	put(s, "w/sub/b.jsonl", "{}\n");
	put(s, "w/sub/deeper/still/c.jsonl", "{}\n");
	put(s, "w/.hidden/d.jsonl", "{}\n");
	put(s, "w/.e.jsonl", "{}\n");
	put(s, "w/x.json", "{}\n");
	put(s, "w/x.jsonl.bak", "{}\n");
	put(s, "w/xjsonl", "{}\n");
	put(s, "w/x.JSONL.txt", "{}\n");
	put(s, "w/notes.txt", "{}\n");
	put(s, "w/y.jsonl/inner.jsonl", "{}\n"); /* a folder named y.jsonl */
	mkdir_rel(s, "w/empty.jsonl");
	mkdir_rel(s, "w/empty");
	assert_int_equal(mkfifo(P(s, "w/f.jsonl"), 0600), 0);
	parse(s, "QUERY", P(s, "w"), NULL);
	size_t n = run(s);
	assert_string_equal(listing(s), "@/w/.e.jsonl @/w/.hidden/d.jsonl @/w/a.jsonl @/w/sub/b.jsonl "
					"@/w/sub/deeper/still/c.jsonl @/w/y.jsonl/inner.jsonl");
	assert_int_equal(n, 6);
	no_warnings(s);
}

static void test_item_fields(void **state)
{
	struct dstate *s = *state;
	put(s, "w/p/a.jsonl", "{\"x\":1}\n{\"y\":2}\n");
	parse(s, "QUERY", P(s, "w"), NULL);
	assert_int_equal(run(s), 1);
	struct discover_item *it = find_item(s, P(s, "w/p/a.jsonl"));
	struct stat st;
	assert_int_equal(stat(P(s, "w/p/a.jsonl"), &st), 0);
	assert_string_equal(it->open_path, P(s, "w/p/a.jsonl"));
	assert_int_equal(it->fd, -1);
	assert_int_equal(it->dev, st.st_dev);
	assert_int_equal(it->ino, st.st_ino);
	assert_int_equal(it->size, 16);
}

static void test_path_join(void **state)
{
	struct dstate *s = *state;
	put(s, "w/a.jsonl", "{}\n");
	put(s, "w/sub/b.jsonl", "{}\n");

	/* PATH with a trailing slash: no doubled slash. */
	parse(s, "QUERY", P(s, "w/"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/a.jsonl @/w/sub/b.jsonl");

	/* Unnormalised: the PATH is kept as written. */
	parse(s, "QUERY", P(s, "w/./sub/../sub"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/./sub/../sub/b.jsonl");

	/* A relative PATH stays relative. */
	char *cwd = getcwd(NULL, 0);
	assert_non_null(cwd);
	assert_int_equal(chdir(s->root), 0);
	parse(s, "QUERY", "w", NULL);
	run(s);
	int rc = chdir(cwd);
	free(cwd);
	assert_int_equal(rc, 0);
	assert_string_equal(listing(s), "w/a.jsonl w/sub/b.jsonl");
	no_warnings(s);
}

static void test_links_not_followed(void **state)
{
	struct dstate *s = *state;
	put(s, "w/real/a.jsonl", "{}\n");
	put(s, "out/o.jsonl", "{}\n");
	put(s, "out/target.txt", "{}\n");
	symlink_rel(s, "../out", "w/linkdir");
	symlink_rel(s, "../out/o.jsonl", "w/file.jsonl");
	symlink_rel(s, "../out/target.txt", "w/named.jsonl");
	symlink_rel(s, "real/a.jsonl", "w/alias.jsonl");
	symlink_rel(s, "nowhere.jsonl", "w/dangling.jsonl");
	parse(s, "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/real/a.jsonl");
	no_warnings(s);
}

static void test_links_followed(void **state)
{
	struct dstate *s = *state;
	put(s, "w/real/a.jsonl", "{}\n");
	put(s, "out/o.jsonl", "{}\n");
	put(s, "out/target.txt", "{}\n");
	symlink_rel(s, "../out", "w/linkdir");
	symlink_rel(s, "../out/o.jsonl", "w/file.jsonl");
	symlink_rel(s, "../out/target.txt", "w/named.jsonl");
	symlink_rel(s, "../out/o.jsonl", "w/other.txt"); /* not named *.jsonl */
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	/* out/o.jsonl is reached twice (w/file.jsonl, w/linkdir/o.jsonl): once,
	 * under the smaller path. */
	assert_string_equal(listing(s), "@/w/file.jsonl @/w/named.jsonl @/w/real/a.jsonl");
	assert_int_equal(s->nemits, 3);
	no_warnings(s);

	/* Without the file link, the folder link is seen on its own. */
	assert_int_equal(unlink(P(s, "w/file.jsonl")), 0);
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/linkdir/o.jsonl @/w/named.jsonl @/w/real/a.jsonl");
	no_warnings(s);
}

static void test_follow_dedups_alias(void **state)
{
	struct dstate *s = *state;
	put(s, "w/real/a.jsonl", "{}\n");
	symlink_rel(s, "real/a.jsonl", "w/alias.jsonl");
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	/* One file, two paths: the smaller one. */
	assert_string_equal(listing(s), "@/w/alias.jsonl");
	assert_int_equal(s->nemits, 1);
	no_warnings(s);
}

static void test_follow_loop_ends(void **state)
{
	struct dstate *s = *state;
	put(s, "w/a/x.jsonl", "{}\n");
	put(s, "w/b/y.jsonl", "{}\n");
	symlink_rel(s, "..", "w/a/up");	      /* back to w */
	symlink_rel(s, ".", "w/b/self");      /* to itself */
	symlink_rel(s, "../..", "w/b/c/top"); /* to w */
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/a/x.jsonl @/w/b/y.jsonl");
	assert_int_equal(s->nemits, 2);
	no_warnings(s);

	/* The same without --follow. */
	parse(s, "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/a/x.jsonl @/w/b/y.jsonl");
	no_warnings(s);
}

static void test_follow_folder_reached_twice(void **state)
{
	struct dstate *s = *state;
	/* Folder wN/aN is reached as itself and through wN/bN/to (a link,
	 * not a loop): its file counts once, under its smallest path
	 * (docs/reference.md §1), whichever of aN and bN readdir gives first.
	 * Eight pairs of names, so that some come in each order. */
	char want[1024] = "", rel[64], target[64];
	for (int i = 0; i < 8; i++) {
		snprintf(rel, sizeof rel, "w/w%d/a%d/x.jsonl", i, i);
		put(s, rel, "{}\n");
		snprintf(rel, sizeof rel, "w/w%d/b%d/to", i, i);
		snprintf(target, sizeof target, "../a%d", i);
		symlink_rel(s, target, rel);
		size_t n = strlen(want);
		snprintf(want + n, sizeof want - n, "%s@/w/w%d/a%d/x.jsonl", i ? " " : "", i, i);
	}
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), want);
	assert_int_equal(s->nemits, 8);
	no_warnings(s);
}

static void test_follow_broken_link_warns(void **state)
{
	struct dstate *s = *state;
	put(s, "w/a.jsonl", "{}\n");
	put(s, "w/z/b.jsonl", "{}\n");
	symlink_rel(s, "nowhere.jsonl", "w/m.jsonl");
	parse(s, "--follow", "QUERY", P(s, "w"), NULL);
	run(s);
	/* An unreadable entry: one warning naming it, and the walk goes on. */
	assert_string_equal(listing(s), "@/w/a.jsonl @/w/z/b.jsonl");
	assert_int_equal(s->nwarns, 1);
	if (!strstr(s->warns[0], P(s, "w/m.jsonl")))
		fail_msg("the warning does not name the entry: %s", s->warns[0]);
}

static void test_explicit_link_is_opened(void **state)
{
	struct dstate *s = *state;
	put(s, "out/o.jsonl", "{}\n");
	put(s, "out/sub/p.jsonl", "{}\n");
	put(s, "out/t.txt", "{}\n");
	symlink_rel(s, "out", "ln");
	symlink_rel(s, "out/t.txt", "lt");
	/* An explicit PATH is opened as given, link or not. */
	parse(s, "QUERY", P(s, "ln"), P(s, "lt"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/ln/o.jsonl @/ln/sub/p.jsonl @/lt");
	no_warnings(s);
}

static void test_unreadable_folder_warns(void **state)
{
	struct dstate *s = *state;
	if (is_root())
		skip();
	put(s, "w/a.jsonl", "{}\n");
	put(s, "w/locked/b.jsonl", "{}\n");
	put(s, "w/z/c.jsonl", "{}\n");
	lock_rel(s, "w/locked");
	parse(s, "QUERY", P(s, "w"), NULL);
	run(s);
	assert_string_equal(listing(s), "@/w/a.jsonl @/w/z/c.jsonl");
	assert_int_equal(s->nwarns, 1);
	if (!strstr(s->warns[0], P(s, "w/locked")))
		fail_msg("the warning does not name the folder: %s", s->warns[0]);
}

/* ----------------------------------------------------------- hard links */

static void test_hard_link_smallest_path(void **state)
{
	struct dstate *s = *state;
	/* The smallest name (byte order: 'B' < 'a') is made last. */
	put(s, "w/zz.jsonl", "{}\n");
	link_rel(s, "w/zz.jsonl", "w/m/k.jsonl");
	link_rel(s, "w/zz.jsonl", "w/aa/q.jsonl");
	link_rel(s, "w/zz.jsonl", "w/B.jsonl");
	put(s, "w/other.jsonl", "{}\n");
	parse(s, "QUERY", P(s, "w"), NULL);
	size_t n = run(s);
	assert_int_equal(n, 2);
	assert_string_equal(listing(s), "@/w/B.jsonl @/w/other.jsonl");
	struct discover_item *it = find_item(s, P(s, "w/B.jsonl"));
	struct stat st;
	assert_int_equal(stat(P(s, "w/zz.jsonl"), &st), 0);
	assert_int_equal(it->ino, st.st_ino);
	/* open_path, the path it was found under first, is path's own
	 * string until path became a smaller one; then its own (freed by
	 * discover_item_free, which ASan checks when the state is freed). */
	struct stat ost;
	assert_int_equal(stat(it->open_path, &ost), 0);
	assert_int_equal(ost.st_ino, st.st_ino);
	if (strcmp(it->open_path, it->path) == 0) {
		assert_ptr_equal(it->open_path, it->path);
		assert_false(it->open_apart);
	} else {
		assert_true(it->open_apart);
	}
	struct discover_item *other = find_item(s, P(s, "w/other.jsonl"));
	assert_ptr_equal(other->open_path, other->path);
	assert_false(other->open_apart);
	no_warnings(s);
}

static void test_hard_link_smallest_first(void **state)
{
	struct dstate *s = *state;
	/* The smallest name is made first this time. */
	put(s, "w/a/one.jsonl", "{}\n");
	link_rel(s, "w/a/one.jsonl", "w/b/two.jsonl");
	link_rel(s, "w/a/one.jsonl", "w/c.jsonl");
	parse(s, "QUERY", P(s, "w"), NULL);
	assert_int_equal(run(s), 1);
	assert_string_equal(listing(s), "@/w/a/one.jsonl");
	no_warnings(s);
}

static void test_hard_link_across_paths(void **state)
{
	struct dstate *s = *state;
	put(s, "x/z.jsonl", "{}\n");
	link_rel(s, "x/z.jsonl", "y/a.txt");
	link_rel(s, "x/z.jsonl", "y/b.jsonl");
	/* Two explicit PATHs, one inode. */
	parse(s, "QUERY", P(s, "y/a.txt"), P(s, "x/z.jsonl"), NULL);
	assert_int_equal(run(s), 1);
	assert_string_equal(listing(s), "@/x/z.jsonl");
	/* Across walks, the larger path first; and one PATH twice. */
	parse(s, "QUERY", P(s, "y"), P(s, "x"), P(s, "x"), NULL);
	assert_int_equal(run(s), 1);
	assert_string_equal(listing(s), "@/x/z.jsonl");
	no_warnings(s);
}

/* ------------------------------------------------------- explicit files */

/* Any name is read as a transcript, when its first line is one a source
 * reads (a record with a string type: docs/reference.md §1). */
static void test_explicit_file_any_name(void **state)
{
	struct dstate *s = *state;
	put(s, "w/notes.txt", "{\"type\":\"x\"}\n");
	put(s, "w/noext", "{\"type\":\"x\"}\n");
	put(s, "w/x.json", "{\"type\":\"x\"}\n");
	put(s, "w/y.jsonl", "{\"type\":\"x\"}\n");
	parse(s, "QUERY", P(s, "w/notes.txt"), P(s, "w/noext"), P(s, "w/x.json"), NULL);
	struct mg_error err = {{0}};
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), 0);
	assert_int_equal(s->stdin_fd, -1);
	assert_int_equal(run(s), 3);
	assert_string_equal(listing(s), "@/w/noext @/w/notes.txt @/w/x.json");
	assert_int_equal(find_item(s, P(s, "w/noext"))->size, 13);
	no_warnings(s);
}

static void test_check_missing(void **state)
{
	struct dstate *s = *state;
	put(s, "w/a.jsonl", "{}\n");
	struct mg_error err = {{0}};
	parse(s, "QUERY", P(s, "w"), NULL);
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), 0);

	parse(s, "QUERY", P(s, "w"), P(s, "missing.jsonl"), NULL);
	memset(&err, 0, sizeof err);
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), -1);
	if (!strstr(err.msg, P(s, "missing.jsonl")))
		fail_msg("the error does not name the path: %s", err.msg);

	parse(s, "QUERY", P(s, "nodir/"), P(s, "w"), NULL);
	memset(&err, 0, sizeof err);
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), -1);
	if (!strstr(err.msg, P(s, "nodir/")))
		fail_msg("the error does not name the path: %s", err.msg);
}

static void test_check_unreadable(void **state)
{
	struct dstate *s = *state;
	if (is_root())
		skip();
	put(s, "w/secret.jsonl", "{}\n");
	put(s, "w/ok.jsonl", "{}\n");
	lock_rel(s, "w/secret.jsonl");
	struct mg_error err = {{0}};
	parse(s, "QUERY", P(s, "w/ok.jsonl"), P(s, "w/secret.jsonl"), NULL);
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), -1);
	if (!strstr(err.msg, P(s, "w/secret.jsonl")))
		fail_msg("the error does not name the path: %s", err.msg);

	put(s, "d/a.jsonl", "{}\n");
	lock_rel(s, "d");
	parse(s, "QUERY", P(s, "d"), NULL);
	memset(&err, 0, sizeof err);
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), -1);
	if (!strstr(err.msg, P(s, "d")))
		fail_msg("the error does not name the path: %s", err.msg);
}

/* Runs discover_check with standard input read from root/rel. */
static int check_with_stdin(struct dstate *s, const char *rel, struct mg_error *err)
{
	int saved = dup(STDIN_FILENO);
	assert_true(saved >= 0);
	int fd = open(P(s, rel), O_RDONLY);
	assert_true(fd >= 0);
	assert_int_equal(dup2(fd, STDIN_FILENO), STDIN_FILENO);
	close(fd);
	int rc = discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, err);
	assert_int_equal(dup2(saved, STDIN_FILENO), STDIN_FILENO);
	close(saved);
	return rc;
}

static void test_stdin(void **state)
{
	struct dstate *s = *state;
	/* More than one read's worth, with NULs and no final newline. */
	size_t len = 200000;
	char *data = xmalloc(len + 1);
	for (size_t i = 0; i < len; i++)
		data[i] = i % 97 == 0 ? '\0' : (char)('a' + i % 26);
	const char *path = P(s, "in.bin");
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	assert_int_equal(fwrite(data, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
	put(s, "w/a.jsonl", "{}\n");

	parse(s, "QUERY", "-", P(s, "w"), "-", NULL);
	struct mg_error err = {{0}};
	int rc = check_with_stdin(s, "in.bin", &err);
	if (rc != 0)
		fail_msg("discover_check: %s", err.msg);
	assert_true(s->stdin_fd >= 0);
	run(s);
	/* "-" twice is one file. */
	assert_string_equal(listing(s), "- @/w/a.jsonl");
	struct discover_item *it = find_item(s, "-");
	assert_int_equal(it->fd, s->stdin_fd);
	assert_int_equal(it->size, len);
	char *back = xmalloc(len + 1);
	size_t got = 0;
	for (;;) {
		ssize_t n = pread(it->fd, back + got, len + 1 - got, (off_t)got);
		assert_true(n >= 0);
		if (n == 0)
			break;
		got += (size_t)n;
	}
	assert_int_equal(got, len);
	assert_memory_equal(back, data, len);
	free(back);
	free(data);
	no_warnings(s);
}

static void test_stdin_empty(void **state)
{
	struct dstate *s = *state;
	put(s, "empty", "");
	parse(s, "QUERY", "-", NULL);
	struct mg_error err = {{0}};
	assert_int_equal(check_with_stdin(s, "empty", &err), 0);
	assert_true(s->stdin_fd >= 0);
	assert_int_equal(run(s), 1);
	assert_string_equal(listing(s), "-");
	assert_int_equal(find_item(s, "-")->size, 0);
}

/* --------------------------------------------------------- default root */

static void test_default_root(void **state)
{
	struct dstate *s = *state;
	put(s, "cfg/projects/-home-u-p/s1.jsonl", "{}\n");
	put(s, "cfg/projects/-home-u-p/s1/subagents/agent-x.jsonl", "{}\n");
	put(s, "cfg/projects/-home-u-p/s1/tool-results/t.txt", "{}\n");
	put(s, "cfg/projects/-home-u-q/.s2.jsonl", "{}\n");
	put(s, "cfg/stray.jsonl", "{}\n");
	put(s, "elsewhere/e.jsonl", "{}\n");

	setenv("CLAUDE_CONFIG_DIR", P(s, "cfg"), 1);
	parse(s, "QUERY", NULL);
	unsetenv("CLAUDE_CONFIG_DIR");
	assert_int_equal(s->cfg.npaths, 0);
	assert_non_null(s->cfg.roots[SOURCE_CLAUDE]);
	assert_string_equal(s->cfg.roots[SOURCE_CLAUDE], P(s, "cfg/projects"));
	struct mg_error err = {{0}};
	assert_int_equal(discover_check(&s->cfg, unit_req(&s->cfg), &s->stdin_fd, &err), 0);
	run(s);
	assert_string_equal(listing(s), "@/cfg/projects/-home-u-p/s1.jsonl "
					"@/cfg/projects/-home-u-p/s1/subagents/agent-x.jsonl "
					"@/cfg/projects/-home-u-q/.s2.jsonl");
	no_warnings(s);

	/* An explicit PATH replaces the default root. */
	setenv("CLAUDE_CONFIG_DIR", P(s, "cfg"), 1);
	parse(s, "QUERY", P(s, "elsewhere"), NULL);
	unsetenv("CLAUDE_CONFIG_DIR");
	run(s);
	assert_string_equal(listing(s), "@/elsewhere/e.jsonl");
	no_warnings(s);
}

/* --------------------------------------------------------------- cancel */

static void big_tree(struct dstate *s, size_t dirs, size_t files)
{
	char rel[64];
	for (size_t d = 0; d < dirs; d++) {
		for (size_t f = 0; f < files; f++) {
			snprintf(rel, sizeof rel, "big/d%02zu/f%02zu.jsonl", d, f);
			put(s, rel, "{}\n");
		}
	}
}

static void test_cancel_before(void **state)
{
	struct dstate *s = *state;
	big_tree(s, 20, 20);
	parse(s, "QUERY", P(s, "big"), NULL);
	ck_pr_store_int(&s->cancel, 1);
	size_t n = run(s);
	assert_int_equal(n, 0);
	assert_int_equal(s->nitems, 0);
	no_warnings(s);
}

static void test_cancel_during(void **state)
{
	struct dstate *s = *state;
	big_tree(s, 20, 20);
	parse(s, "QUERY", P(s, "big"), NULL);
	s->cancel_after = 5;
	size_t n = run(s);
	/* It stops soon after the flag is set, far from the 400 files. */
	if (n < 5 || n > 25)
		fail_msg("%zu files emitted after a cancel at the 5th of 400", n);

	/* The control: without a cancel, all 400. */
	ck_pr_store_int(&s->cancel, 0);
	s->cancel_after = 0;
	parse(s, "QUERY", P(s, "big"), NULL);
	assert_int_equal(run(s), 400);
	no_warnings(s);
}

#define DTEST(f) cmocka_unit_test_setup_teardown(f, dsetup, dteardown)

const struct CMUnitTest discover_tests[] = {
    DTEST(test_walk_keeps_jsonl),
    DTEST(test_item_fields),
    DTEST(test_path_join),
    DTEST(test_links_not_followed),
    DTEST(test_links_followed),
    DTEST(test_follow_dedups_alias),
    DTEST(test_follow_loop_ends),
    DTEST(test_follow_folder_reached_twice),
    DTEST(test_follow_broken_link_warns),
    DTEST(test_explicit_link_is_opened),
    DTEST(test_unreadable_folder_warns),
    DTEST(test_hard_link_smallest_path),
    DTEST(test_hard_link_smallest_first),
    DTEST(test_hard_link_across_paths),
    DTEST(test_explicit_file_any_name),
    DTEST(test_check_missing),
    DTEST(test_check_unreadable),
    DTEST(test_stdin),
    DTEST(test_stdin_empty),
    DTEST(test_default_root),
    DTEST(test_cancel_before),
    DTEST(test_cancel_during),
};
const size_t discover_tests_n = sizeof discover_tests / sizeof discover_tests[0];
