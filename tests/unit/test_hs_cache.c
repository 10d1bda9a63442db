/* Unit tests for base/hs_cache: a compile writes its database,
 * the same compile then loads it (the file touched, not written again)
 * and scans as a fresh one does; a damaged or truncated file is compiled
 * and written again; every input is in the key; no folder, no file; a
 * failed compile is returned as Hyperscan gives it and not kept; the
 * folder is pruned to HS_CACHE_MAX; count, clear; threads at once; a
 * database is loaded only when its key is its compile's, and only from
 * memgrep's own private folder (issue 27, point 4). */
#include "tests/unit/unit.h"

#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/hs_cache.h"
#include "base/xalloc.h"

static const char *const exprs[] = {"error", "fail(ed|ure)?", "\\btimeout\\b"};
static const unsigned ids[] = {0, 1, 2};
static const unsigned flags_plain[] = {HS_FLAG_CASELESS, HS_FLAG_SOM_LEFTMOST, 0};
#define NEXPR 3

struct tmp {
	char root[32];
	struct sbuf hs; /* root/hs */
};

static void tmp_make(struct tmp *t)
{
	strcpy(t->root, "/tmp/memgrep-hs-XXXXXX");
	assert_non_null(mkdtemp(t->root));
	t->hs = (struct sbuf){0};
	sbuf_printf(&t->hs, "%s/hs", t->root);
}

static void tmp_free(struct tmp *t)
{
	assert_int_equal(unit_rm_tree(t->root), 0);
	sbuf_free(&t->hs);
}

/* How many files of dir end with suffix; the first one's path in first
 * (when not NULL). */
static int files_ending(const char *dir, const char *suffix, struct sbuf *first)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	int n = 0;
	struct dirent *de;
	size_t k = strlen(suffix);
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len <= k || strcmp(de->d_name + len - k, suffix) != 0)
			continue;
		if (n++ == 0 && first) {
			sbuf_reset(first);
			sbuf_printf(first, "%s/%s", dir, de->d_name);
		}
	}
	closedir(d);
	return n;
}

static hs_database_t *compile_in(const char *dir, const unsigned *flags, const hs_expr_ext_t *const *exts)
{
	hs_database_t *db = NULL;
	hs_compile_error_t *err = NULL;
	hs_error_t rc = hs_cache_compile(dir, NULL, exprs, flags, ids, exts, NEXPR, HS_MODE_BLOCK, &db, &err);
	if (rc != HS_SUCCESS)
		fail_msg("hs_cache_compile: %d %s", rc, err ? err->message : "");
	assert_null(err);
	return db;
}

static void set_old_mtime(const char *file)
{
	struct timespec ts[2] = {{1000000000, 0}, {1000000000, 0}};
	assert_int_equal(utimensat(AT_FDCWD, file, ts, 0), 0);
}

static struct stat stat_of(const char *file)
{
	struct stat st;
	assert_int_equal(stat(file, &st), 0);
	return st;
}

/* The first compile writes KEY.hsdb (0600 in a 0700 hs folder, the
 * folder made with its parents); the second loads it: the file keeps its
 * inode (a write renames a new one over it) and its time is touched. */
static void test_write_then_load(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	struct sbuf dir = {0}, file = {0};
	sbuf_printf(&dir, "%s/cache/memgrep", t.root);
	hs_free_database(compile_in(dir.data, flags_plain, NULL));
	struct sbuf hs = {0};
	sbuf_printf(&hs, "%s/hs", dir.data);
	assert_int_equal(files_ending(hs.data, ".hsdb", &file), 1);
	assert_int_equal(files_ending(hs.data, ".tmp", NULL), 0);
	struct stat before = stat_of(file.data);
	assert_int_equal(before.st_mode & 0777, 0600);
	assert_int_equal(stat_of(hs.data).st_mode & 0777, 0700);
	assert_int_equal(stat_of(dir.data).st_mode & 0777, 0700);
	assert_int_equal(strlen(strrchr(file.data, '/') + 1), 32 + strlen(".hsdb"));

	set_old_mtime(file.data);
	hs_free_database(compile_in(dir.data, flags_plain, NULL));
	struct stat after = stat_of(file.data);
	assert_int_equal(after.st_ino, before.st_ino);
	assert_true(after.st_mtim.tv_sec > 1000000000);
	assert_int_equal(files_ending(hs.data, ".hsdb", NULL), 1);
	sbuf_free(&hs);
	sbuf_free(&file);
	sbuf_free(&dir);
	tmp_free(&t);
}

struct hits {
	char text[512];
	size_t len;
};

static int on_hit(unsigned id, unsigned long long from, unsigned long long to, unsigned fl, void *ctx)
{
	(void)fl;
	struct hits *h = ctx;
	if (h->len + 64 < sizeof h->text)
		h->len += (size_t)snprintf(h->text + h->len, sizeof h->text - h->len, "%u:%llu-%llu ", id,
					   from, to);
	return 0;
}

static void scan(const hs_database_t *db, struct hits *h)
{
	static const char sample[] =
	    "ERROR: the build failed; a timeout, then failure; no error at all. flaky";
	hs_scratch_t *s = NULL;
	assert_int_equal(hs_alloc_scratch(db, &s), HS_SUCCESS);
	memset(h, 0, sizeof *h);
	assert_int_equal(hs_scan(db, sample, sizeof sample - 1, 0, s, on_hit, h), HS_SUCCESS);
	hs_free_scratch(s);
}

/* A database loaded from the cache finds what a fresh compile finds, with
 * and without extensions (an edit distance). */
static void test_scans_the_same(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	hs_expr_ext_t edit = {.flags = HS_EXT_FLAG_EDIT_DISTANCE, .edit_distance = 1};
	const hs_expr_ext_t *exts[NEXPR] = {&edit, NULL, NULL};
	const unsigned fuzzy_flags[] = {HS_FLAG_SOM_LEFTMOST, HS_FLAG_SOM_LEFTMOST, 0};
	for (int with_ext = 0; with_ext < 2; with_ext++) {
		const unsigned *fl = with_ext ? fuzzy_flags : flags_plain;
		const hs_expr_ext_t *const *ex = with_ext ? exts : NULL;
		hs_database_t *fresh = compile_in(NULL, fl, ex);
		hs_free_database(compile_in(t.root, fl, ex)); /* written */
		hs_database_t *loaded = compile_in(t.root, fl, ex);
		struct hits a, b;
		scan(fresh, &a);
		scan(loaded, &b);
		assert_true(a.len > 0);
		assert_string_equal(a.text, b.text);
		hs_free_database(fresh);
		hs_free_database(loaded);
	}
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 2);
	tmp_free(&t);
}

static void damage(const char *file, off_t at, const char *bytes)
{
	int fd = open(file, O_WRONLY | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_int_equal(pwrite(fd, bytes, strlen(bytes), at), (ssize_t)strlen(bytes));
	close(fd);
}

/* A file whose payload, magic or length is wrong, or that was cut short,
 * is compiled again and written anew (a new inode), and then loads. */
static void test_damaged_rewritten(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	struct sbuf file = {0};
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", &file), 1);
	off_t whole = stat_of(file.data).st_size;
	for (int how = 0; how < 5; how++) {
		struct stat before = stat_of(file.data);
		if (how == 0)
			damage(file.data, before.st_size - 5, "JUNK"); /* the payload */
		else if (how == 1)
			damage(file.data, 0, "NOTADB1\n"); /* the magic */
		else if (how == 2)
			damage(file.data, 16, "\xff\xfe\xfd"); /* the length */
		else if (how == 3)
			assert_int_equal(truncate(file.data, before.st_size / 2), 0);
		else
			assert_int_equal(truncate(file.data, 0), 0);
		hs_database_t *db = compile_in(t.root, flags_plain, NULL);
		struct hits h;
		scan(db, &h);
		assert_true(h.len > 0);
		hs_free_database(db);
		struct stat after = stat_of(file.data);
		assert_true(after.st_ino != before.st_ino);
		assert_int_equal(after.st_size, whole);
		/* Whole again: the next compile loads it. */
		hs_free_database(compile_in(t.root, flags_plain, NULL));
		assert_int_equal(stat_of(file.data).st_ino, after.st_ino);
	}
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 1);
	assert_int_equal(files_ending(t.hs.data, ".tmp", NULL), 0);
	sbuf_free(&file);
	tmp_free(&t);
}

/* Another flag, id, expression, mode or extension is another file. */
static void test_key(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	hs_database_t *db = NULL;
	hs_compile_error_t *err = NULL;
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	const unsigned other_flags[] = {0, HS_FLAG_SOM_LEFTMOST, 0};
	hs_free_database(compile_in(t.root, other_flags, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 2);
	const unsigned other_ids[] = {0, 1, 7};
	assert_int_equal(hs_cache_compile(t.root, NULL, exprs, flags_plain, other_ids, NULL, NEXPR,
					  HS_MODE_BLOCK, &db, &err),
			 HS_SUCCESS);
	hs_free_database(db);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 3);
	assert_int_equal(hs_cache_compile(t.root, NULL, exprs, flags_plain, ids, NULL, NEXPR - 1,
					  HS_MODE_BLOCK, &db, &err),
			 HS_SUCCESS);
	hs_free_database(db);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 4);
	assert_int_equal(hs_cache_compile(t.root, NULL, exprs, flags_plain, ids, NULL, NEXPR,
					  HS_MODE_STREAM | HS_MODE_SOM_HORIZON_LARGE, &db, &err),
			 HS_SUCCESS);
	hs_free_database(db);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 5);
	hs_expr_ext_t e1 = {.flags = HS_EXT_FLAG_EDIT_DISTANCE, .edit_distance = 1};
	hs_expr_ext_t e2 = {.flags = HS_EXT_FLAG_EDIT_DISTANCE, .edit_distance = 2};
	const unsigned som[] = {HS_FLAG_SOM_LEFTMOST, HS_FLAG_SOM_LEFTMOST, 0};
	const hs_expr_ext_t *x1[NEXPR] = {&e1, NULL, NULL}, *x2[NEXPR] = {&e2, NULL, NULL};
	hs_free_database(compile_in(t.root, som, x1));
	hs_free_database(compile_in(t.root, som, x2));
	hs_free_database(compile_in(t.root, som, x1));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 7);
	tmp_free(&t);
}

/* With no folder, nothing is written (not even in the current folder). */
static void test_no_dir(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	char *wd = getcwd(NULL, 0);
	assert_int_equal(chdir(t.root), 0);
	hs_free_database(compile_in(NULL, flags_plain, NULL));
	assert_int_equal(chdir(wd), 0);
	free(wd);
	DIR *d = opendir(t.root);
	int n = 0;
	struct dirent *de;
	while ((de = readdir(d)))
		n += de->d_name[0] != '.';
	closedir(d);
	assert_int_equal(n, 0);
	tmp_free(&t);
}

/* A pattern Hyperscan refuses: its error as Hyperscan gives it, no file. */
static void test_compile_error(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	const char *const bad[] = {"fine", "(unclosed"};
	hs_database_t *db = NULL;
	hs_compile_error_t *err = NULL;
	assert_int_equal(hs_cache_compile(t.root, NULL, bad, NULL, NULL, NULL, 2, HS_MODE_BLOCK, &db, &err),
			 HS_COMPILER_ERROR);
	assert_null(db);
	assert_non_null(err);
	assert_int_equal(err->expression, 1);
	assert_non_null(strstr(err->message, "parenthes"));
	hs_free_compile_error(err);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 0);
	tmp_free(&t);
}

/* After a write the folder keeps the HS_CACHE_MAX last used databases;
 * temporary files over an hour old go, newer ones and other files stay.
 * Then count and clear. */
static void test_prune_count_clear(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	assert_int_equal(mkdir(t.hs.data, 0700), 0);
	struct sbuf f = {0};
	int extra = 40;
	for (int i = 0; i < HS_CACHE_MAX + extra; i++) {
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%032x.hsdb", t.hs.data, i);
		int fd = open(f.data, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
		assert_true(fd >= 0);
		close(fd);
		/* File i was last used i seconds after the others before it. */
		struct timespec ts[2] = {{1000000000 + i, 0}, {1000000000 + i, 0}};
		assert_int_equal(utimensat(AT_FDCWD, f.data, ts, 0), 0);
	}
	const char *temps[] = {"old.hsdb.1.1.tmp", "new.hsdb.1.2.tmp", "notes.txt"};
	for (int i = 0; i < 3; i++) {
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%s", t.hs.data, temps[i]);
		close(open(f.data, O_WRONLY | O_CREAT | O_CLOEXEC, 0600));
		if (i == 0)
			set_old_mtime(f.data);
	}
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), HS_CACHE_MAX);
	assert_int_equal(files_ending(t.hs.data, ".tmp", NULL), 1);
	assert_int_equal(files_ending(t.hs.data, ".txt", NULL), 1);
	/* The oldest went: the first extra + 1 (the new file is the newest). */
	for (int i = 0; i < HS_CACHE_MAX + extra; i++) {
		sbuf_reset(&f);
		sbuf_printf(&f, "%s/%032x.hsdb", t.hs.data, i);
		if ((access(f.data, F_OK) == 0) != (i > extra))
			fail_msg("file %d: %s", i, i > extra ? "removed" : "kept");
	}
	uint64_t bytes = 0;
	assert_int_equal(hs_cache_count(t.root, &bytes), HS_CACHE_MAX);
	assert_true(bytes > 0);
	/* Clear: the databases and temporary files go; the folder stays
	 * while it holds another file, and goes with it. */
	assert_int_equal(hs_cache_clear(t.root), HS_CACHE_MAX);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 0);
	assert_int_equal(files_ending(t.hs.data, ".tmp", NULL), 0);
	sbuf_reset(&f);
	sbuf_printf(&f, "%s/notes.txt", t.hs.data);
	assert_int_equal(unlink(f.data), 0);
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(hs_cache_clear(t.root), 1);
	assert_int_equal(access(t.hs.data, F_OK), -1);
	assert_int_equal(hs_cache_count(t.root, NULL), 0);
	sbuf_free(&f);
	tmp_free(&t);
}

static struct sbuf read_whole(const char *file)
{
	struct sbuf b = {0};
	int fd = open(file, O_RDONLY | O_CLOEXEC);
	assert_true(fd >= 0);
	char buf[65536];
	ssize_t n;
	while ((n = read(fd, buf, sizeof buf)) > 0)
		sbuf_add(&b, buf, (size_t)n);
	close(fd);
	return b;
}

static void write_whole(const char *file, const void *p, size_t n)
{
	int fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, p, n), (ssize_t)n);
	close(fd);
}

static uint64_t le64(const char *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v |= (uint64_t)(unsigned char)p[i] << (8 * i);
	return v;
}

static void put_le64(char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (char)(v >> (8 * i));
}

/* What an attacker who may write the folder can make: a file with the
 * key of key_file and the database of db_file, its lengths and checksum
 * right (the layout of base/hs_cache.c: magic, checksum, the key's
 * length, the database's, the key, the database). */
static void plant(const char *key_file, const char *db_file, const char *out)
{
	struct sbuf k = read_whole(key_file), d = read_whole(db_file), o = {0};
	uint64_t klen = le64(k.data + 16), dklen = le64(d.data + 16), dlen = le64(d.data + 24);
	char head[32];
	memcpy(head, k.data, 8);
	put_le64(head + 16, klen);
	put_le64(head + 24, dlen);
	sbuf_add(&o, head, sizeof head);
	sbuf_add(&o, k.data + 32, klen);
	sbuf_add(&o, d.data + 32 + dklen, dlen);
	put_le64(o.data + 8, XXH3_64bits(o.data + 32, o.len - 32));
	write_whole(out, o.data, o.len);
	sbuf_free(&k);
	sbuf_free(&d);
	sbuf_free(&o);
}

/* Scans with the compile of flags through the cache in dir, into h. */
static void scan_compiled(const char *dir, const unsigned *flags, struct hits *h)
{
	hs_database_t *db = compile_in(dir, flags, NULL);
	scan(db, h);
	hs_free_database(db);
}

/* A database is loaded only when it is its compile's: the file of one
 * compile copied under another's name is compiled again and written
 * anew; a file with the right key but another's database (made by one
 * who could write the folder) is loaded from a private folder of the
 * user's own, never from one others may write, nor from an hs/ others
 * may write (which is then emptied and closed). */
static void test_planted(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	const unsigned other_flags[] = {0, HS_FLAG_SOM_LEFTMOST, 0}; /* "ERROR" no longer matches */
	struct hits want_a, want_b, got;
	scan_compiled(NULL, flags_plain, &want_a);
	scan_compiled(NULL, other_flags, &want_b);
	assert_string_not_equal(want_a.text, want_b.text);
	struct sbuf fa = {0}, fb = {0};
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", &fa), 1);
	hs_free_database(compile_in(t.root, other_flags, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 2);
	/* fb: the file that is not fa. */
	DIR *d = opendir(t.hs.data);
	struct dirent *de;
	while ((de = readdir(d)))
		if (strstr(de->d_name, ".hsdb") && !strstr(fa.data, de->d_name))
			sbuf_printf(&fb, "%s/%s", t.hs.data, de->d_name);
	closedir(d);
	struct sbuf a_copy = read_whole(fa.data), b_copy = read_whole(fb.data);
	sbuf_reset(&fa);
	sbuf_printf(&fa, "%s/a.keep", t.root);
	write_whole(fa.data, a_copy.data, a_copy.len);

	/* Another compile's file under b's name: its key differs. */
	write_whole(fb.data, a_copy.data, a_copy.len);
	scan_compiled(t.root, other_flags, &got);
	assert_string_equal(got.text, want_b.text);
	struct sbuf now = read_whole(fb.data);
	assert_true(now.len == b_copy.len && memcmp(now.data, b_copy.data, now.len) == 0);
	sbuf_free(&now);

	/* b's key, a's database: loaded from the user's own private folder
	 * (what the user's own files say is trusted) ... */
	struct sbuf keep_b = {0};
	sbuf_printf(&keep_b, "%s/b.keep", t.root);
	write_whole(keep_b.data, b_copy.data, b_copy.len);
	plant(keep_b.data, fa.data, fb.data);
	scan_compiled(t.root, other_flags, &got);
	assert_string_equal(got.text, want_a.text);
	/* ... never from a folder others may write: compiled, and the folder
	 * made private again. */
	plant(keep_b.data, fa.data, fb.data);
	assert_int_equal(chmod(t.root, 0777), 0);
	scan_compiled(t.root, other_flags, &got);
	assert_string_equal(got.text, want_b.text);
	assert_int_equal(stat_of(t.root).st_mode & 0777, 0700);
	/* Nor from an hs/ others may write: it is emptied, then used. */
	plant(keep_b.data, fa.data, fb.data);
	assert_int_equal(chmod(t.hs.data, 0777), 0);
	scan_compiled(t.root, other_flags, &got);
	assert_string_equal(got.text, want_b.text);
	assert_int_equal(stat_of(t.hs.data).st_mode & 0777, 0700);
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 1);
	sbuf_free(&keep_b);
	sbuf_free(&a_copy);
	sbuf_free(&b_copy);
	sbuf_free(&fa);
	sbuf_free(&fb);
	tmp_free(&t);
}

/* A folder that is not memgrep's (another file in it, no marker) is
 * neither read nor written, nor made private; one that holds only an
 * index made before the marker is claimed: made private, given the
 * marker. */
static void test_foreign_folder(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	struct sbuf f = {0};
	sbuf_printf(&f, "%s/notes.txt", t.root);
	write_whole(f.data, "mine\n", 5);
	assert_int_equal(chmod(t.root, 0755), 0);
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(access(t.hs.data, F_OK), -1);
	assert_int_equal(stat_of(t.root).st_mode & 0777, 0755);
	assert_int_equal(unlink(f.data), 0);
	sbuf_reset(&f);
	sbuf_printf(&f, "%s/0123456789abcdef0123456789abcdef.mgi", t.root);
	write_whole(f.data, "x", 1);
	sbuf_reset(&f);
	sbuf_printf(&f, "%s/.pruned", t.root);
	write_whole(f.data, "", 0);
	hs_free_database(compile_in(t.root, flags_plain, NULL));
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 1);
	assert_int_equal(stat_of(t.root).st_mode & 0777, 0700);
	sbuf_reset(&f);
	sbuf_printf(&f, "%s/CACHEDIR.TAG", t.root);
	struct sbuf tag = read_whole(f.data);
	assert_true(tag.len > 43 && memcmp(tag.data, "Signature: 8a477f597d28d172789f06886806bc55", 43) == 0);
	sbuf_free(&tag);
	sbuf_free(&f);
	tmp_free(&t);
}

static void *compile_thread(void *arg)
{
	const char *dir = arg;
	for (int i = 0; i < 5; i++) {
		hs_database_t *db = NULL;
		hs_compile_error_t *err = NULL;
		if (hs_cache_compile(dir, NULL, exprs, flags_plain, ids, NULL, NEXPR, HS_MODE_BLOCK, &db,
				     &err) != HS_SUCCESS)
			return arg;
		hs_free_database(db);
	}
	return NULL;
}

/* Threads compiling the same patterns at once all get a database, and
 * leave one file and no temporary one. */
static void test_threads(void **state)
{
	(void)state;
	struct tmp t;
	tmp_make(&t);
	pthread_t th[4];
	for (int i = 0; i < 4; i++)
		assert_int_equal(pthread_create(&th[i], NULL, compile_thread, t.root), 0);
	for (int i = 0; i < 4; i++) {
		void *r;
		assert_int_equal(pthread_join(th[i], &r), 0);
		assert_null(r);
	}
	assert_int_equal(files_ending(t.hs.data, ".hsdb", NULL), 1);
	assert_int_equal(files_ending(t.hs.data, ".tmp", NULL), 0);
	tmp_free(&t);
}

const struct CMUnitTest hs_cache_tests[] = {
    cmocka_unit_test(test_write_then_load),
    cmocka_unit_test(test_scans_the_same),
    cmocka_unit_test(test_damaged_rewritten),
    cmocka_unit_test(test_key),
    cmocka_unit_test(test_no_dir),
    cmocka_unit_test(test_compile_error),
    cmocka_unit_test(test_prune_count_clear),
    cmocka_unit_test(test_threads),
    cmocka_unit_test(test_planted),
    cmocka_unit_test(test_foreign_folder),
};

const size_t hs_cache_tests_n = sizeof hs_cache_tests / sizeof hs_cache_tests[0];
