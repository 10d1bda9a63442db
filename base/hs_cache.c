/* hs_cache: compiled Hyperscan databases kept in DIR/hs (hs_cache.h).
 * hs_cache_compile hashes its inputs into a file name, loads that file
 * when it is whole, else compiles and writes it; after a write the folder
 * is pruned to HS_CACHE_MAX files. Every failure of the cache itself ends
 * in a plain compile: the cache only saves time. */
#include "base/hs_cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/index_names.h"
#include "base/private_dir.h"
#include "base/xalloc.h"

#define MAGIC	    "MGHSDB2\n"
#define SUFFIX	    ".hsdb"
#define HEAD_LEN    32 /* the magic, the checksum, the key's length, the database's */
#define MAX_FILE    (64u << 20)
#define TEMP_AGE_NS (3600 * (int64_t)1000000000)

/* Temporary names: unique among the threads of a process (the pid tells
 * processes apart). */
static atomic_ulong temp_counter;

static hs_error_t compile(const char *const *exprs, const unsigned *flags, const unsigned *ids,
			  const hs_expr_ext_t *const *exts, unsigned n, unsigned mode, hs_database_t **db,
			  hs_compile_error_t **err)
{
	return exts ? hs_compile_ext_multi(exprs, flags, ids, exts, n, mode, NULL, db, err)
		    : hs_compile_multi(exprs, flags, ids, n, mode, NULL, db, err);
}

static void key_u64(struct sbuf *k, uint64_t v)
{
	unsigned char b[8];
	for (int i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	sbuf_add(k, b, sizeof b);
}

/* An array of n unsigned, or its absence (Hyperscan takes NULL flags and
 * ids as all zero, but the key need not know that). */
static void key_uints(struct sbuf *k, const unsigned *v, unsigned n)
{
	key_u64(k, v != NULL);
	for (unsigned i = 0; v && i < n; i++)
		key_u64(k, v[i]);
}

/* The extensions field by field: a struct's padding is not its value. */
static void key_exts(struct sbuf *k, const hs_expr_ext_t *const *exts, unsigned n)
{
	key_u64(k, exts != NULL);
	for (unsigned i = 0; exts && i < n; i++) {
		const hs_expr_ext_t *e = exts[i];
		key_u64(k, e != NULL);
		if (!e)
			continue;
		key_u64(k, e->flags);
		key_u64(k, e->min_offset);
		key_u64(k, e->max_offset);
		key_u64(k, e->min_length);
		key_u64(k, e->edit_distance);
		key_u64(k, e->hamming_distance);
	}
}

/* The key of a compile, in k: every input it depends on, the host
 * included (a cache folder may be shared by machines of other CPUs, or
 * other byte orders), written out whole. The file keeps it and a load
 * compares it byte for byte; its file name is hex, 32 hex digits of its
 * XXH3-128. False when the platform cannot be known. */
static bool cache_key(struct sbuf *k, char hex[33], const char *const *exprs, const unsigned *flags,
		      const unsigned *ids, const hs_expr_ext_t *const *exts, unsigned n, unsigned mode)
{
	hs_platform_info_t plat;
	memset(&plat, 0, sizeof plat);
	if (hs_populate_platform(&plat) != HS_SUCCESS)
		return false;
	sbuf_add(k, MAGIC, strlen(MAGIC));
	const char *version = hs_version();
	sbuf_add(k, version, strlen(version) + 1);
	const uint32_t order = 0x01020304;
	sbuf_add(k, &order, sizeof order);
	key_u64(k, sizeof(void *));
	key_u64(k, plat.tune);
	key_u64(k, plat.cpu_features);
	key_u64(k, plat.reserved1);
	key_u64(k, plat.reserved2);
	key_u64(k, mode);
	key_u64(k, n);
	for (unsigned i = 0; i < n; i++)
		sbuf_add(k, exprs[i], strlen(exprs[i]) + 1);
	key_uints(k, flags, n);
	key_uints(k, ids, n);
	key_exts(k, exts, n);
	XXH128_canonical_t c;
	XXH128_canonicalFromHash(&c, XXH3_128bits(k->data, k->len));
	static const char digits[] = "0123456789abcdef";
	for (size_t i = 0; i < sizeof c.digest; i++) {
		hex[2 * i] = digits[c.digest[i] >> 4];
		hex[2 * i + 1] = digits[c.digest[i] & 15];
	}
	hex[32] = '\0';
	return true;
}

static void put_u64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_u64(const unsigned char *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

static bool read_all(int fd, char *p, size_t n)
{
	while (n) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

/* The database of a file's bytes, when they are whole and its own: the
 * magic, lengths that are the rest's, a checksum that matches it, and the
 * key of the compile, byte for byte. */
static bool decode(const char *buf, size_t size, const struct sbuf *key, hs_database_t **db)
{
	if (size < HEAD_LEN || memcmp(buf, MAGIC, strlen(MAGIC)) != 0)
		return false;
	const unsigned char *head = (const unsigned char *)buf;
	uint64_t sum = get_u64(head + 8), klen = get_u64(head + 16), len = get_u64(head + 24);
	if (klen != key->len || len != size - HEAD_LEN - klen ||
	    XXH3_64bits(buf + HEAD_LEN, size - HEAD_LEN) != sum ||
	    memcmp(buf + HEAD_LEN, key->data, klen) != 0)
		return false;
	return hs_deserialize_database(buf + HEAD_LEN + klen, len, db) == HS_SUCCESS;
}

/* The database of file, when it is whole and its key is key; its time is
 * then touched, so that pruning goes by last use. */
static bool load(const char *file, const struct sbuf *key, hs_database_t **db)
{
	int fd = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	struct stat st;
	bool ok = false;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= HEAD_LEN && st.st_size <= MAX_FILE) {
		size_t size = (size_t)st.st_size;
		char *buf = xmalloc(size);
		ok = read_all(fd, buf, size) && decode(buf, size, key, db);
		free(buf);
	}
	if (ok)
		(void)futimens(fd, NULL);
	close(fd);
	return ok;
}

/* True when hsdir is a folder (not a link to one) of this user that no
 * one else may use. */
static bool hs_dir_private(const char *hsdir)
{
	struct stat st;
	return lstat(hsdir, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
	       (st.st_mode & 077) == 0;
}

/* KEY.hsdb */
static bool is_db(const char *name)
{
	return name_ends_with(name, SUFFIX);
}

/* KEY.hsdb.PID.N.tmp */
static bool is_temp(const char *name)
{
	return name_ends_with(name, ".tmp") && strstr(name, SUFFIX ".") != NULL;
}

/* Calls fn for each regular file of hsdir (names starting with a dot
 * aside), with the folder open as dfd. False when it cannot be read. */
typedef void (*file_fn)(void *arg, int dfd, const char *name, const struct stat *st);
static bool each_file(const char *hsdir, file_fn fn, void *arg)
{
	DIR *d = opendir(hsdir);
	if (!d)
		return false;
	struct dirent *de;
	while ((de = readdir(d))) {
		struct stat st;
		if (de->d_name[0] == '.' || fstatat(dirfd(d), de->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISREG(st.st_mode))
			continue;
		fn(arg, dirfd(d), de->d_name, &st);
	}
	closedir(d);
	return true;
}

static int64_t mtime_ns(const struct stat *st)
{
	return (int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec;
}

struct db_file {
	int64_t mtime_ns;
	char *name;
};

struct prune {
	struct db_file *files;
	size_t n, cap;
	int64_t temp_before_ns;
};

static void on_prune(void *arg, int dfd, const char *name, const struct stat *st)
{
	struct prune *p = arg;
	if (is_temp(name) && mtime_ns(st) < p->temp_before_ns) {
		(void)unlinkat(dfd, name, 0);
	} else if (is_db(name)) {
		xgrow((void **)&p->files, &p->cap, p->n + 1, sizeof *p->files);
		p->files[p->n++] = (struct db_file){mtime_ns(st), xstrdup(name)};
	}
}

static int by_mtime(const void *a, const void *b)
{
	const struct db_file *x = a, *y = b;
	return (x->mtime_ns > y->mtime_ns) - (x->mtime_ns < y->mtime_ns);
}

/* Keeps the HS_CACHE_MAX databases last used, and removes temporary files
 * a writer left over an hour ago. */
static void prune(const char *hsdir)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	struct prune p = {.temp_before_ns = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec - TEMP_AGE_NS};
	int dfd = open(hsdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0 && each_file(hsdir, on_prune, &p) && p.n > HS_CACHE_MAX) {
		qsort(p.files, p.n, sizeof *p.files, by_mtime);
		for (size_t i = 0; i < p.n - HS_CACHE_MAX; i++)
			(void)unlinkat(dfd, p.files[i].name, 0);
	}
	if (dfd >= 0)
		close(dfd);
	for (size_t i = 0; i < p.n; i++)
		free(p.files[i].name);
	free(p.files);
}

static void on_clear(void *arg, int dfd, const char *name, const struct stat *st);

/* Makes hsdir, a folder of this user, private when it is not: what it
 * holds was open to others, so its databases and temporary files then
 * go. False when it is not, or cannot be made, private. */
static bool hs_dir_made_private(const char *hsdir)
{
	struct stat st;
	if (lstat(hsdir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid())
		return false;
	if ((st.st_mode & 077) == 0)
		return true;
	uint64_t removed = 0; /* closed first, then emptied: nothing is added between */
	return chmod(hsdir, 0700) == 0 && each_file(hsdir, on_clear, &removed);
}

/* Writes db as file (a temporary file in hsdir, renamed over it); any
 * failure leaves no file behind and is otherwise ignored. */
static void save(const char *dir, const char *hsdir, const char *file, const struct sbuf *key,
		 const hs_database_t *db)
{
	char *bytes = NULL;
	size_t len = 0;
	/* The matcher is compiled before the index is opened: the first
	 * search claims the folder as the index store would, and writes
	 * nothing to one it refuses. */
	struct mg_error err;
	if (private_dir_claim(dir, &err) != 0 || (mkdir(hsdir, 0700) != 0 && errno != EEXIST) ||
	    !hs_dir_made_private(hsdir) || hs_serialize_database(db, &bytes, &len) != HS_SUCCESS)
		return;
	if (len > MAX_FILE - HEAD_LEN - key->len) { /* load would refuse it */
		free(bytes);
		return;
	}
	unsigned char head[HEAD_LEN];
	memcpy(head, MAGIC, strlen(MAGIC));
	XXH3_state_t *st = XXH3_createState();
	if (!st) {
		free(bytes);
		return;
	}
	XXH3_64bits_reset(st);
	XXH3_64bits_update(st, key->data, key->len);
	XXH3_64bits_update(st, bytes, len);
	put_u64(head + 8, XXH3_64bits_digest(st));
	XXH3_freeState(st);
	put_u64(head + 16, key->len);
	put_u64(head + 24, len);
	struct sbuf tmp = {0};
	sbuf_printf(&tmp, "%s.%ld.%lu.tmp", file, (long)getpid(), atomic_fetch_add(&temp_counter, 1) + 1);
	int fd = open(tmp.data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd >= 0) {
		bool ok = fdio_write_all(fd, head, sizeof head) == 0 &&
			  fdio_write_all(fd, key->data, key->len) == 0 && fdio_write_all(fd, bytes, len) == 0;
		ok = close(fd) == 0 && ok;
		if (ok && rename(tmp.data, file) == 0)
			prune(hsdir);
		else
			unlink(tmp.data);
	}
	sbuf_free(&tmp);
	free(bytes); /* hs_serialize_database allocates with malloc (no allocator is set) */
}

static void free_bytes(void *data, size_t len)
{
	(void)len;
	free(data); /* hs_serialize_database allocates with malloc (no allocator is set) */
}

/* The database of key from mem: whether it was there. */
static bool from_mem(struct mem_cache *mem, const struct sbuf *key, hs_database_t **db)
{
	struct mc_item *it = mc_get(mem, MC_HSDB, key->data, key->len);
	if (!it)
		return false;
	size_t len;
	const char *bytes = mc_data(it, &len);
	bool ok = hs_deserialize_database(bytes, len, db) == HS_SUCCESS;
	mc_release(mem, it);
	return ok;
}

/* Keeps db in mem, serialized, under key. */
static void to_mem(struct mem_cache *mem, const struct sbuf *key, const hs_database_t *db)
{
	char *bytes = NULL;
	size_t len = 0;
	if (mem && hs_serialize_database(db, &bytes, &len) == HS_SUCCESS)
		mc_put(mem, MC_HSDB, key->data, key->len, bytes, len, free_bytes, false);
}

hs_error_t hs_cache_compile(const char *dir, struct mem_cache *mem, const char *const *exprs,
			    const unsigned *flags, const unsigned *ids, const hs_expr_ext_t *const *exts,
			    unsigned n, unsigned mode, hs_database_t **db, hs_compile_error_t **err)
{
	char hex[33];
	struct sbuf key = {0};
	if (!dir || !cache_key(&key, hex, exprs, flags, ids, exts, n, mode)) {
		sbuf_free(&key);
		return compile(exprs, flags, ids, exts, n, mode, db, err);
	}
	/* Memory holds only what this process compiled or loaded whole. */
	if (from_mem(mem, &key, db)) {
		*err = NULL;
		sbuf_free(&key);
		return HS_SUCCESS;
	}
	struct sbuf hsdir = {0}, file = {0};
	sbuf_printf(&hsdir, "%s/" IX_HS_DIR, dir);
	sbuf_printf(&file, "%s/%s" SUFFIX, hsdir.data, hex);
	hs_error_t rc = HS_SUCCESS;
	/* Read only from memgrep's own private folder: a database planted
	 * in another's would be run as this query's. */
	if (private_dir_ours(dir) && hs_dir_private(hsdir.data) && load(file.data, &key, db)) {
		*err = NULL;
	} else {
		rc = compile(exprs, flags, ids, exts, n, mode, db, err);
		if (rc == HS_SUCCESS)
			save(dir, hsdir.data, file.data, &key, *db);
	}
	if (rc == HS_SUCCESS)
		to_mem(mem, &key, *db);
	sbuf_free(&file);
	sbuf_free(&hsdir);
	sbuf_free(&key);
	return rc;
}

struct count {
	uint64_t n, bytes;
};

static void on_count(void *arg, int dfd, const char *name, const struct stat *st)
{
	(void)dfd;
	struct count *c = arg;
	if (is_db(name)) {
		c->n++;
		c->bytes += (uint64_t)st->st_size;
	}
}

uint64_t hs_cache_count(const char *dir, uint64_t *bytes)
{
	struct sbuf hsdir = {0};
	sbuf_printf(&hsdir, "%s/" IX_HS_DIR, dir);
	struct count c = {0};
	(void)each_file(hsdir.data, on_count, &c);
	sbuf_free(&hsdir);
	if (bytes)
		*bytes = c.bytes;
	return c.n;
}

static void on_clear(void *arg, int dfd, const char *name, const struct stat *st)
{
	(void)st;
	uint64_t *removed = arg;
	bool db = is_db(name);
	if ((db || is_temp(name)) && unlinkat(dfd, name, 0) == 0)
		*removed += db;
}

uint64_t hs_cache_clear(const char *dir)
{
	struct sbuf hsdir = {0};
	sbuf_printf(&hsdir, "%s/" IX_HS_DIR, dir);
	uint64_t removed = 0;
	if (each_file(hsdir.data, on_clear, &removed))
		(void)rmdir(hsdir.data);
	sbuf_free(&hsdir);
	return removed;
}
