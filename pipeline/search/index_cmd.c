/* index_cmd: memgrep index (see index_cmd.h). The build is a run of the
 * engine with every file's result dropped as it ends (the engine's stream
 * mode: nothing is kept for rank); the config is that of a listing (every
 * message passes), so each file goes through scan_indexed whole. */
#include "pipeline/search/index_cmd.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/zread.h"
#include "base/json_line.h"
#include "base/private_dir.h"
#include "base/xalloc.h"
#include "pipeline/search/engine.h"
#include "sources/source.h"
#include "stages/discover.h"
#include "base/index_names.h"
#include "stages/index/prune.h"
#include "stages/index/store.h"
#include "stages/match.h"

/* Temporary files older than this were left by a memgrep that died. */

/* What a build saw. */
struct build {
	const struct config *cfg;
	FILE *err;
	uint64_t files, bytes, fresh, grown, made;
	uint64_t large; /* over IX_MAX_SOURCE: no entry, searches read them */
};

static void warn(const struct build *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warn(const struct build *b, const char *fmt, ...)
{
	if (b->cfg->quiet || !b->err)
		return;
	va_list ap;
	va_start(ap, fmt);
	flockfile(b->err);
	fputs("memgrep: warning: ", b->err);
	vfprintf(b->err, fmt, ap);
	fputc('\n', b->err);
	funlockfile(b->err);
	va_end(ap);
}

/* The engine's warnings (from the discovery thread too). */
static void on_warn(void *arg, const char *msg)
{
	warn(arg, "%s", msg);
}

/* A file has ended (on the loop thread): counted, then dropped. */
static void on_file(void *arg, struct file_res *res)
{
	struct build *b = arg;
	if (res->fd_error && !res->cut_short)
		warn(b, "cannot read %s: %s", res->path, zread_strerror(res->fd_error));
	if (res->index_warning)
		warn(b, "%s", res->index_warning);
	if (res->scan_error)
		warn(b, "cannot index %s: Hyperscan error %d", res->path, res->scan_error);
	const struct file_stats *fs = res->stats;
	b->large += fs->ix_large;
	if (fs->ix_fresh + fs->ix_grown + fs->ix_built) {
		struct stat st;
		b->files++;
		b->bytes += stat(res->path, &st) == 0 ? (uint64_t)st.st_size : 0;
		b->fresh += fs->ix_fresh;
		b->grown += fs->ix_grown;
		b->made += fs->ix_built;
	}
	file_res_free(res);
}

static const char *plural(uint64_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

static double mb(uint64_t bytes)
{
	return (double)bytes / 1e6;
}

/* "folder":DIR, the start of every json answer. */
static void json_folder(struct sbuf *b, const char *dir)
{
	sbuf_adds(b, "{\"folder\":");
	json_write_string(b, dir, strlen(dir));
}

/* Writes b to out: MG_MATCH, or MG_ERROR with res set (a closed pipe is
 * not an error). */
static int put(const struct sbuf *b, FILE *out, struct search_result *res)
{
	if ((fwrite(b->data, 1, b->len, out) == b->len && fflush(out) == 0) || errno == EPIPE)
		return MG_MATCH;
	mg_error_set(&res->err, "cannot write the results: %s", strerror(errno));
	res->failure = SEARCH_WRITE;
	return MG_ERROR;
}

/* A source whose default root and walks' folders are all missing is
 * worth a warning, as for a search (pipeline/search/scope.c). */
static void warn_missing_roots(const struct build *b)
{
	if (b->cfg->npaths)
		return;
	struct search_req req;
	search_req_of(b->cfg, &req);
	for (unsigned i = 0; i < SOURCE_COUNT; i++) {
		const char *root = b->cfg->roots[i];
		if ((req.sources & (1u << i)) && root && source_history_missing(i, root))
			warn(b, "no history found: %s does not exist", root);
	}
}

/* Runs the engine over the files with the index on. MG_MATCH, or
 * MG_ERROR with res set. */
static int build_entries(const struct config *cfg, struct build *b, struct search_result *res)
{
	struct matcher *m = matcher_new(cfg, &res->err);
	if (!m) {
		res->failure = SEARCH_BAD_QUERY;
		return MG_ERROR;
	}
	struct search_req req;
	search_req_of(cfg, &req);
	int stdin_fd = -1;
	if (discover_check(cfg, &req, &stdin_fd, &res->err) != 0) {
		matcher_free(m);
		res->failure = SEARCH_BAD_PATH;
		return MG_ERROR;
	}
	warn_missing_roots(b);
	struct engine_collect ec = {on_file, on_warn, b,    true, NULL, NULL,
				    NULL,    NULL,    NULL, NULL, NULL, NULL};
	struct engine_stats es;
	engine_run(cfg, &req, m, stdin_fd, &ec, &es);
	matcher_free(m);
	if (es.index_unsaved) {
		mg_error_set(&res->err, "some index entries could not be written in %s", cfg->index_dir);
		res->failure = SEARCH_WRITE;
		return MG_ERROR;
	}
	return MG_MATCH;
}

/* --keep, --no-keep: the folder's mark written or removed, and a line
 * that says so (text). 0, or -1 with res set. */
static int turn_keeping(const struct config *cfg, const struct ix_store *store, struct sbuf *out,
			struct search_result *res)
{
	if (!cfg->index_keep && !cfg->index_no_keep)
		return 0;
	if (ix_keep_mark(store, cfg->index_keep, &res->err) != 0) {
		res->failure = SEARCH_WRITE;
		return -1;
	}
	if (cfg->format != FMT_JSON && cfg->index_keep)
		sbuf_adds(
		    out,
		    "keeping is on: the entries of session files are kept when the files are "
		    "deleted, and searched as archived sessions (memgrep index --no-keep turns it off)\n");
	else if (cfg->format != FMT_JSON)
		sbuf_adds(out, "keeping is off: the entries of deleted session files are pruned\n");
	return 0;
}

/* The summary of a build into out. */
static void build_summary(const struct config *cfg, const struct build *b, const struct ix_survey *sv,
			  uint64_t pruned, bool keep, const char *dir, struct sbuf *out)
{
	if (cfg->format == FMT_JSON) {
		json_folder(out, dir);
		sbuf_printf(
		    out,
		    ",\"files\":%llu,\"bytes\":%llu,\"fresh\":%llu,\"grown\":%llu,\"made\":%llu,"
		    "\"large\":%llu,\"pruned\":%llu,\"entries\":%llu,\"index_bytes\":%llu,\"keeping\":%s,"
		    "\"archived\":%llu}\n",
		    (unsigned long long)b->files, (unsigned long long)b->bytes, (unsigned long long)b->fresh,
		    (unsigned long long)b->grown, (unsigned long long)b->made, (unsigned long long)b->large,
		    (unsigned long long)pruned, (unsigned long long)sv->entries,
		    (unsigned long long)sv->bytes, keep ? "true" : "false", (unsigned long long)sv->archived);
		return;
	}
	sbuf_printf(out, "indexed %llu %s (%.1f MB): %llu fresh, %llu grown, %llu made; ",
		    (unsigned long long)b->files, plural(b->files, "file", "files"), mb(b->bytes),
		    (unsigned long long)b->fresh, (unsigned long long)b->grown, (unsigned long long)b->made);
	if (b->large)
		sbuf_printf(out, "%llu %s over %d MiB left out (searches read %s); ",
			    (unsigned long long)b->large, plural(b->large, "file", "files"),
			    IX_MAX_SOURCE >> 20, b->large == 1 ? "it" : "them");
	sbuf_printf(out, "%llu %s of deleted files pruned", (unsigned long long)pruned,
		    plural(pruned, "entry", "entries"));
	if (keep)
		sbuf_printf(out, ", %llu kept (archived)", (unsigned long long)sv->archived);
	sbuf_printf(out, "; the index holds %llu %s, %.1f MB, in %s\n", (unsigned long long)sv->entries,
		    plural(sv->entries, "entry", "entries"), mb(sv->bytes), dir);
}

/* memgrep index: keeping turned on or off, build, prune, and the summary. */
static int index_build(const struct config *cfg, const struct search_io *io, struct ix_store *store,
		       struct search_result *res)
{
	struct build b = {.cfg = cfg, .err = io->err};
	struct sbuf out = {0};
	if (turn_keeping(cfg, store, &out, res) != 0 || build_entries(cfg, &b, res) != MG_MATCH) {
		sbuf_free(&out);
		return MG_ERROR;
	}
	struct ix_survey sv;
	uint64_t pruned;
	ix_prune_stamp(store);
	/* MEMGREP_KEEP=off, a setting for one run, drops nothing the folder
	 * keeps. */
	bool keep = cfg->keep || ix_keep_marked(store->dir);
	if (ix_prune(store, keep, ix_now_ns() - IX_TEMP_AGE_NS, &sv, &pruned, &res->err) != 0) {
		sbuf_free(&out);
		return MG_ERROR;
	}
	build_summary(cfg, &b, &sv, pruned, keep, store->dir, &out);
	int status = put(&out, io->out, res);
	sbuf_free(&out);
	return status;
}

/* --stats' keeping line: whether the folder keeps, and by what. */
static const char *keeping_text(const struct config *cfg, bool marked)
{
	if (marked && !cfg->keep)
		return "on (the folder's .keep), but not for this run (MEMGREP_KEEP=off hides them)";
	if (marked)
		return "on (the folder's .keep; memgrep index --no-keep turns it off)";
	if (cfg->keep)
		return "on for this run (MEMGREP_KEEP=on; memgrep index --keep turns it on for good)";
	return "off: the entries of deleted files are pruned (memgrep index --keep turns it on)";
}

/* The text of --stats: one line per count (right-aligned), with what it
 * means. */
static void survey_text(struct sbuf *b, const char *dir, bool exists, const struct ix_survey *sv,
			const char *keeping)
{
	const struct {
		const char *name;
		uint64_t n;
		const char *what;
	} rows[] = {
	    {"fresh", sv->fresh, "up to date with their files"},
	    {"stale", sv->stale, "their files changed: remade when next read"},
	    {"orphaned", sv->orphaned,
	     "their files are gone: removed by memgrep index, or a search once a day"},
	    {"unreadable", sv->unreadable, "damaged or of another version: remade when next read"},
	    {"temporary", sv->temps, "files being written, or left by a memgrep that stopped"},
	};
	uint64_t most = sv->entries > sv->temps ? sv->entries : sv->temps;
	most = most > sv->databases ? most : sv->databases;
	int width = snprintf(NULL, 0, "%llu", (unsigned long long)most);
	sbuf_printf(b, "folder      %s%s\n", dir, exists ? "" : " (not made yet)");
	sbuf_printf(b, "entries     %*llu  %.1f MB\n", width, (unsigned long long)sv->entries, mb(sv->bytes));
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		sbuf_printf(b, "%-11s %*llu  %s\n", rows[i].name, width, (unsigned long long)rows[i].n,
			    rows[i].what);
	sbuf_printf(
	    b, "archived    %*llu  %.1f MB  kept entries of deleted files, searched as archived sessions\n",
	    width, (unsigned long long)sv->archived, mb(sv->archived_bytes));
	sbuf_printf(b, "keeping     %s\n", keeping);
	if (sv->source_bytes)
		sbuf_printf(b, "size        %.2f times the %.1f MB of the files they keep\n",
			    (double)sv->kept_bytes / (double)sv->source_bytes, mb(sv->source_bytes));
	else
		sbuf_adds(b, "size        no entry of an existing file\n");
	sbuf_printf(b, "databases   %*llu  %.1f MB  compiled queries: a search that repeats one loads it\n",
		    width, (unsigned long long)sv->databases, mb(sv->database_bytes));
	sbuf_printf(
	    b, "filters     %*llu  %.1f MB  the entries' block filters in one file (" IX_FILTERS_NAME ")\n",
	    width, (unsigned long long)sv->filters, mb(sv->filter_bytes));
}

static void survey_json(struct sbuf *b, const char *dir, bool exists, const struct ix_survey *sv, bool keep)
{
	json_folder(b, dir);
	sbuf_printf(b,
		    ",\"exists\":%s,\"entries\":%llu,\"bytes\":%llu,\"fresh\":%llu,\"stale\":%llu,"
		    "\"orphaned\":%llu,\"unreadable\":%llu,\"temporary\":%llu,\"archived\":%llu,"
		    "\"archived_bytes\":%llu,\"keeping\":%s,\"databases\":%llu,"
		    "\"database_bytes\":%llu,\"filters\":%llu,\"filter_bytes\":%llu,\"kept_bytes\":%llu,"
		    "\"source_bytes\":%llu,\"ratio\":",
		    exists ? "true" : "false", (unsigned long long)sv->entries, (unsigned long long)sv->bytes,
		    (unsigned long long)sv->fresh, (unsigned long long)sv->stale,
		    (unsigned long long)sv->orphaned, (unsigned long long)sv->unreadable,
		    (unsigned long long)sv->temps, (unsigned long long)sv->archived,
		    (unsigned long long)sv->archived_bytes, keep ? "true" : "false",
		    (unsigned long long)sv->databases, (unsigned long long)sv->database_bytes,
		    (unsigned long long)sv->filters, (unsigned long long)sv->filter_bytes,
		    (unsigned long long)sv->kept_bytes, (unsigned long long)sv->source_bytes);
	if (sv->source_bytes)
		sbuf_printf(b, "%.4f}\n", (double)sv->kept_bytes / (double)sv->source_bytes);
	else
		sbuf_adds(b, "null}\n");
}

/* --forget's answer into out. */
static void forgot_text(const struct config *cfg, const char *dir, const struct ix_forgot *f,
			struct sbuf *out)
{
	if (cfg->format == FMT_JSON) {
		json_folder(out, dir);
		sbuf_printf(out, ",\"sessions\":%llu,\"entries\":%llu,\"bytes\":%llu,\"left\":%llu}\n",
			    (unsigned long long)f->sessions, (unsigned long long)f->entries,
			    (unsigned long long)f->bytes, (unsigned long long)f->left);
		return;
	}
	sbuf_printf(out, "forgot %llu archived %s (%llu %s, %.1f MB); %llu left, in %s\n",
		    (unsigned long long)f->sessions, plural(f->sessions, "session", "sessions"),
		    (unsigned long long)f->entries, plural(f->entries, "entry", "entries"), mb(f->bytes),
		    (unsigned long long)f->left, dir);
}

/* --clear's answer into out. */
static void cleared_text(const struct config *cfg, const char *dir, uint64_t entries, uint64_t temps,
			 struct sbuf *out)
{
	if (cfg->format == FMT_JSON) {
		json_folder(out, dir);
		sbuf_printf(out, ",\"entries\":%llu,\"temporary\":%llu}\n", (unsigned long long)entries,
			    (unsigned long long)temps);
	} else {
		sbuf_printf(out, "removed %llu %s and %llu temporary %s from %s\n",
			    (unsigned long long)entries, plural(entries, "entry", "entries"),
			    (unsigned long long)temps, plural(temps, "file", "files"), dir);
	}
}

/* --stats, --clear and --forget: of a folder that may not exist (it is not
 * made). */
static int index_look(const struct config *cfg, const struct search_io *io, struct search_result *res)
{
	struct ix_store store = {.dir = cfg->index_dir};
	struct stat st;
	bool exists = stat(store.dir, &st) == 0;
	bool marked = exists && ix_keep_marked(store.dir);
	struct ix_survey sv = {0};
	struct ix_forgot forgot = {0};
	uint64_t entries = 0, temps = 0;
	int rc = 0;
	if (exists && cfg->stats)
		rc = ix_survey(&store, cfg->keep || marked, &sv, &res->err);
	else if (exists && private_dir_claim(store.dir, &res->err) !=
			       0) /* nothing is removed from a folder not memgrep's */
		rc = -1;
	else if (exists && cfg->index_forget)
		rc = ix_forget(&store, cfg->has_forget_before ? &cfg->forget_before : NULL, &forgot,
			       &res->err);
	else if (exists)
		rc = ix_clear(&store, &entries, &temps, &res->err);
	if (rc != 0)
		return MG_ERROR;
	struct sbuf out = {0};
	if (cfg->stats && cfg->format == FMT_JSON)
		survey_json(&out, store.dir, exists, &sv, cfg->keep || marked);
	else if (cfg->stats)
		survey_text(&out, store.dir, exists, &sv, keeping_text(cfg, marked));
	else if (cfg->index_forget)
		forgot_text(cfg, store.dir, &forgot, &out);
	else
		cleared_text(cfg, store.dir, entries, temps, &out);
	int status = put(&out, io->out, res);
	sbuf_free(&out);
	return status;
}

int index_cmd_run(const struct config *cfg, const struct search_io *io, struct search_result *res)
{
	memset(res, 0, sizeof *res);
	if (cfg->stats || cfg->index_clear || cfg->index_forget)
		return index_look(cfg, io, res);
	struct ix_store store;
	if (ix_store_open(&store, cfg->index_dir, &res->err) != 0)
		return MG_ERROR;
	int status = index_build(cfg, io, &store, res);
	ix_store_close(&store);
	return status;
}
