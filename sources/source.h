/* source: the source registry (docs/reference.md §1). One row per kind of
 * history memgrep reads: Claude Code transcripts, Codex CLI rollouts,
 * Gemini CLI sessions, markdown memory and GitHub Copilot CLI sessions. A row holds everything that
 * differs between sources: the name, the option that adds it, the default
 * root and its environment variable, the file names it keeps, the shape of
 * its files, how a file is told to be one of its own, its decoder, whether
 * a message written again replaces its earlier copies, how its project is
 * found when its lines name none, and the description of its raw fields
 * for the prefilter's second look. Code elsewhere loops over the table or
 * looks a row up; it never names a source.
 *
 * The table is constant; the functions below allocate only what they say. */
#ifndef MEMGREP_SOURCE_H
#define MEMGREP_SOURCE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sources/decode.h"
#include "sources/fields.h"
#include "sources/live_files.h"
#include "sources/sqlite_src.h"
#include "base/project_root.h"

struct stat;

/* Table order is the order of roots, of --stats lines and of json
 * stats.sources. */
enum source_id {
	SOURCE_CLAUDE,
	SOURCE_CODEX,
	SOURCE_GEMINI,
	SOURCE_MEMORY,
	SOURCE_CURSOR,
	SOURCE_COPILOT,
	SOURCE_PI,
	SOURCE_CLINE,
	SOURCE_ROO,
	SOURCE_QWEN,
	SOURCE_OPENCODE,
	SOURCE_KILO,
	SOURCE_OMP,
	SOURCE_OPENCLAW,
	SOURCE_COUNT
};
/* A file whose source is not known yet (no valid line read). */
#define SOURCE_NONE 0xff

/* Bits of struct config's `sources` (--source). */
enum source_bit {
	SRC_CLAUDE = 1 << SOURCE_CLAUDE,
	SRC_CODEX = 1 << SOURCE_CODEX,
	SRC_GEMINI = 1 << SOURCE_GEMINI,
	SRC_MEMORY = 1 << SOURCE_MEMORY,
	SRC_CURSOR = 1 << SOURCE_CURSOR,
	SRC_COPILOT = 1 << SOURCE_COPILOT,
	SRC_PI = 1 << SOURCE_PI,
	SRC_CLINE = 1 << SOURCE_CLINE,
	SRC_ROO = 1 << SOURCE_ROO,
	SRC_QWEN = 1 << SOURCE_QWEN,
	SRC_OPENCODE = 1 << SOURCE_OPENCODE,
	SRC_KILO = 1 << SOURCE_KILO,
	SRC_OMP = 1 << SOURCE_OMP,
	SRC_OPENCLAW = 1 << SOURCE_OPENCLAW,
};

enum source_shape {
	SHAPE_LINES,	/* JSON Lines, one record a line, read as they come */
	SHAPE_DOCUMENT, /* one JSON document, read whole and decoded message by
			 * message (pipeline/search/scan.h) */
	SHAPE_TEXT,	/* a text document read whole into lines (decode_text), each
			 * visible line a message; its results are files of lines,
			 * not sessions (docs/reference.md §9) */
	SHAPE_SQLITE,	/* an SQLite database, each of its sessions an item of
			 * its own (sources/sqlite_src.h), rendered into JSON
			 * lines read as SHAPE_LINES' are; a row of this shape
			 * keeps databases alone (a row of another shape may
			 * keep some too: its `databases`) */
};

/* An option of one source alone (--category), which config makes into an
 * option of memgrep (config/config.c); giving it adds the source. Its
 * value reaches the source's functions as opts[i], in the row's order:
 * NULL when not given, "" for a flag given. */
struct source_opt {
	const char *name;
	const char *metavar; /* NULL: a flag */
	const char *help;
	/* Another option's name that means this one when no number follows
	 * it (--sessions, else -n), or NULL. */
	const char *bare;
	/* It leaves out lines that match (text_line.asked): the no-result
	 * hint names it when it did (docs/reference.md §4.5). */
	bool filters;
};
enum { SOURCE_OPTS_MAX = 4, SOURCE_WALKS_MAX = 36 };

/* Where a source's resume command must run (docs/reference.md §2). */
enum resume_place {
	RESUME_ANYWHERE,   /* the command alone */
	RESUME_IN_PROJECT, /* `cd 'PROJECT' && ` first; none without a project */
	/* `cd 'PROJECT' && ` first when the project is known (an absolute
	 * path), else the command alone: the agent resumes in the folder it
	 * is run from (Codex CLI, openai/codex#4791). */
	RESUME_IN_PROJECT_IF_KNOWN,
};

struct source {
	const char *name; /* as --source, --stats and json name it */
	const char *what; /* "Claude Code transcripts" */
	/* The option that adds it to the sources (--codex), or NULL. */
	const char *flag;
	/* Searched when no --source (nor MEMGREP_SOURCES) names the sources
	 * and its default root exists (docs/reference.md §1). */
	bool on_by_default;
	/* Its folder: $home_env, else $home_env_next (a second variable
	 * that names the folder itself, read when the first is unset, or
	 * NULL: Qwen Code's QWEN_HOME after QWEN_RUNTIME_DIR), else
	 * $home_alt_env/home_dir (a variable that stands for the home folder
	 * for this source alone, or NULL: Gemini CLI's GEMINI_CLI_HOME), else
	 * ~/home_dir; its default root is that folder then root_sub (NULL: no
	 * root of its own; memory's files are found below its folder and the
	 * projects by discover). A variable set to "" counts as unset. */
	const char *home_env, *home_env_next, *home_alt_env, *home_dir, *root_sub;
	/* The file names it keeps below its own root (fnmatch patterns; one
	 * with k '/'s fits the last k + 1 components of a path, a folder
	 * named chats, any folder below it, then a *.jsonl name for Gemini
	 * CLI's subagents), and the shape of their files; the names among
	 * them that also fit `documents` (or NULL: none) are SHAPE_DOCUMENT
	 * files, one JSON document each whose root's member `messages` is the
	 * array of its messages, or whose root is that array (Cline's
	 * api_conversation_history.json). A path that fits the documents of
	 * several sources is the one whose pattern names the most of its
	 * components (Roo Code's rooveterinaryinc.roo-cline/tasks/... before
	 * Cline's tasks/...). */
	const char *const *patterns;
	enum source_shape shape;
	const char *const *documents;
	const char *messages;
	/* Whether a line-shaped file whose first valid line is `first` is one
	 * of its own; NULL for the fallback (Claude Code), which takes every
	 * file no other source claims. */
	bool (*detect)(const cJSON *first);
	/* Decodes one valid line (or a document's root, or one of its
	 * messages): 0 with *lv filled, -1 when malformed. */
	int (*decode)(struct line_decoder *d, const cJSON *root, struct line_view *lv);
	/* A message is written again in full whenever it changes: of the
	 * lines of one file that carry the same uuid, only the last one is
	 * read (so every line of such a file is decoded). */
	bool last_copy_wins;
	/* Its lines carry no time: each of its messages takes its file's
	 * modification time (docs/reference.md §2), given by the search
	 * driver after the decoder, so that an index entry keeps none. */
	bool times_from_file;
	/* Whether a raw line may settle the echoes pending before it
	 * (line_echo's ECHO_TWIN or ECHO_TURN: false only when it can be
	 * neither), for the prefilter (docs/reference.md §8); NULL: its lines
	 * hold no echoes. */
	bool (*may_settle)(const char *line, size_t len);
	/* The project of the session file at path when its lines name none
	 * (xmalloc'd); NULL: the fallback source's (Claude Code's folder
	 * rule, docs/reference.md §2). */
	char *(*project)(const char *path);
	/* Raw fields for the prefilter's second look, or NULL (none). */
	const struct raw_fields *fields;
	/* The types of its lines that may name the session's title (JSON
	 * strings, quotes aside: "custom-title"), or NULL: none. The
	 * prefilter decodes every line that holds one of them as a string
	 * (stages/prefilter.c), so a title is known whatever the query. */
	const char *const *title_types;
	/* The member that holds a line's uuid, looked for in a file's raw
	 * bytes to find the message a summary names (its line_view's leaf,
	 * docs/reference.md §2); NULL: its summaries name none. */
	const char *uuid_key;
	/* The command that reopens one of its sessions, the session id
	 * following it ("claude --resume"); NULL: none. Where it runs says
	 * whether `cd 'PROJECT' && ` comes first. */
	const char *resume;
	enum resume_place resume_in;
	/* The files whose sessions that command reopens (fnmatch patterns,
	 * as `patterns`), or NULL: all (the Cline CLI's sessions, not the
	 * tasks of Cline before its SDK). */
	const char *const *resume_files;
	/* The names of the files a subagent of a session writes (fnmatch
	 * patterns, as `patterns`), or NULL: show marks their messages, and
	 * a session's other files come before them. */
	const char *const *subagent_files;
	/* For a source whose subagents write chats of their own session in a
	 * folder named after their parent's (Gemini CLI:
	 * chats/<parent id>/<id>.jsonl): the parent session's id of such a
	 * file at path (xmalloc'd), or NULL when its path does not say;
	 * NULL: none (Claude Code's subagent lines carry the parent's id). */
	char *(*parent_session)(const char *path);
	/* Its lines never say that their file is a subagent's chat (Cursor's):
	 * a file whose path fits subagent_files is one, as if each of its
	 * lines said so (line_view.subagent), and joins parent_session's. */
	bool subagent_by_path;
	/* The session id of a file at path whose records name none
	 * (xmalloc'd), or NULL: its name without .jsonl (a Cline task's is
	 * the name of its folder). */
	char *(*session_id)(const char *path);
	/* Its own options (ended by a NULL name), or NULL. */
	const struct source_opt *opts;
	/* SHAPE_TEXT: a whole file's visible lines into doc, 0 (never
	 * fails: bytes that are not UTF-8 are read as U+FFFD). */
	int (*decode_text)(const char *buf, size_t len, const char *const *opts, struct text_doc *doc);
	/* The folders it is read from besides its root (at most
	 * SOURCE_WALKS_MAX), into out: how many. home: its folder
	 * (source_home's, or NULL), project: the project that holds the
	 * current folder (source_project_root; NULL when it cannot be
	 * found), now: the time. */
	size_t (*walks)(const char *home, const char *project, const char *const *opts, int64_t now,
			struct source_walk *out);
	/* What marks the folder of a project, for it and for --here (ended
	 * by a NULL name), or NULL. */
	const struct root_marker *markers;
	/* The session files of its root that an agent working in folder dir
	 * may be writing now (sources/live_files.h, docs/reference.md §4.1:
	 * the live session), or NULL: none. */
	void (*live_files)(const char *root, const char *dir, int64_t since, struct path_list *out);
	/* The statement that lists a database's sessions and those that
	 * render one (sources/sqlite_src.h), for a SHAPE_SQLITE row's files
	 * and the databases of another's. */
	const char *list_sql;
	const char *const *render_sql;
	/* The names of SQLite databases that a row of another shape keeps
	 * besides its files (fnmatch patterns, as `patterns`; its walks
	 * reach them), each of whose sessions is an item of its own read
	 * as a SHAPE_SQLITE row's (Cursor's IDE database beside its
	 * transcripts), or NULL: none. */
	const char *const *databases;
	/* Whether a session file (one its patterns name) at path, found
	 * walking the folder root, is a session that one of its `databases`
	 * below root (or root itself) holds too, and is read there alone
	 * (OpenClaw's transcript that its doctor imported and left), or
	 * NULL: never. Discover asks it of the walk's root and of each other
	 * PATH of the search. */
	bool (*shadowed)(const char *path, const char *root);
	/* For its documents (SHAPE_DOCUMENT files) that are not the JSON
	 * document scan_document reads (VS Code's chat sessions: a request
	 * holds a prompt and its reply; the .jsonl is a log of mutations):
	 * the file at path, open as fd, as JSON lines written to the
	 * descriptor out, which the row's decoder reads (source_open gives
	 * them in place of the file, so that every reader sees the same
	 * lines), in bounded memory where it can: 0; 1 when it is malformed
	 * (the caller empties out); -1 with errno when it cannot be read.
	 * NULL: none. */
	int (*render)(const char *path, int fd, int out);
	/* What else than the file's bytes its render reads, folded into the
	 * file's stat st (its change time moved), so that an index entry of
	 * the rendered lines, keyed by that stat, is made anew when that
	 * changes (docs/reference.md §12). NULL: nothing else. */
	void (*render_key)(const char *path, struct stat *st);
	/* SHAPE_SQLITE: the files of the storage it kept before its
	 * database, one a session (fnmatch patterns, as `patterns`), or
	 * NULL: none. Such a file is an item FILE#ID as a database's session
	 * is: store_list lists it (db: the database beside that storage,
	 * whose copy of a session wins) and store_render renders it into the
	 * lines render_sql gives (sources/opencode_store.h). */
	const char *const *store_files;
	int (*store_list)(const char *path, const char *db, sqlite_src_list_fn fn, void *arg,
			  struct mg_error *err);
	int (*store_render)(const char *path, const char *id, const char *source);
};

extern const struct source source_table[SOURCE_COUNT];

/* The row of a source name of n bytes, or NULL. */
const struct source *source_named(const char *name, size_t n);
/* The id of a row of source_table. */
enum source_id source_id_of(const struct source *s);
/* The fallback source: the line-shaped one without a detect function
 * (Claude Code), which takes every file no other source claims. */
enum source_id source_fallback(void);
/* Whether first, a file's first line, is one some source reads: one a
 * row's detect claims, or a record of the fallback source's kind (a JSON
 * object with a string `type`, or a `role`). A PATH whose first line is
 * none is not a session file (docs/reference.md §1). */
bool source_line_recognised(const cJSON *first);
/* The source of a line-shaped file whose first valid line is first. */
enum source_id source_detect(const cJSON *first);
/* The source of the line-shaped file at path (NULL: not known) whose
 * first valid line is first: source_detect's, unless that line is one
 * that another row's detect also takes (pi's header is OpenClaw's, and an
 * older omp's) and a row with the same decoder keeps the file below its
 * default root (source_root): that row's then (docs/reference.md §1). */
enum source_id source_detect_at(const cJSON *first, const char *path);
/* The session source and shape of a file at path (a path, or a name
 * alone): the session source one of whose document patterns fits it
 * (fnmatch over as many of its last components as the pattern has; of
 * several, the pattern with the most components, then the first row),
 * SHAPE_DOCUMENT; else SHAPE_LINES, its source told by its first valid
 * line (*id = SOURCE_NONE). */
enum source_shape source_shape_of(const char *path, enum source_id *id);
/* The session id of the file at path of source id by its path, when its
 * records name none (the row's session_id): xmalloc'd, or NULL. */
char *source_session_id(unsigned id, const char *path);
/* The project of a session file of source id (SOURCE_NONE: the fallback
 * source's rule) at path, when its lines name none: xmalloc'd. */
char *source_project(unsigned id, const char *path);
/* Decodes root with the decoder of source id: 0, or -1 when malformed. */
int source_decode(enum source_id id, struct line_decoder *d, const cJSON *root, struct line_view *lv);
/* $home_env, else $home_env_next, else $home_alt_env/home_dir, else
 * $HOME/home_dir, then sub:
 * xmalloc'd; NULL when all are unset or empty. */
char *source_home(const struct source *s, const char *sub);
/* Whether source_home(s, …) has a folder: $home_env, $home_env_next,
 * $home_alt_env or $HOME set. */
bool source_has_home(const struct source *s);
/* The default root of source id (xmalloc'd), or NULL when it has none or
 * source_home has no folder. */
char *source_root(enum source_id id);
/* The sources searched when none are named (docs/reference.md §1): those
 * on by default whose default root, or a folder their walks name, exists;
 * when none exists, the fallback source alone (whose missing root the
 * search warns of). */
unsigned source_default_bits(void);
/* Whether a folder the walks of source id name exists (Cline's tasks in
 * an editor's globalStorage): its history is not missing when its root
 * is. */
bool source_walks_exist(unsigned id);
/* Whether source id's history is missing: its root (root) does not exist
 * and no folder its walks name does (docs/reference.md §1: the "no
 * history found" warning of a search and of `memgrep index`). */
bool source_history_missing(unsigned id, const char *root);
/* The project that holds the current folder (base/project_root.h) by the
 * markers of every source and `.git`: xmalloc'd, or NULL with errno. */
char *source_project_root(void);
/* The bits of the sources whose files hold sessions (every shape but
 * SHAPE_TEXT). */
unsigned source_session_bits(void);
/* The command that reopens session id of project `project` (as
 * docs/reference.md §2 writes it: `cd 'PROJECT' && claude --resume ID`),
 * every word shell-quoted where it needs to be: xmalloc'd, or NULL when
 * the source has none or the session has no id or (for a source that
 * must resume in its project) no project that is an absolute path, or
 * when source_resume_refused refuses it. */
char *source_resume(unsigned id, const char *project, const char *session_id);
/* Why a session that would have a resume command gets none: the id or
 * the project holds what no quoting makes safe to paste into a terminal
 * (a control character, a bidirectional control, a byte that is not
 * UTF-8: base/visible.h), or the id starts with '-' (the agent would
 * read it as an option). The reason ("its project holds a control
 * character"), written into *why (reset first; the caller frees it), or
 * NULL when there is nothing to refuse. */
struct sbuf;
const char *source_resume_refused(unsigned id, const char *project, const char *session_id, struct sbuf *why);

/* Whether the resume command of source id reopens the session of the
 * file at path (its row's resume_files). */
bool source_resumes(unsigned id, const char *path);
/* The title line types of every row (title_types), in table order, into
 * out: how many (at most max). */
size_t source_title_types(const char **out, size_t max);

/* Whether the session file at path, of source id, is a subagent's. */
bool source_is_subagent(unsigned id, const char *path);
/* The session the subagent's chat at path, of source id, joins: its
 * parent's id by its path (the row's parent_session), xmalloc'd; NULL when
 * the source has no such rule or the path does not say. */
char *source_parent_session(unsigned id, const char *path);

/* The end of the name of a session file kept compressed with zstd
 * (rollout-*.jsonl.zst): its content is what it decompresses to
 * (base/zread.h), read as its plain copy's would be; its plain copy, when
 * there, is the name without it. */
#define SOURCE_ZST ".zst"
/* Whether a session file named name (its last path component) is one
 * kept compressed: it ends in SOURCE_ZST. */
bool source_compressed(const char *name);

/* Whether path fits fnmatch pattern p: its last component, or with a
 * pattern of k '/'s its last k + 1 components (a row's patterns). */
bool source_fits(const char *p, const char *path);
/* source_fits with path's length len known (discovery asks of each file
 * every row's patterns). */
bool source_fits_len(const char *p, const char *path, size_t len);

/* Whether the file at path (a path, or a name alone) is one of the files
 * source s keeps below its root. */
bool source_keeps(const struct source *s, const char *path);

/* The source among bits whose database file is the one at path (its
 * name): a SHAPE_SQLITE row that keeps it (or one of whose storage's
 * session files, store_files, it is), or a row one of whose `databases`
 * it fits; or NULL. */
const struct source *source_sqlite_of(const char *path, unsigned bits);
/* Lists the sessions of the file at path of SQLite source s (its
 * database, or a session file of its storage) to fn: 0, or -1 with err
 * set (sqlite_src_list's). */
int source_list_sessions(const struct source *s, const char *path, sqlite_src_list_fn fn, void *arg,
			 struct mg_error *err);
/* Opens a session file at path as open(2) would (O_RDONLY | O_CLOEXEC |
 * extra); a session of an SQLite source (DB#ID, sources/sqlite_src.h), or
 * a document of a row with a render function, is rendered into a memory
 * file opened instead (a document over 1 GiB fails with EFBIG). The descriptor, or -1 with
 * errno. */
int source_open(const char *path, int extra);
/* The same, an SQLite source's session rendered through conn (a worker's:
 * its connection kept from one session to the next). */
int source_open_with(struct sqlite_src_conn *conn, const char *path, int extra);
/* Whether path names a session of a row's JSON storage (FILE#ID,
 * store_files), which is rendered from its files, not from a database:
 * it has no index entry of a database's session. */
bool source_is_store_session(const char *path);
/* Whether path names a session of an SQLite source (DB#ID) whose
 * database is a regular file. */
bool source_is_db_session(const char *path);

#endif
