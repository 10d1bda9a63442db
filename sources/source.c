/* source: the registry's table and the functions that read it
 * (sources/source.h). Adding a source is adding a row here and its
 * decoder module beside this file. */
#include "sources/source.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/text.h"
#include "base/visible.h"
#include "base/project_root.h"
#include "base/xalloc.h"
#include "sources/decode_claude.h"
#include "sources/decode_cline.h"
#include "sources/decode_codex.h"
#include "sources/decode_copilot.h"
#include "sources/decode_cursor.h"
#include "sources/decode_cursor_ide.h"
#include "sources/decode_gemini.h"
#include "sources/decode_markdown.h"
#include "sources/decode_pi.h"
#include "sources/decode_qwen.h"
#include "sources/decode_vscode.h"
#include "sources/decode_opencode.h"
#include "sources/opencode_store.h"
#include "sources/openclaw_store.h"
#include "sources/sqlite_src.h"
#include "base/fdio.h"

_Static_assert((int)VSCODE_WALKS <= (int)SOURCE_WALKS_MAX, "a row's walks fit");

static const char *const claude_files[] = {"*.jsonl", NULL};
/* Codex compresses a rollout idle for 7 days into rollout-*.jsonl.zst
 * (with its local_thread_store_compression feature) and moves a finished
 * one to archived_sessions/ (docs/reference.md §1). */
static const char *const codex_files[] = {"rollout-*.jsonl", "rollout-*.jsonl" SOURCE_ZST, NULL};
/* A subagent's chat is chats/<parent session id>/<its id>.jsonl
 * (docs/reference.md §10). */
static const char *const gemini_files[] = {"session-*.json", "session-*.jsonl", "chats/*/*.jsonl", NULL};
static const char *const gemini_subagents[] = {"chats/*/*.jsonl", NULL};
static const char *const gemini_documents[] = {"session-*.json", NULL};
static const char *const memory_files[] = {"*.md", NULL};
/* The CLI's session-state/<session id>/events.jsonl; VS Code Copilot
 * Chat's workspaceStorage/<workspace id>/chatSessions/<id>.json (.jsonl
 * since 1.109), globalStorage/emptyWindowChatSessions/<id>.json(l), and
 * globalStorage/chatSessions/<workspace id>/<id>.jsonl (chatSessionStore.ts;
 * docs/reference.md §1), documents rendered into lines (decode_vscode). */
#define COPILOT_CHAT                                                                                         \
	"chatSessions/*.json", "chatSessions/*.jsonl", "chatSessions/*/*.json", "chatSessions/*/*.jsonl",    \
	    "emptyWindowChatSessions/*.json", "emptyWindowChatSessions/*.jsonl"
static const char *const copilot_files[] = {"*/events.jsonl", COPILOT_CHAT, NULL};
static const char *const copilot_chat[] = {COPILOT_CHAT, NULL};
static const char *const copilot_resumed[] = {"*/events.jsonl", NULL};
static const char *const claude_subagents[] = {"agent-*.jsonl", NULL};
/* Cursor's transcripts: agent-transcripts/<id>.jsonl (older),
 * agent-transcripts/<id>/<id>.jsonl, and a subagent's
 * agent-transcripts/<parent id>/subagents/<id>.jsonl (docs/reference.md
 * §1). Its older *.txt transcripts are not JSON and are not read. */
static const char *const cursor_subagents[] = {"subagents/*.jsonl", NULL};
static const char *const cursor_files[] = {"agent-transcripts/*.jsonl", "agent-transcripts/*/*.jsonl",
					   "agent-transcripts/*/subagents/*.jsonl", NULL};
/* The IDE's chats: its databases below its user folder (decode_cursor_walks),
 * globalStorage/state.vscdb and workspaceStorage/<hash>/state.vscdb
 * (docs/reference.md §1, "Cursor's IDE database"); Cursor/User names
 * them, never VS Code's own (Code/User/...), which hold no chat. */
static const char *const cursor_databases[] = {"Cursor/User/globalStorage/state.vscdb",
					       "Cursor/User/workspaceStorage/*/state.vscdb", NULL};
/* <agent dir>/sessions/--<cwd>--/<time>_<uuid>.jsonl (pi's SessionManager). */
static const char *const pi_files[] = {"*.jsonl", NULL};
static const char *const claude_titles[] = {"ai-title", "custom-title", NULL};
static const char *const pi_titles[] = {"session_info", NULL};
/* Qwen Code's title: a system record of subtype custom_title. */
static const char *const qwen_titles[] = {"custom_title", NULL};
/* omp writes each change of title as a title_change entry (its title
 * slot, the first line, holds the latest again: not read). */
static const char *const omp_titles[] = {"title_change", NULL};
/* OpenClaw's file-backed transcripts: agents/<agent id>/sessions/
 * <session id>.jsonl, a Telegram topic's <session id>-topic-<thread>.jsonl
 * (docs/reference.md §1), the id a UUID; not the <id>.trajectory.jsonl
 * beside each (every request whole, a hundred times the transcript's
 * size), nor sessions.json. */
/* Four characters of the id, apart from its dashes (a "??-" in one string
 * would be a trigraph). */
#define OPENCLAW_ID4 "????"
#define OPENCLAW_ID                                                                                          \
	OPENCLAW_ID4 OPENCLAW_ID4 "-" OPENCLAW_ID4 "-" OPENCLAW_ID4 "-" OPENCLAW_ID4                         \
				  "-" OPENCLAW_ID4 OPENCLAW_ID4 OPENCLAW_ID4
/* And the transcripts it archived at a reset or a delete, published as
 * files of that name (2026.9: <id>.jsonl.reset.<time>.<generation>, .zst
 * when compressed), read unless the store still holds them
 * (openclaw_store_holds). */
static const char *const openclaw_files[] = {
    "sessions/" OPENCLAW_ID ".jsonl", "sessions/" OPENCLAW_ID "-topic-*.jsonl",
    "sessions/" OPENCLAW_ID ".jsonl.reset.*", "sessions/" OPENCLAW_ID ".jsonl.deleted.*", NULL};
/* Its SQLite store (2026.9 and later), one an agent:
 * agents/<agent id>/agent/openclaw-agent.sqlite (sources/openclaw_store.h). */
static const char *const openclaw_databases[] = {"agent/openclaw-agent.sqlite", NULL};
/* projects/<encoded cwd>/chats/<session id>.jsonl (Qwen Code's
 * Storage.getProjectDir, chatRecordingService.ts). */
static const char *const qwen_files[] = {"chats/*.jsonl", NULL};
static const struct source_opt memory_opts[] = {
    [MARKDOWN_OPT_GLOBAL] = {.name = "global", .help = "also search memory in ~/.claude/memory"},
    [MARKDOWN_OPT_SESSIONS] = {.name = "memory-sessions",
			       .help = "also search .claude/memory/sessions (last 30 days)",
			       .bare = "sessions"},
    [MARKDOWN_OPT_CATEGORY] = {.name = "category",
			       .metavar = "NAME",
			       .help = "memory: keep matches tagged @category: NAME",
			       .filters = true},
    {0},
};
/* Cline: the CLI's sessions (and, since its SDK, the VS Code
 * extension's), sessions/<id>/<id>.messages.json with a subagent's
 * <id>/<other>.messages.json beside it (sdk/packages/core/src/services/
 * session-artifacts.ts); the tasks of the versions before the SDK,
 * tasks/<id>/api_conversation_history.json, below its data folder and
 * below VS Code's globalStorage/saoudrizwan.claude-dev (the walks). */
static const char *const cline_files[] = {"sessions/*/*.messages.json",
					  "tasks/*/api_conversation_history.json", NULL};
static const char *const cline_resumed[] = {"sessions/*/*.messages.json", NULL};
/* Roo Code: globalStorage/rooveterinaryinc.roo-cline/tasks/<id>/
 * api_conversation_history.json (src/utils/storage.ts), the same name as
 * Cline's: its document pattern names the extension's folder, so that it
 * is told from Cline's by its path. */
static const char *const roo_files[] = {"tasks/*/api_conversation_history.json", NULL};
static const char *const roo_documents[] = {
    "rooveterinaryinc.roo-cline/tasks/*/api_conversation_history.json", NULL};
/* VS Code's user folder below the home folder (Roo Code keeps its tasks
 * in its globalStorage; other editors' are walked, decode_roo_walks). */
#ifdef __APPLE__
#define VSCODE_USER "Library/Application Support/Code/User"
#else
#define VSCODE_USER ".config/Code/User"
#endif
/* OpenCode's database: Global.Path.data/opencode.db, its data folder
 * $XDG_DATA_HOME/opencode (xdg-basedir; packages/opencode/src/global and
 * storage/db.ts); Kilo's is kilo/kilo.db there (docs/reference.md §1). */
/* A release channel other than latest and beta writes
 * opencode-<channel>.db (storage/db.ts): read as a PATH. */
static const char *const opencode_files[] = {"opencode.db", "opencode-*.db", NULL};
static const char *const kilo_files[] = {"kilo.db", "kilo-*.db", NULL};
/* Their storage before the database: storage/session/<project>/<id>.json
 * (sources/opencode_store.h), read below their data folder (the walks). */
static const char *const opencode_store_files[] = {"opencode/storage/session/*/ses_*.json", NULL};
static const char *const kilo_store_files[] = {"kilo/storage/session/*/ses_*.json", NULL};
static const struct root_marker memory_markers[] = {{"/.claude/memory", true}, {NULL, false}};

const struct source source_table[SOURCE_COUNT] = {
    [SOURCE_CLAUDE] =
	{
	    .name = "claude",
	    .what = "Claude Code transcripts",
	    .on_by_default = true,
	    .home_env = "CLAUDE_CONFIG_DIR",
	    .home_dir = ".claude",
	    .root_sub = "/projects",
	    .patterns = claude_files,
	    .shape = SHAPE_LINES,
	    .decode = decode_claude_line,
	    .project = decode_claude_project,
	    .fields = &decode_claude_fields,
	    .title_types = claude_titles,
	    .uuid_key = "uuid",
	    .resume = "claude --resume",
	    .resume_in = RESUME_IN_PROJECT,
	    .subagent_files = claude_subagents,
	    .live_files = live_files_claude,
	},
    [SOURCE_CODEX] =
	{
	    .name = "codex",
	    .what = "Codex CLI rollouts",
	    .flag = "codex",
	    .on_by_default = true,
	    .home_env = "CODEX_HOME",
	    .home_dir = ".codex",
	    .root_sub = "/sessions",
	    .patterns = codex_files,
	    .shape = SHAPE_LINES,
	    .detect = decode_codex_detect,
	    .decode = decode_codex_line,
	    .may_settle = decode_codex_may_settle,
	    .resume = "codex resume",
	    .resume_in = RESUME_IN_PROJECT_IF_KNOWN,
	    .walks = decode_codex_walks,
	    .live_files = live_files_codex,
	},
    [SOURCE_GEMINI] =
	{
	    .name = "gemini",
	    .what = "Gemini CLI sessions",
	    .flag = "gemini",
	    .on_by_default = true,
	    .home_env = "GEMINI_HOME",
	    /* Gemini CLI's own: it stands for the home folder
	     * (packages/core/src/utils/paths.ts, homedir()). */
	    .home_alt_env = "GEMINI_CLI_HOME",
	    .home_dir = ".gemini",
	    .root_sub = "/tmp",
	    .patterns = gemini_files,
	    .shape = SHAPE_LINES,
	    .documents = gemini_documents,
	    .messages = "messages",
	    .detect = decode_gemini_detect,
	    .decode = decode_gemini_line,
	    .last_copy_wins = true,
	    .project = decode_gemini_project,
	    .resume = "gemini --resume",
	    .resume_in = RESUME_IN_PROJECT,
	    .subagent_files = gemini_subagents,
	    .parent_session = decode_gemini_parent,
	    .live_files = live_files_gemini,
	},
    [SOURCE_MEMORY] =
	{
	    .name = "memory",
	    .what = "markdown memory",
	    .flag = "memory",
	    /* Claude Code's memory: its files are below Claude Code's folder
	     * and the projects; it has no root of its own (discover finds
	     * them, docs/reference.md §9). */
	    .home_env = "CLAUDE_CONFIG_DIR",
	    .home_dir = ".claude",
	    .patterns = memory_files,
	    .shape = SHAPE_TEXT,
	    .opts = memory_opts,
	    .decode_text = decode_markdown,
	    .walks = decode_markdown_walks,
	    .markers = memory_markers,
	},
    [SOURCE_CURSOR] =
	{
	    .name = "cursor",
	    .what = "Cursor agent transcripts and IDE chats",
	    .flag = "cursor",
	    .on_by_default = true,
	    /* cursor-agent's data folder (CURSOR_DATA_DIR; CURSOR_CONFIG_DIR
	     * is where its cli-config.json goes, not its transcripts). */
	    .home_env = "CURSOR_DATA_DIR",
	    .home_dir = ".cursor",
	    .root_sub = "/projects",
	    .patterns = cursor_files,
	    .shape = SHAPE_LINES,
	    .detect = decode_cursor_detect,
	    .decode = decode_cursor_line,
	    .times_from_file = true,
	    .project = decode_cursor_project,
	    /* The IDE has no command that reopens a chat: the transcripts
	     * alone are resumed. */
	    .resume = "cursor-agent --resume",
	    .resume_in = RESUME_IN_PROJECT_IF_KNOWN,
	    .resume_files = cursor_files,
	    .subagent_files = cursor_subagents,
	    .parent_session = decode_cursor_parent,
	    .subagent_by_path = true,
	    .walks = decode_cursor_walks,
	    .list_sql = decode_cursor_ide_list_sql,
	    .render_sql = decode_cursor_ide_render_sql,
	    .databases = cursor_databases,
	},
    [SOURCE_COPILOT] =
	{
	    .name = "copilot",
	    .what = "GitHub Copilot CLI and VS Code Copilot Chat sessions",
	    .flag = "copilot",
	    .on_by_default = true,
	    /* The CLI's own: its folder of configuration and state
	     * (`copilot help environment`, 1.0.102). */
	    .home_env = "COPILOT_HOME",
	    .home_dir = ".copilot",
	    .root_sub = "/session-state",
	    .patterns = copilot_files,
	    .shape = SHAPE_LINES,
	    .documents = copilot_chat,
	    .detect = decode_copilot_detect,
	    .decode = decode_copilot_line,
	    .project = decode_copilot_project,
	    /* The CLI goes to the session's folder itself when it resumes
	     * one (COPILOT_DISABLE_RESUME_AUTO_CD turns that off); VS Code
	     * has no command that reopens a chat. */
	    .resume = "copilot --resume",
	    .resume_in = RESUME_ANYWHERE,
	    .resume_files = copilot_resumed,
	    .walks = decode_vscode_walks,
	    .render = decode_vscode_render,
	    .render_key = decode_vscode_render_key,
	},
    [SOURCE_PI] =
	{
	    .name = "pi",
	    .what = "pi sessions",
	    .flag = "pi",
	    .on_by_default = true,
	    /* pi's own (packages/coding-agent/src/config.ts, getAgentDir):
	     * it stands for ~/.pi/agent. */
	    .home_env = "PI_CODING_AGENT_DIR",
	    .home_dir = ".pi/agent",
	    .root_sub = "/sessions",
	    .patterns = pi_files,
	    .shape = SHAPE_LINES,
	    .detect = decode_pi_detect,
	    .decode = decode_pi_line,
	    .project = decode_pi_project,
	    .title_types = pi_titles,
	    /* `pi --session ID` opens a session of the current folder's
	     * project; one of another project it offers to fork (main.ts,
	     * resolveSessionPath): it must run in its project. */
	    .resume = "pi --session",
	    .resume_in = RESUME_IN_PROJECT,
	},
    [SOURCE_CLINE] =
	{
	    .name = "cline",
	    .what = "Cline tasks",
	    .flag = "cline",
	    .on_by_default = true,
	    /* apps/cli/src/commands/config.ts: $CLINE_DIR, else ~/.cline;
	     * its data below data/ (sdk/packages/shared/src/storage/paths.ts). */
	    .home_env = "CLINE_DIR",
	    .home_dir = ".cline",
	    .root_sub = "/data",
	    .patterns = cline_files,
	    .shape = SHAPE_LINES,
	    .documents = cline_files,
	    .messages = "messages",
	    .decode = decode_cline_line,
	    .project = decode_cline_project,
	    /* cline --id ID resumes a session in the folder it is run from
	     * (apps/cli/src/commands/program.ts; the CLI prints "Continue
	     * cline --id ID" as it ends). */
	    .resume = "cline --id",
	    .resume_in = RESUME_IN_PROJECT_IF_KNOWN,
	    /* The CLI reads no task of the versions before the SDK
	     * (apps/vscode/src/sdk/legacy-state-reader.ts is the extension's
	     * alone). */
	    .resume_files = cline_resumed,
	    .parent_session = decode_cline_parent,
	    .session_id = decode_cline_session,
	    .walks = decode_cline_walks,
	},
    [SOURCE_ROO] =
	{
	    .name = "roo",
	    .what = "Roo Code tasks",
	    .flag = "roo",
	    .on_by_default = true,
	    .home_dir = VSCODE_USER "/globalStorage/rooveterinaryinc.roo-cline",
	    .root_sub = "/tasks",
	    .patterns = roo_files,
	    .shape = SHAPE_LINES,
	    .documents = roo_documents,
	    .messages = "messages",
	    .decode = decode_cline_line,
	    .project = decode_cline_project,
	    .session_id = decode_cline_session,
	    .walks = decode_roo_walks,
	},
    [SOURCE_QWEN] =
	{
	    .name = "qwen",
	    .what = "Qwen Code chats",
	    .flag = "qwen",
	    .on_by_default = true,
	    /* Qwen Code's runtime folder: QWEN_RUNTIME_DIR, else QWEN_HOME
	     * (its config folder), else ~/.qwen (Storage.getRuntimeBaseDir
	     * and getGlobalQwenDir, packages/core/src/config/storage.ts). */
	    .home_env = "QWEN_RUNTIME_DIR",
	    .home_env_next = "QWEN_HOME",
	    .home_dir = ".qwen",
	    .root_sub = "/projects",
	    .patterns = qwen_files,
	    .shape = SHAPE_LINES,
	    .detect = decode_qwen_detect,
	    .decode = decode_qwen_line,
	    .title_types = qwen_titles,
	    .uuid_key = "uuid",
	    /* `qwen --resume ID` finds the session among its project's
	     * chats (projects/<encoded cwd>/): it must run there. */
	    .resume = "qwen --resume",
	    .resume_in = RESUME_IN_PROJECT,
	    .live_files = decode_qwen_live_files,
	},
    [SOURCE_OPENCODE] =
	{
	    .name = "opencode",
	    .what = "OpenCode sessions",
	    .flag = "opencode",
	    .on_by_default = true,
	    .home_env = "XDG_DATA_HOME",
	    .home_dir = ".local/share",
	    .root_sub = "/opencode/opencode.db",
	    .patterns = opencode_files,
	    .shape = SHAPE_SQLITE,
	    .detect = decode_opencode_detect,
	    .decode = decode_opencode_line,
	    .project = decode_opencode_project,
	    .resume = "opencode --session",
	    .resume_in = RESUME_IN_PROJECT,
	    .list_sql = decode_opencode_list_sql,
	    .render_sql = decode_opencode_render_sql,
	    .walks = opencode_store_walks,
	    .store_files = opencode_store_files,
	    .store_list = opencode_store_list,
	    .store_render = opencode_store_render,
	},
    [SOURCE_KILO] =
	{
	    .name = "kilo",
	    .what = "Kilo sessions",
	    .flag = "kilo",
	    .on_by_default = true,
	    .home_env = "XDG_DATA_HOME",
	    .home_dir = ".local/share",
	    .root_sub = "/kilo/kilo.db",
	    .patterns = kilo_files,
	    .shape = SHAPE_SQLITE,
	    .detect = decode_opencode_detect_kilo,
	    .decode = decode_opencode_line,
	    .project = decode_opencode_project,
	    .resume = "kilo --session",
	    .resume_in = RESUME_IN_PROJECT,
	    .list_sql = decode_opencode_list_sql,
	    .render_sql = decode_opencode_render_sql,
	    .walks = opencode_store_walks_kilo,
	    .store_files = kilo_store_files,
	    .store_list = opencode_store_list,
	    .store_render = opencode_store_render,
	},
    [SOURCE_OMP] =
	{
	    .name = "omp",
	    .what = "omp sessions",
	    .flag = "omp",
	    .on_by_default = true,
	    /* omp's agent folder: ~/.omp/agent (src/config.ts, its
	     * CONFIG_DIR_NAME); PI_CODING_AGENT_DIR, which omp reads too,
	     * is pi's row's, and omp's profiles and $XDG_DATA_HOME/omp are
	     * not read (docs/reference.md §1). Its sessions:
	     * sessions/<encoded cwd>/<time>_<id>.jsonl
	     * (src/session/session-manager.ts). */
	    .home_dir = ".omp/agent",
	    .root_sub = "/sessions",
	    .patterns = pi_files,
	    .shape = SHAPE_LINES,
	    .detect = decode_pi_detect_omp,
	    .decode = decode_pi_line,
	    .project = decode_pi_project,
	    .title_types = omp_titles,
	    /* `omp --resume ID` finds the session among the current
	     * folder's, else offers to move one of another folder's here
	     * (src/main.ts): it must run in its project. */
	    .resume = "omp --resume",
	    .resume_in = RESUME_IN_PROJECT,
	},
    [SOURCE_OPENCLAW] =
	{
	    .name = "openclaw",
	    .what = "OpenClaw transcripts",
	    .flag = "openclaw",
	    .on_by_default = true,
	    /* OPENCLAW_STATE_DIR, else $OPENCLAW_HOME/.openclaw, else
	     * ~/.openclaw (docs/help/environment.md of openclaw 2026.9.6);
	     * its agents below agents/. */
	    .home_env = "OPENCLAW_STATE_DIR",
	    .home_alt_env = "OPENCLAW_HOME",
	    .home_dir = ".openclaw",
	    .root_sub = "/agents",
	    .patterns = openclaw_files,
	    .shape = SHAPE_LINES,
	    /* Its header is pi's (pi's row, before it, claims it by its
	     * content; source_detect_at gives it by its root). */
	    .detect = decode_pi_detect,
	    .decode = decode_pi_line,
	    .project = decode_pi_project,
	    .title_types = pi_titles,
	    /* No resume command: `openclaw resume` takes a Gateway session
	     * key, a name or a label, never a transcript's id
	     * (docs/cli/resume.md). */
	    .list_sql = openclaw_store_list_sql,
	    .render_sql = openclaw_store_render_sql,
	    .databases = openclaw_databases,
	    .shadowed = openclaw_store_holds,
	},
};

const struct source *source_named(const char *name, size_t n)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (strlen(source_table[i].name) == n && memcmp(source_table[i].name, name, n) == 0)
			return &source_table[i];
	return NULL;
}

enum source_id source_id_of(const struct source *s)
{
	return (enum source_id)(s - source_table);
}

enum source_id source_fallback(void)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].shape == SHAPE_LINES && !source_table[i].detect)
			return (enum source_id)i;
	return SOURCE_CLAUDE;
}

enum source_id source_detect(const cJSON *first)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		if ((s->shape == SHAPE_LINES || s->shape == SHAPE_SQLITE) && s->detect && s->detect(first))
			return (enum source_id)i;
	}
	return source_fallback();
}

/* Whether another row tells its files by the same first line as row id
 * (OpenClaw's header is pi's): the line alone cannot say whose it is. */
static bool shared_detect(size_t id)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (i != id && source_table[id].detect && source_table[i].detect == source_table[id].detect)
			return true;
	return false;
}

enum source_id source_detect_at(const cJSON *first, const char *path)
{
	enum source_id id = source_detect(first);
	for (size_t i = 0; path && shared_detect(id) && i < SOURCE_COUNT; i++) {
		if (i == id || source_table[i].decode != source_table[id].decode)
			continue;
		char *root = source_root((enum source_id)i);
		bool in = path_below(root, path, false);
		free(root);
		if (in)
			return (enum source_id)i;
	}
	return id;
}

bool source_line_recognised(const cJSON *first)
{
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].detect && source_table[i].detect(first))
			return true;
	/* The fallback source's records (Claude Code's) each have a string
	 * `type`; a line of Cursor's transcripts has a `role`. */
	return cJSON_IsObject(first) && (cJSON_IsString(cJSON_GetObjectItemCaseSensitive(first, "type")) ||
					 cJSON_GetObjectItemCaseSensitive(first, "role"));
}

/* How many components a pattern names: its '/'s, plus one. */
static size_t components(const char *p)
{
	size_t k = 1;
	for (; *p; p++)
		k += *p == '/';
	return k;
}

enum source_shape source_shape_of(const char *path, enum source_id *id)
{
	size_t best = 0, len = strlen(path);
	*id = (enum source_id)SOURCE_NONE;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		const struct source *s = &source_table[i];
		for (const char *const *p = s->documents; s->shape != SHAPE_TEXT && p && *p; p++) {
			if (components(*p) > best && source_fits_len(*p, path, len)) {
				best = components(*p);
				*id = (enum source_id)i;
			}
		}
	}
	return best ? SHAPE_DOCUMENT : SHAPE_LINES;
}

char *source_session_id(unsigned id, const char *path)
{
	if (id >= SOURCE_COUNT || !source_table[id].session_id)
		return NULL;
	return source_table[id].session_id(path);
}

char *source_project(unsigned id, const char *path)
{
	const struct source *s = id < SOURCE_COUNT ? &source_table[id] : NULL;
	if (!s || !s->project)
		s = &source_table[source_fallback()];
	return s->project ? s->project(path) : xstrdup("");
}

int source_decode(enum source_id id, struct line_decoder *d, const cJSON *root, struct line_view *lv)
{
	return source_table[id].decode(d, root, lv);
}

/* The value of variable name (NULL: none) when it is set and not empty. */
static const char *env_set(const char *name)
{
	const char *v = name ? getenv(name) : NULL;
	return v && *v ? v : NULL;
}

char *source_home(const struct source *s, const char *sub)
{
	const char *dir = env_set(s->home_env);
	if (!dir)
		dir = env_set(s->home_env_next);
	struct sbuf b = {0};
	if (dir) {
		sbuf_adds(&b, dir);
	} else {
		/* Never "./.claude": a folder that happens to be below the
		 * current one is no one's history (main sets HOME from the
		 * password database when it can). */
		const char *home = env_set(s->home_alt_env);
		if (!home)
			home = env_set("HOME");
		if (!home)
			return NULL;
		sbuf_adds(&b, home);
		sbuf_addc(&b, '/');
		sbuf_adds(&b, s->home_dir);
	}
	sbuf_adds(&b, sub);
	return b.data;
}

char *source_root(enum source_id id)
{
	const struct source *s = &source_table[id];
	return s->root_sub ? source_home(s, s->root_sub) : NULL;
}

bool source_has_home(const struct source *s)
{
	return env_set(s->home_env) || env_set(s->home_env_next) || env_set(s->home_alt_env) ||
	       env_set("HOME");
}

bool source_fits(const char *p, const char *path)
{
	return source_fits_len(p, path, strlen(path));
}

bool source_fits_len(const char *p, const char *path, size_t len)
{
	/* The pattern's literal end (after its last wildcard) must end the
	 * path: most paths fail here, most at their last byte, before
	 * fnmatch. */
	size_t k = 0, plen = strlen(p), lit = 0;
	for (char ch; lit < plen && (ch = p[plen - 1 - lit]) != '*' && ch != '?' && ch != '[' && ch != ']' &&
		      ch != '\\';)
		lit++;
	if (lit > len || (lit && path[len - 1] != p[plen - 1]) ||
	    memcmp(path + len - lit, p + plen - lit, lit) != 0)
		return false;
	for (const char *q = p; *q; q++)
		k += *q == '/';
	const char *tail = path + len;
	while (tail > path) {
		if (tail[-1] == '/' && k-- == 0)
			break;
		tail--;
	}
	if (tail == path && k > 0)
		return false;
	return fnmatch(p, tail, FNM_PATHNAME) == 0;
}

bool source_keeps(const struct source *s, const char *path)
{
	size_t len = strlen(path);
	for (const char *const *p = s->patterns; *p; p++)
		if (source_fits_len(*p, path, len))
			return true;
	return false;
}

bool source_walks_exist(unsigned id)
{
	const struct source *s = id < SOURCE_COUNT ? &source_table[id] : NULL;
	if (!s || !s->walks)
		return false;
	const char *opts[SOURCE_OPTS_MAX] = {NULL};
	struct source_walk ws[SOURCE_WALKS_MAX];
	char *home = source_home(s, "");
	size_t n = s->walks(home, NULL, opts, 0, ws);
	bool found = false;
	for (size_t k = 0; k < n; k++) {
		struct stat st;
		found |= stat(ws[k].path, &st) == 0;
		free(ws[k].path);
	}
	free(home);
	return found;
}

bool source_history_missing(unsigned id, const char *root)
{
	struct stat st;
	return stat(root, &st) != 0 && !source_walks_exist(id);
}

unsigned source_default_bits(void)
{
	unsigned bits = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++) {
		char *root = source_table[i].on_by_default ? source_root((enum source_id)i) : NULL;
		struct stat st;
		if (root && (stat(root, &st) == 0 || source_walks_exist((unsigned)i)))
			bits |= 1u << i;
		free(root);
	}
	return bits ? bits : 1u << source_fallback();
}

char *source_project_root(void)
{
	struct root_marker m[SOURCE_COUNT + 2] = {{"/.git", false}};
	size_t n = 1;
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		for (const struct root_marker *r = source_table[i].markers; r && r->name; r++)
			m[n++] = *r;
	m[n] = (struct root_marker){NULL, false};
	return project_root(m);
}

unsigned source_session_bits(void)
{
	unsigned bits = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		if (source_table[i].shape != SHAPE_TEXT)
			bits |= 1u << i;
	return bits;
}

/* s as one shell word: as it is when every character is safe (and not
 * always), else in single quotes, each ' written as '\''. A word that
 * starts with '=' is quoted too: zsh would read =WORD as the path of the
 * command WORD. */
static void shell_word(struct sbuf *b, const char *s, bool always)
{
	static const char safe[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,:/@%+=";
	if (!always && *s && *s != '=' && strspn(s, safe) == strlen(s)) {
		sbuf_adds(b, s);
		return;
	}
	sbuf_addc(b, '\'');
	for (; *s; s++) {
		if (*s == '\'')
			sbuf_adds(b, "'\\''");
		else
			sbuf_addc(b, *s);
	}
	sbuf_addc(b, '\'');
}

/* What in name (the session's "id" or "project") quotes cannot make safe
 * to paste into a terminal, as a reason, or NULL (docs/reference.md §2). */
static const char *unsafe_word(const char *what, const char *name, struct sbuf *why)
{
	const char *kind = NULL;
	size_t len = strlen(name);
	for (size_t i = 0; i < len && !kind;) {
		size_t adv;
		int32_t cp = text_decode(name + i, len - i, &adv);
		if (cp < 0)
			kind = "a byte that is not UTF-8";
		else if (visible_is_control(cp))
			kind = "a control character";
		else if (visible_is_bidi(cp))
			kind = "a bidirectional control";
		i += adv;
	}
	if (!kind)
		return NULL;
	sbuf_printf(why, "its %s holds %s", what, kind);
	return why->data;
}

/* Whether the command goes to project first: a source that resumes in
 * its project, and a project that is an absolute path (one guessed from a
 * folder's name, standard input's "", is no place to go to). */
static bool goes_to(const struct source *s, const char *project)
{
	return s->resume_in != RESUME_ANYWHERE && project && project[0] == '/';
}

/* The row of source id when the session has a resume command, quoting
 * aside, else NULL: its source has one, the session an id, and (for a
 * source that must resume in its project) a project to go to. */
static const struct source *resumable(unsigned id, const char *project, const char *session_id)
{
	if (id >= SOURCE_COUNT || !source_table[id].resume || !session_id || !*session_id ||
	    strcmp(session_id, "-") == 0)
		return NULL;
	const struct source *s = &source_table[id];
	if (s->resume_in == RESUME_IN_PROJECT && !goes_to(s, project))
		return NULL;
	return s;
}

const char *source_resume_refused(unsigned id, const char *project, const char *session_id, struct sbuf *why)
{
	sbuf_reset(why);
	const struct source *s = resumable(id, project, session_id);
	if (!s)
		return NULL;
	const char *r = unsafe_word("id", session_id, why);
	if (!r && goes_to(s, project))
		r = unsafe_word("project", project, why);
	if (!r && session_id[0] == '-') {
		sbuf_adds(why, "its id starts with '-', which would be read as an option");
		r = why->data;
	}
	return r;
}

char *source_resume(unsigned id, const char *project, const char *session_id)
{
	const struct source *s = resumable(id, project, session_id);
	if (!s)
		return NULL;
	struct sbuf b = {0};
	if (source_resume_refused(id, project, session_id, &b)) {
		sbuf_free(&b);
		return NULL;
	}
	sbuf_reset(&b);
	if (goes_to(s, project)) {
		sbuf_adds(&b, "cd ");
		shell_word(&b, project, true);
		sbuf_adds(&b, " && ");
	}
	sbuf_printf(&b, "%s ", s->resume);
	shell_word(&b, session_id, false);
	return b.data;
}

size_t source_title_types(const char **out, size_t max)
{
	size_t n = 0;
	for (size_t i = 0; i < SOURCE_COUNT; i++)
		for (const char *const *t = source_table[i].title_types; t && *t && n < max; t++)
			out[n++] = *t;
	return n;
}

bool source_compressed(const char *name)
{
	size_t n = strlen(name), k = sizeof SOURCE_ZST - 1;
	return n > k && memcmp(name + n - k, SOURCE_ZST, k) == 0;
}

bool source_resumes(unsigned id, const char *path)
{
	if (id >= SOURCE_COUNT || !source_table[id].resume_files)
		return true;
	for (const char *const *p = source_table[id].resume_files; *p; p++)
		if (source_fits(*p, path))
			return true;
	return false;
}

bool source_is_subagent(unsigned id, const char *path)
{
	if (id >= SOURCE_COUNT || !source_table[id].subagent_files)
		return false;
	for (const char *const *p = source_table[id].subagent_files; *p; p++)
		if (source_fits(*p, path))
			return true;
	return false;
}

char *source_parent_session(unsigned id, const char *path)
{
	if (id >= SOURCE_COUNT || !source_table[id].parent_session)
		return NULL;
	return source_table[id].parent_session(path);
}
