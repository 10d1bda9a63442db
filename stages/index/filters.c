/* filters: the consolidated filter file (filters.h). Layout, in the
 * writer's byte order:
 *
 *   header   struct fhead (the checksum covers the records)
 *   records  struct ix_frec[nrecs], by name order
 *   filters  each record's entry-wide filters, at its wide_off, then its
 *            session id, padded to 8 bytes
 *
 * A load reads the header and the records into memory (120 bytes a
 * record), the file kept open; a lookup searches the first 8 bytes of
 * the names, then reads its record's filters with one pread. The file is
 * not mapped: a lookup's pages would stay in the process's RSS (an 8 GiB
 * history's filters are 50 MB), and letting them go cost a madvise and
 * the faults again (30% of the CPU of a search that leaves every file of
 * real-8G unopened). */
#include "stages/index/filters.h"

#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/index_names.h"
#include "base/xalloc.h"

#define MAGIC "MGREPFLT"
enum { VERSION = 4, MAX_FILE = 1 << 30 };
/* The bytes of records noted that are kept before they are written. */
enum { NOTES_MAX = 4 << 20 };

struct fhead {
	char magic[8];
	uint32_t version, ix_version;
	uint8_t probe[IX_PROBE_BYTES]; /* ix_gram_probe of the writer */
	uint64_t nrecs, len, sum;
};

/* A record noted: its bytes (struct ix_frec, its filters, its session
 * id). */
struct note {
	uint8_t name[16];
	struct sbuf bytes;
};

struct ix_filters {
	const struct ix_store *store;
	bool loaded;
	int fd;		     /* the file loaded (-1: none) */
	unsigned char *recs; /* its records */
	size_t len, nrecs;
	enum ix_filters_state state;
	bool damaged; /* a load found it damaged (told once, by the caller) */
	pthread_mutex_t lock;
	struct note *notes;
	size_t nnotes, capnotes, notes_bytes;
	/* The first 8 bytes of each record's name, as a number (the name's
	 * order): a lookup's binary search runs here, in 8 bytes a record. */
	uint64_t *keys;
	bool bad_record; /* a lookup found a record's filters damaged */
};

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

/* The name of abs_path's entry (store.c's ix_entry_name), as bytes: the
 * hash's high half first, most significant byte first. */
static void name_of(const char *abs_path, uint8_t name[16])
{
	XXH128_hash_t h = XXH3_128bits(abs_path, strlen(abs_path));
	for (int i = 0; i < 8; i++) {
		name[i] = (uint8_t)(h.high64 >> (56 - 8 * i));
		name[8 + i] = (uint8_t)(h.low64 >> (56 - 8 * i));
	}
}

/* Record i of the loaded file. */
static const unsigned char *rec_at(const struct ix_filters *f, size_t i)
{
	return f->recs + i * sizeof(struct ix_frec);
}

/* The first 8 bytes of a name, most significant first: their order is
 * the names'. */
static uint64_t key_of(const uint8_t *name)
{
	uint64_t k = 0;
	for (int i = 0; i < 8; i++)
		k = k << 8 | name[i];
	return k;
}

/* Whether the header h, of a file of len bytes, is of this version
 * and holds its records. */
static enum ix_filters_state check_head(const struct fhead *h, size_t len)
{
	if (memcmp(h->magic, MAGIC, 8) != 0)
		return IX_FILTERS_DAMAGED;
	if (h->version != VERSION || h->ix_version != IX_VERSION)
		return IX_FILTERS_OTHER_VERSION;
	/* Filters hashed otherwise (the trigram code changed) are of
	 * another version too: written anew. */
	uint8_t probe[IX_PROBE_BYTES];
	ix_gram_probe(probe);
	if (memcmp(h->probe, probe, sizeof probe) != 0)
		return IX_FILTERS_OTHER_VERSION;
	if (h->len != len || h->nrecs > (len - sizeof *h) / sizeof(struct ix_frec))
		return IX_FILTERS_DAMAGED;
	return IX_FILTERS_OK;
}

/* The bytes of record r's tail: filters, session id, counts. */
static uint64_t tail_len(const struct ix_frec *r)
{
	return r->wide_len + r->sid_len + sizeof(struct ix_counts_disk);
}

struct ix_counts ix_frec_counts(const struct ix_frec *r, const unsigned char *wide)
{
	struct ix_counts_disk c;
	memcpy(&c, wide + r->wide_len + r->sid_len, sizeof c);
	return ix_counts_unpack(&c);
}

/* Whether the records recs[0..h->nrecs), read, are those of header h:
 * their checksum, then each one's filters inside the file, by name
 * order. Their filters are checked one by one, as they are looked up
 * (read_tail). */
static enum ix_filters_state check_recs(const struct fhead *h, const unsigned char *recs)
{
	size_t n = (size_t)h->nrecs, len = (size_t)h->len;
	if (XXH3_64bits(recs, n * sizeof(struct ix_frec)) != h->sum)
		return IX_FILTERS_DAMAGED;
	size_t base = sizeof *h + n * sizeof(struct ix_frec);
	for (size_t i = 0; i < n; i++) {
		struct ix_frec r;
		memcpy(&r, recs + i * sizeof r, sizeof r);
		if (r.wide_off < base || r.wide_off > len || r.wide_len > len - r.wide_off ||
		    r.sid_len > len - r.wide_off - r.wide_len ||
		    sizeof(struct ix_counts_disk) > len - r.wide_off - r.wide_len - r.sid_len ||
		    (i && memcmp(recs + (i - 1) * sizeof r, r.name, 16) >= 0))
			return IX_FILTERS_DAMAGED;
	}
	return IX_FILTERS_OK;
}

/* Reads the filters and session id of record r (of the loaded file)
 * into *tail: whether they were read as they were written. */
static bool read_tail(const struct ix_filters *f, const struct ix_frec *r, struct sbuf *tail)
{
	size_t n = (size_t)tail_len(r);
	sbuf_reset(tail);
	xgrow((void **)&tail->data, &tail->cap, n + 1, 1);
	if (fdio_pread_all(f->fd, tail->data, n, r->wide_off) != 0)
		return false;
	tail->len = n;
	return XXH3_64bits(tail->data, n) == r->tail_sum;
}

/* Reads and checks the header and records of the file, kept open for
 * their filters (f->lock held, or f not shared yet). */
static void load(struct ix_filters *f)
{
	f->loaded = true;
	f->state = IX_FILTERS_NONE;
	/* By path: the store may be only its folder's name (memgrep index
	 * --stats opens no folder). */
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/" IX_FILTERS_NAME, f->store->dir);
	int fd = open(path.data, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	sbuf_free(&path);
	struct stat st;
	struct fhead h;
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		size_t len = (size_t)st.st_size;
		f->state = len >= sizeof h && len <= MAX_FILE && fdio_pread_all(fd, &h, sizeof h, 0) == 0
			       ? check_head(&h, len)
			       : IX_FILTERS_DAMAGED;
		if (f->state == IX_FILTERS_OK) {
			size_t n = (size_t)h.nrecs;
			f->recs = xmalloc(n * sizeof(struct ix_frec) + 1);
			f->state = fdio_pread_all(fd, f->recs, n * sizeof(struct ix_frec), sizeof h) == 0
				       ? check_recs(&h, f->recs)
				       : IX_FILTERS_DAMAGED;
			if (f->state == IX_FILTERS_OK) {
				f->fd = fd;
				fd = -1;
				f->len = len;
				f->nrecs = n;
				f->keys = xmalloc((n + 1) * sizeof *f->keys);
				for (size_t i = 0; i < n; i++)
					f->keys[i] = key_of(rec_at(f, i));
			} else {
				free(f->recs);
				f->recs = NULL;
			}
		}
	}
	if (fd >= 0)
		close(fd);
	f->damaged |= f->state == IX_FILTERS_DAMAGED;
}

static void unload(struct ix_filters *f)
{
	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	free(f->recs);
	f->recs = NULL;
	free(f->keys);
	f->keys = NULL;
	f->len = f->nrecs = 0;
	f->loaded = false;
}

struct ix_filters *ix_filters_open(const struct ix_store *s)
{
	struct ix_filters *f = xcalloc(1, sizeof *f);
	pthread_mutex_init(&f->lock, NULL);
	f->store = s;
	f->fd = -1;
	return f;
}

enum ix_filters_state ix_filters_state(struct ix_filters *f)
{
	return f->damaged ? IX_FILTERS_DAMAGED : f->state;
}

enum ix_filters_state ix_filters_load(struct ix_filters *f)
{
	if (!f->loaded)
		load(f);
	return f->state;
}

void ix_filters_free(struct ix_filters *f)
{
	if (!f)
		return;
	unload(f);
	for (size_t i = 0; i < f->nnotes; i++)
		sbuf_free(&f->notes[i].bytes);
	free(f->notes);
	pthread_mutex_destroy(&f->lock);
	free(f);
}

/* The index of the record named name, or f->nrecs: a binary search of
 * the keys, then the names of those with its key (one, but for a 64-bit
 * collision). */
static size_t find_index(const struct ix_filters *f, const uint8_t name[16])
{
	uint64_t k = key_of(name);
	size_t lo = 0, hi = f->nrecs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (f->keys[mid] < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < f->nrecs && f->keys[lo] == k; lo++)
		if (memcmp(rec_at(f, lo), name, 16) == 0)
			return lo;
	return f->nrecs;
}

const struct ix_frec *ix_filters_find(struct ix_filters *f, const char *abs_path, struct sbuf *tail,
				      const unsigned char **wide)
{
	if (!f->loaded)
		load(f);
	uint8_t name[16];
	name_of(abs_path, name);
	size_t i = find_index(f, name);
	*wide = NULL;
	if (i == f->nrecs)
		return NULL;
	const struct ix_frec *r = (const struct ix_frec *)(const void *)rec_at(f, i); /* 8-aligned */
	if (!read_tail(f, r, tail)) {
		/* Damaged: as if it had no record (the entry is opened). */
		__atomic_store_n(&f->bad_record, true, __ATOMIC_RELAXED);
		return r;
	}
	*wide = (const unsigned char *)tail->data;
	return r;
}

void ix_filters_note(struct ix_filters *f, const char *abs_path, struct ix_entry *e, const void *wide,
		     size_t len)
{
	struct ix_frec r;
	memset(&r, 0, sizeof r);
	name_of(abs_path, r.name);
	r.key = e->key;
	r.read_ns = e->read_ns;
	r.end = e->end;
	r.lines = e->lines;
	const char *sid = ix_entry_session(e);
	r.session = sid ? XXH3_64bits(sid, strlen(sid)) : 0;
	r.flags = ix_entry_flags(e);
	r.wide_len = len;
	r.source = e->source;
	r.sid_len = sid ? (uint32_t)strlen(sid) : 0;
	struct ix_counts_disk fc = ix_counts_pack(&e->counts);
	struct note n = {.bytes = {0}};
	memcpy(n.name, r.name, 16);
	sbuf_add(&n.bytes, &r, sizeof r);
	sbuf_add(&n.bytes, wide, len);
	sbuf_add(&n.bytes, sid, r.sid_len);
	sbuf_add(&n.bytes, &fc, sizeof fc);
	r.tail_sum = XXH3_64bits(n.bytes.data + sizeof r, tail_len(&r));
	memcpy(n.bytes.data + offsetof(struct ix_frec, tail_sum), &r.tail_sum, sizeof r.tail_sum);
	pthread_mutex_lock(&f->lock);
	xgrow((void **)&f->notes, &f->capnotes, f->nnotes + 1, sizeof *f->notes);
	f->notes_bytes += n.bytes.len;
	f->notes[f->nnotes++] = n;
	bool full = f->notes_bytes > NOTES_MAX;
	pthread_mutex_unlock(&f->lock);
	/* Written out when they grow large (memgrep index of a large
	 * history): memgrep keeps to its memory budget. A write that fails
	 * loses them, as a lost update does. */
	struct mg_error err;
	if (full)
		(void)ix_filters_save(f, false, &err);
}

static int by_name(const void *a, const void *b)
{
	return memcmp(((const struct note *)a)->name, ((const struct note *)b)->name, 16);
}

/* Whether the entry file of a record is still in the folder. */
static bool entry_there(const struct ix_store *s, const uint8_t *name)
{
	char file[IX_NAME_LEN];
	static const char hex[] = "0123456789abcdef";
	for (int i = 0; i < 16; i++) {
		file[2 * i] = hex[name[i] >> 4];
		file[2 * i + 1] = hex[name[i] & 15];
	}
	memcpy(file + 32, IX_ENTRY_SUFFIX, sizeof IX_ENTRY_SUFFIX);
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/%s", s->dir, file);
	struct stat st;
	bool there = lstat(path.data, &st) == 0;
	sbuf_free(&path);
	return there;
}

/* A file being written: a temporary file, through a buffer, its checksum
 * taken as it goes (the header is written last). */
struct writer {
	int fd;
	struct sbuf buf;
	XXH3_state_t *sum;
	uint64_t at;
	bool failed, unsummed; /* unsummed: past the records */
};

static void w_flush(struct writer *w)
{
	if (w->buf.len && !w->failed && fdio_write_all(w->fd, w->buf.data, w->buf.len) != 0)
		w->failed = true;
	sbuf_reset(&w->buf);
}

static void w_put(struct writer *w, const void *p, size_t n)
{
	static const char zero[8];
	if (!w->unsummed)
		XXH3_64bits_update(w->sum, p, n);
	sbuf_add(&w->buf, p, n);
	size_t pad = align8(n) - n;
	sbuf_add(&w->buf, zero, pad);
	w->at += n + pad;
	if (w->buf.len >= (1u << 20))
		w_flush(w);
}

/* The records to write, in name order: the loaded ones and the last note
 * of each name in their place, less those whose entry is gone when prune
 * is set; each as its record and what follows it (its tail: filters,
 * session id and counts, wide_len bytes in all: a note's at wide, a
 * loaded record's read again from the file at off). */
struct pick {
	const unsigned char *rec, *wide;
	uint64_t off;
	size_t wide_len;
};

static size_t picks(struct ix_filters *f, bool prune, struct pick **out)
{
	struct sbuf tail = {0};
	if (f->nnotes > 1)
		qsort(f->notes, f->nnotes, sizeof *f->notes, by_name);
	*out = xcalloc(f->nrecs + f->nnotes + 1, sizeof **out);
	size_t i = 0, k = 0, n = 0;
	while (i < f->nrecs || k < f->nnotes) {
		const unsigned char *old = i < f->nrecs ? rec_at(f, i) : NULL;
		int c = !old ? 1 : k == f->nnotes ? -1 : memcmp(old, f->notes[k].name, 16);
		struct pick pk;
		if (c < 0) {
			struct ix_frec r;
			memcpy(&r, old, sizeof r);
			pk = (struct pick){old, NULL, r.wide_off, (size_t)tail_len(&r)};
			i++;
			if (!read_tail(f, &r, &tail))
				continue; /* damaged: written again with its entry */
		} else {
			i += c == 0;
			/* The last note of a name: the entry written last. */
			while (k + 1 < f->nnotes && memcmp(f->notes[k].name, f->notes[k + 1].name, 16) == 0)
				k++;
			const unsigned char *p = (const unsigned char *)f->notes[k].bytes.data;
			pk = (struct pick){p, p + sizeof(struct ix_frec), 0,
					   f->notes[k].bytes.len - sizeof(struct ix_frec)};
			k++;
		}
		if (!prune || entry_there(f->store, pk.rec))
			(*out)[n++] = pk;
	}
	sbuf_free(&tail);
	return n;
}

/* Writes the records picked (those loaded read again from old_fd) to a
 * temporary file renamed over the file. */
static int write_file(const struct ix_store *s, int old_fd, const struct pick *pk, size_t n,
		      struct mg_error *err)
{
	static unsigned long counter;
	struct sbuf tmp = {0}, file = {0};
	sbuf_printf(&tmp, "%s/%s" IX_ENTRY_SUFFIX ".%ld.%lu.tmp", s->dir, &IX_FILTERS_NAME[1], (long)getpid(),
		    __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
	sbuf_printf(&file, "%s/" IX_FILTERS_NAME, s->dir);
	struct writer w = {.fd = open(tmp.data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600)};
	int e = w.fd < 0 ? errno : 0;
	if (w.fd >= 0) {
		w.sum = XXH3_createState();
		XXH3_64bits_reset(w.sum);
		struct fhead h = {.version = VERSION, .ix_version = IX_VERSION, .nrecs = n};
		memcpy(h.magic, MAGIC, 8);
		ix_gram_probe(h.probe);
		sbuf_add(&w.buf, &h, sizeof h); /* written again at the end */
		w.at = sizeof h;
		uint64_t off = sizeof h + n * sizeof(struct ix_frec);
		for (size_t i = 0; i < n; i++) {
			struct ix_frec r;
			memcpy(&r, pk[i].rec, sizeof r);
			r.wide_off = off;
			w_put(&w, &r, sizeof r);
			off += align8(pk[i].wide_len);
		}
		w.unsummed = true; /* each has its own (tail_sum) */
		struct sbuf old = {0};
		for (size_t i = 0; i < n && !w.failed; i++) {
			const void *wide = pk[i].wide;
			if (!wide) {
				xgrow((void **)&old.data, &old.cap, pk[i].wide_len + 1, 1);
				w.failed = fdio_pread_all(old_fd, old.data, pk[i].wide_len, pk[i].off) != 0;
				wide = old.data;
			}
			w_put(&w, wide, pk[i].wide_len);
		}
		sbuf_free(&old);
		w_flush(&w);
		h.len = w.at;
		h.sum = XXH3_64bits_digest(w.sum);
		XXH3_freeState(w.sum);
		e = w.failed || pwrite(w.fd, &h, sizeof h, 0) != (ssize_t)sizeof h ? (errno ? errno : EIO)
										   : 0;
		if (close(w.fd) != 0 && !e)
			e = errno;
		if (!e && rename(tmp.data, file.data) != 0)
			e = errno;
		if (e)
			unlink(tmp.data);
	}
	if (e)
		mg_error_set(err, "cannot write the index in %s: %s", s->dir, strerror(e));
	sbuf_free(&w.buf);
	sbuf_free(&tmp);
	sbuf_free(&file);
	return e ? -1 : 0;
}

int ix_filters_save(struct ix_filters *f, bool prune, struct mg_error *err)
{
	pthread_mutex_lock(&f->lock);
	int rc = 0;
	if (f->nnotes || prune) {
		if (!f->loaded)
			load(f);
		struct pick *pk;
		size_t n = picks(f, prune, &pk);
		/* Nothing noted, nothing pruned, a sound file: it stays. */
		if (f->nnotes || n != f->nrecs || f->state != IX_FILTERS_OK)
			rc = write_file(f->store, f->fd, pk, n, err);
		free(pk);
		for (size_t i = 0; i < f->nnotes; i++)
			sbuf_free(&f->notes[i].bytes);
		f->nnotes = f->notes_bytes = 0;
		unload(f); /* loaded again when needed, as it is now */
		f->loaded = false;
	}
	pthread_mutex_unlock(&f->lock);
	return rc;
}

bool ix_filters_bad_record(const struct ix_filters *f)
{
	return __atomic_load_n(&f->bad_record, __ATOMIC_RELAXED);
}

size_t ix_filters_count(struct ix_filters *f, uint64_t *bytes)
{
	if (!f->loaded)
		load(f);
	*bytes = f->len;
	return f->nrecs;
}

size_t ix_filters_memory(const struct ix_filters *f)
{
	return f->nrecs * (sizeof(struct ix_frec) + sizeof *f->keys) + sizeof *f;
}

void ix_filters_remove(const struct ix_store *s)
{
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/" IX_FILTERS_NAME, s->dir);
	unlink(path.data);
	sbuf_free(&path);
}
