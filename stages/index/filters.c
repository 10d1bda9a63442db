/* filters: the consolidated filter file (filters.h). Layout, in the
 * writer's byte order:
 *
 *   header   struct fhead (the checksum covers every byte after it)
 *   records  struct ix_frec[nrecs], by name order
 *   filters  each record's entry-wide filters, at its wide_off, then its
 *            session id, padded to 8 bytes
 *
 * A lookup reads the records only (a binary search); the filters are
 * read for the records that need them. */
#include "stages/index/filters.h"

#include <errno.h>
#include <stddef.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fdio.h"
#include "base/index_names.h"
#include "base/xalloc.h"

#define MAGIC "MGREPFLT"
enum { VERSION = 3, MAX_FILE = 1 << 30 };
/* The bytes of records noted that are kept before they are written. */
enum { NOTES_MAX = 4 << 20 };
/* The bytes of the map read before its pages are let go (ix_filters_find). */
enum { TOUCHED_MAX = 1 << 20, FAULT_AROUND = 64 << 10 };

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
	const unsigned char *map;
	size_t len, nrecs;
	enum ix_filters_state state;
	bool damaged; /* a load found it damaged (told once, by the caller) */
	pthread_mutex_t lock;
	struct note *notes;
	size_t nnotes, capnotes, notes_bytes;
	uint64_t touched; /* bytes read through the map since it was last let go */
	bool bad_record;  /* a lookup found a record's filters damaged */
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
	return f->map + sizeof(struct fhead) + i * sizeof(struct ix_frec);
}

/* Whether the mapped bytes are a whole file of this version: its
 * checksum, then every record's filters inside it, by name order. */
static enum ix_filters_state check(const unsigned char *p, size_t len, size_t *nrecs)
{
	struct fhead h;
	if (len < sizeof h || memcmp(p, MAGIC, 8) != 0)
		return IX_FILTERS_DAMAGED;
	memcpy(&h, p, sizeof h);
	if (h.version != VERSION || h.ix_version != IX_VERSION)
		return IX_FILTERS_OTHER_VERSION;
	/* Filters hashed otherwise (the trigram code changed) are of
	 * another version too: written anew. */
	uint8_t probe[IX_PROBE_BYTES];
	ix_gram_probe(probe);
	if (memcmp(h.probe, probe, sizeof probe) != 0)
		return IX_FILTERS_OTHER_VERSION;
	/* The records only: their filters are checked one by one, as they
	 * are looked up (tail_ok). */
	if (h.len != len || h.nrecs > (len - sizeof h) / sizeof(struct ix_frec) ||
	    XXH3_64bits(p + sizeof h, (size_t)h.nrecs * sizeof(struct ix_frec)) != h.sum)
		return IX_FILTERS_DAMAGED;
	size_t base = sizeof h + (size_t)h.nrecs * sizeof(struct ix_frec);
	for (size_t i = 0; i < h.nrecs; i++) {
		struct ix_frec r;
		memcpy(&r, p + sizeof h + i * sizeof r, sizeof r);
		if (r.wide_off < base || r.wide_off > len || r.wide_len > len - r.wide_off ||
		    r.sid_len > len - r.wide_off - r.wide_len ||
		    (i && memcmp(p + sizeof h + (i - 1) * sizeof r, r.name, 16) >= 0))
			return IX_FILTERS_DAMAGED;
	}
	*nrecs = (size_t)h.nrecs;
	return IX_FILTERS_OK;
}

/* Whether the filters and session id of record r (of the loaded file)
 * are as they were written. */
static bool tail_ok(const struct ix_filters *f, const struct ix_frec *r)
{
	return XXH3_64bits(f->map + r->wide_off, (size_t)(r->wide_len + r->sid_len)) == r->tail_sum;
}

/* Maps and checks the file (f->lock held). */
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
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		f->state = IX_FILTERS_DAMAGED;
		size_t len = (size_t)st.st_size;
		void *m =
		    len && len <= MAX_FILE ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
		if (m != MAP_FAILED) {
			f->state = check(m, len, &f->nrecs);
			if (f->state == IX_FILTERS_OK) {
				f->map = m;
				f->len = len;
			} else {
				munmap(m, len);
			}
		}
	}
	if (fd >= 0)
		close(fd);
	f->damaged |= f->state == IX_FILTERS_DAMAGED;
}

static void unload(struct ix_filters *f)
{
	if (f->map)
		munmap((void *)f->map, f->len);
	f->map = NULL;
	f->len = f->nrecs = 0;
	f->loaded = false;
}

struct ix_filters *ix_filters_open(const struct ix_store *s)
{
	struct ix_filters *f = xcalloc(1, sizeof *f);
	pthread_mutex_init(&f->lock, NULL);
	f->store = s;
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

/* The index of the first record whose name is not below name. */
static size_t lower_bound(const struct ix_filters *f, const uint8_t name[16])
{
	size_t lo = 0, hi = f->nrecs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (memcmp(rec_at(f, mid), name, 16) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const struct ix_frec *ix_filters_find(struct ix_filters *f, const char *abs_path, const unsigned char **wide)
{
	if (!f->loaded)
		load(f);
	uint8_t name[16];
	name_of(abs_path, name);
	size_t i = lower_bound(f, name);
	*wide = NULL;
	if (i == f->nrecs || memcmp(rec_at(f, i), name, 16) != 0)
		return NULL;
	const struct ix_frec *r = (const struct ix_frec *)(const void *)rec_at(f, i); /* 8-aligned */
	if (!tail_ok(f, r)) {
		/* Damaged: as if it had no record (the entry is opened). */
		__atomic_store_n(&f->bad_record, true, __ATOMIC_RELAXED);
		return NULL;
	}
	*wide = f->map + r->wide_off;
	/* The pages read stay in the process's RSS: past a MiB they are
	 * let go (the file is never written in place: a page read again
	 * holds the same bytes), so an 8 GiB history's 30 MB of filters
	 * does not count against the search's memory. A fault maps the
	 * pages around the one read too (the kernel's fault around, 64
	 * KiB): each lookup counts as that much at least. Letting them go
	 * every 256 KiB cost a madvise and the faults again every fourth
	 * lookup: 25% of a repeat search's CPU on gen-1G (320 ms against
	 * 252 ms at a MiB); at 2 MiB, real-8G's `error|fail` reached 66 MB
	 * of RSS, over issue 32's bound (62 MB at a MiB). */
	if (__atomic_add_fetch(&f->touched, r->wide_len + r->sid_len + 2 * sizeof *r + FAULT_AROUND,
			       __ATOMIC_RELAXED) > TOUCHED_MAX) {
		__atomic_store_n(&f->touched, 0, __ATOMIC_RELAXED);
		(void)madvise((void *)f->map, f->len, MADV_DONTNEED);
	}
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
	struct note n = {.bytes = {0}};
	memcpy(n.name, r.name, 16);
	sbuf_add(&n.bytes, &r, sizeof r);
	sbuf_add(&n.bytes, wide, len);
	sbuf_add(&n.bytes, sid, r.sid_len);
	r.tail_sum = XXH3_64bits(n.bytes.data + sizeof r, len + r.sid_len);
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
 * is set; each as its record and what follows it (its filters and its
 * session id, wide_len bytes in all). */
struct pick {
	const unsigned char *rec, *wide;
	size_t wide_len;
};

static size_t picks(struct ix_filters *f, bool prune, struct pick **out)
{
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
			pk = (struct pick){old, f->map + r.wide_off, (size_t)(r.wide_len + r.sid_len)};
			i++;
			if (!tail_ok(f, &r))
				continue; /* damaged: written again with its entry */
		} else {
			i += c == 0;
			/* The last note of a name: the entry written last. */
			while (k + 1 < f->nnotes && memcmp(f->notes[k].name, f->notes[k + 1].name, 16) == 0)
				k++;
			const unsigned char *p = (const unsigned char *)f->notes[k].bytes.data;
			pk = (struct pick){p, p + sizeof(struct ix_frec),
					   f->notes[k].bytes.len - sizeof(struct ix_frec)};
			k++;
		}
		if (!prune || entry_there(f->store, pk.rec))
			(*out)[n++] = pk;
	}
	return n;
}

/* Writes the records picked to a temporary file renamed over the file. */
static int write_file(const struct ix_store *s, const struct pick *pk, size_t n, struct mg_error *err)
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
		for (size_t i = 0; i < n; i++)
			w_put(&w, pk[i].wide, pk[i].wide_len);
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
			rc = write_file(f->store, pk, n, err);
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

void ix_filters_remove(const struct ix_store *s)
{
	struct sbuf path = {0};
	sbuf_printf(&path, "%s/" IX_FILTERS_NAME, s->dir);
	unlink(path.data);
	sbuf_free(&path);
}
