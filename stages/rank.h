/* rank: the rank stage (docs/reference.md §4.4). It takes every file
 * result, groups files into sessions, applies the session-level index
 * filters, the `before` recall cutoff and --scope session, de-duplicates
 * messages by (uuid, kind), scores (count or BM25), sorts, pages (-n,
 * --offset), picks -m messages per session and adds -A/-B context.
 *
 * rank_run takes ownership of the file results; everything in the returned
 * rank_result lives until rank_free. */
#ifndef MEMGREP_RANK_H
#define MEMGREP_RANK_H

#include <stdbool.h>
#include <stddef.h>

#include "config/config.h"
#include "config/request.h"
#include "stages/match.h"
#include "stages/record.h"

struct session {
	const char *id;
	const char *title; /* NULL when none */
	/* The message of the title line that gives it its title, when it
	 * was kept (show prints it in its header only), else NULL. */
	const struct msg_rec *title_rec;
	/* Without a title, the first of its files in session file order
	 * that has a first real prompt (docs/reference.md §2), or NULL:
	 * rank_session_prompt makes the record to read its text with. */
	const struct file_res *prompt_file;
	uint8_t source; /* enum source_id of its first file */
	const char *project;
	const char *file;	 /* the session's file: its main transcript if read */
	struct file_res **files; /* in session file order */
	size_t nfiles;
	struct msg_rec **matches; /* matching messages after dedup */
	size_t nmatches, capmatches;
	bool has_latest, has_earliest;
	struct instant latest, earliest;
	/* Its chronological first and last matching messages (NULL: none
	 * with a time), and their raw times, which rank_session_times sets
	 * for the sessions printed: an allocation in a file's arena each,
	 * not made for hundreds of thousands of sessions (issue 32). */
	const struct msg_rec *first_rec, *last_rec;
	const char *first_raw, *last_raw;
	double score;
	bool kept;
	/* Every file of it is one the index kept of a deleted file
	 * (docs/reference.md §12, keeping): shown as archived, never
	 * resumable. */
	bool archived;
	/* No agent resumes it: its files are subagents' chats whose parent is
	 * not known (docs/reference.md §10). */
	bool no_resume;
};

struct out_msg {
	struct msg_rec *rec;
	bool context;
};

/* One printed entry: a session, or with --flat one message. */
struct out_entry {
	struct session *s;
	/* The characters of the session id that text prints: the shortest
	 * prefix, at least 7, that no other session read shares, recall forks
	 * included (0: 7). */
	size_t short_len;
	double score;
	size_t matches;
	const char *first, *last;
	struct out_msg *msgs; /* chronological */
	size_t nmsgs;
};

struct rank_result {
	size_t total; /* matching sessions (messages with --flat) before paging */
	bool capped;
	struct out_entry *entries;
	size_t nentries;
	/* Owned. */
	struct file_res **files;
	size_t nfiles;
	struct session **sessions;
	size_t nsessions;
	/* The session id of every file read, recall forks too, sorted: what
	 * a short id must not be a prefix of (rank_unique_prefix). */
	const char **ids;
	size_t nids;
	uint64_t drops_fork, drops_session, drops_duplicate;
	/* -l and -c list files: the archived sessions that matched, left out
	 * (their files are gone). */
	size_t archived_left_out;
};

/* Ranks files (an array of n, xmalloc'd; ownership passes to the result)
 * as request req asks (its scope, browsing). */
void rank_run(const struct config *cfg, const struct search_req *req, const struct matcher *m,
	      struct file_res **files, size_t n, struct rank_result *out);

/* What rank is told of the files it is not given: files with no result
 * whose sessions no file given holds (pipeline/search/slim.h). Their
 * session ids (none of a recall fork) count for the short ids; BM25's
 * collection counts of those of kept sessions (df: ngroups counts, or
 * NULL) join the files'. Borrowed: the caller keeps them until
 * rank_free. */
struct rank_others {
	const char *const *ids;
	size_t nids;
	uint64_t n_msgs, sum_dl;
	const uint64_t *df;
};

/* rank_run, with others (NULL: none). */
void rank_run_with(const struct config *cfg, const struct search_req *req, const struct matcher *m,
		   struct file_res **files, size_t n, const struct rank_others *others,
		   struct rank_result *out);
void rank_free(struct rank_result *r);

/* The record of s's first real prompt (REC_TITLE), in *out: false when
 * it has none. */
bool rank_session_prompt(const struct session *s, struct msg_rec *out);

/* Sets s->first_raw and s->last_raw (once) from its first and last
 * matching messages. */
void rank_session_times(struct session *s);

/* The session id of file f (docs/reference.md §2): for a subagent's chat,
 * its parent's as its path names it (§10); else the first sessionId its
 * lines name, else its name without .jsonl ("-" for standard input).
 * xmalloc'd. */
char *rank_session_id_of(const struct file_res *f);
/* The same, of a file known by its path, source (enum source_id), first
 * session id (or NULL) and subagent mark alone: a file not read (the
 * index's filter file, a stub), or one whose path is not set yet. */
char *rank_session_id_for(const char *path, unsigned source, const char *session_id, bool subagent);

/* The shortest prefix of id, at least min characters, that no other of
 * the n session ids (sorted by strcmp, repeats allowed) starts with; at
 * most id's length. */
size_t rank_unique_prefix(const char *id, const char *const *ids, size_t n, size_t min);

/* --stream: each file is decided alone, as it ends, with no ranking. The
 * session is made from the file alone (its session id, its own cwd or
 * folder, its titles), and a (uuid, kind) already printed from another
 * file is not printed again. */
struct rank_stream;
struct rank_stream *rank_stream_new(const struct config *cfg, const struct search_req *req,
				    const struct matcher *m);
void rank_stream_free(struct rank_stream *rs);
/* Fills *s and *recs (xrealloc'd) with the file's matching messages in line
 * order; returns their count. s borrows from f (and the stream). */
size_t rank_stream_file(struct rank_stream *rs, struct file_res *f, struct session *s, struct msg_rec ***recs,
			size_t *cap);

/* The chronological order of docs/reference.md §4.4: timestamp ascending (none
 * last), then path, line, kind order. */
int rank_cmp_chrono(const struct msg_rec *a, const struct msg_rec *b);

#endif
