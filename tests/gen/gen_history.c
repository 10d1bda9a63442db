/* gen_history: memgrep's own synthetic history generator, for its tests and
 * benchmarks. It writes under DIR what AI coding agents leave in a home:
 *
 *   DIR/projects/<encoded cwd>/<session>.jsonl                 Claude Code
 *   DIR/projects/<encoded cwd>/<session>/subagents/agent-<id>.jsonl
 *   DIR/projects/<encoded cwd>/agent-<id>.jsonl                (older layout)
 *   DIR/codex/sessions/YYYY/MM/DD/rollout-YYYY-MM-DDTHH-MM-SS-<uuid>.jsonl
 *
 * with the line shapes of the real transcripts in tests/real and every hard
 * case the tests need: noise blocks and isMeta lines, recall events and
 * recall forks, headless sessions, resumed copies, subagents, titles, JSON
 * escapes, non-ASCII text, base64 images, tool calls with their
 * toolUseResult copies, thinking, malformed and truncated lines, and Codex
 * rollouts (one of them resumed). The first units written (forced[]) hold
 * one of each, so any corpus of 1 MiB or more has them all; later units draw
 * them at realistic rates. Words follow a Zipf law over a coding vocabulary.
 *
 * Build:  make build/gen-history
 *         (cc -std=c11 -O2 -g -Wall -Wextra -Werror -o build/gen-history tests/gen/gen_history.c)
 * Usage:  build/gen-history --out DIR --size SIZE [--seed N] [--stats] [--no-codex]
 *
 * SIZE is bytes with an optional K, M or G suffix (KiB units), from 100K to
 * 8G; the files total SIZE bytes plus about one line. --seed (default 1)
 * decides everything: the same arguments give the same bytes on any machine
 * (xoshiro256** seeded by splitmix64; no rand(), clock or locale). --no-codex
 * writes Claude Code sessions only. --stats prints on stderr the files,
 * sessions and lines written, the count of each hard case, and the byte
 * shares of the Claude Code files by class. Bad arguments: one line on
 * stderr, exit 2; an I/O error: one line, exit 1.
 *
 * Memory does not grow with SIZE: lines go out through one fixed buffer as
 * they are made, and a resumed copy regenerates the turns it repeats from
 * the seed of the session it resumes (each turn draws from a random stream
 * of its own) instead of keeping them.
 *
 * Byte classes, the same rules as tests/gen/shares.py: a string counts as
 * the UTF-8 length of its decoded value (a lone surrogate escape as 3).
 *   text      in user and assistant lines, message.content when a string
 *             and the text of its text blocks; the summary, aiTitle and
 *             customTitle of summary, ai-title and custom-title lines
 *   tool      a tool_use block's name and every string value of its input;
 *             a tool_result block's content when a string, else the text of
 *             its text blocks
 *   thinking  the thinking of thinking blocks
 *   other     every other byte of the file: keys, punctuation, ids,
 *             metadata, toolUseResult copies, signatures, base64 data,
 *             newlines, malformed lines
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
	OUT_CAP = 1 << 20,   /* the output buffer */
	CHUNK = 64 << 10,    /* a string is escaped this much at a time */
	SCRATCH = 256 << 10, /* each text scratch buffer; also the largest item */
	NSCRATCH = 5,
	MAXSUB = 3,
};
#define MIN_SIZE  (100ULL << 10)
#define MAX_SIZE  (8ULL << 30)
#define YEAR_MS	  (365ULL * 86400 * 1000)
#define EPOCH2025 1735689600000ULL /* 2025-01-01T00:00:00Z in ms */

/* ---------------------------------------------------------------- random */

struct rng {
	uint64_t s[4];
};

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void rng_seed(struct rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

/* A seed for sub-stream k of seed: turn k of a session, its header, … */
static uint64_t sub_seed(uint64_t seed, uint64_t k)
{
	uint64_t x = seed ^ (k * 0xd1b54a32d192ed03ULL);
	return splitmix64(&x);
}

static uint64_t rnd(struct rng *r) /* xoshiro256** */
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5;
	uint64_t result = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return result;
}

static uint32_t below(struct rng *r, uint32_t n)
{
	return (uint32_t)(((rnd(r) >> 32) * n) >> 32);
}

static uint32_t between(struct rng *r, uint32_t lo, uint32_t hi)
{
	return lo + below(r, hi - lo + 1);
}

static bool chance(struct rng *r, double p)
{
	return (double)(rnd(r) >> 11) * 0x1.0p-53 < p;
}

/* A size in [lo, hi] (lo >= 1), log-uniform by octaves: as many draws fall
 * between 10 and 20 as between 100 and 200, so most are small. */
static uint32_t spread(struct rng *r, uint32_t lo, uint32_t hi)
{
	uint32_t octaves = 0;
	for (uint64_t x = lo; x * 2 <= hi; x *= 2)
		octaves++;
	uint64_t x = (uint64_t)lo << below(r, octaves + 1);
	x += below(r, (uint32_t)x);
	return x > hi ? hi : (uint32_t)x;
}

/* ---------------------------------------------------------------- words */

/* The vocabulary, most frequent first: word i is drawn with weight 1/(i+1). */
static const char *const vocab[] = {
    "the",	  "to",		"we",	       "it",	      "in",	     "and",	   "is",
    "test",	  "that",	"this",	       "for",	      "error",	     "of",	   "fix",
    "on",	  "session",	"with",	       "token",	      "now",	     "cache",	   "auth",
    "should",	  "file",	"src",	       "not",	      "be",	     "tests",	   "can",
    "run",	  "so",		"but",	       "from",	      "lock",	     "build",	   "bug",
    "if",	  "function",	"when",	       "config",      "request",     "server",	   "deploy",
    "redis",	  "fail",	"check",       "let",	      "me",	     "then",	   "handler",
    "update",	  "user",	"failing",     "mutex",	      "release",     "grep",	   "rg",
    "patch",	  "staging",	"leak",	       "panic",	      "solve",	     "path",	   "query",
    "response",	  "client",	"timeout",     "retry",	      "refresh",     "api",	   "database",
    "schema",	  "migration",	"worker",      "queue",	      "thread",	     "race",	   "deadlock",
    "memory",	  "buffer",	"stream",      "socket",      "endpoint",    "router",	   "middleware",
    "header",	  "body",	"json",	       "parse",	      "value",	     "return",	   "null",
    "pointer",	  "crash",	"regression",  "commit",      "branch",	     "merge",	   "review",
    "looks",	  "like",	"issue",       "because",     "instead",     "maybe",	   "again",
    "still",	  "works",	"broken",      "line",	      "code",	     "change",	   "changes",
    "add",	  "added",	"remove",      "removed",     "use",	     "using",	   "postgres",
    "sqlite",	  "index",	"login",       "logout",      "cookie",	     "password",   "email",
    "account",	  "permission", "docker",      "compose",     "kubernetes",  "pod",	   "ci",
    "pipeline",	  "flaky",	"unit",	       "integration", "fixture",     "mock",	   "assert",
    "passed",	  "passes",	"coverage",    "benchmark",   "latency",     "throughput", "profile",
    "flamegraph", "hot",	"loop",	       "vector",      "hash",	     "map",	   "tree",
    "sort",	  "search",	"regex",       "pattern",     "match",	     "directory",  "read",
    "write",	  "open",	"close",       "version",     "tag",	     "push",	   "pull",
    "refactor",	  "rename",	"extract",     "method",      "class",	     "struct",	   "module",
    "package",	  "import",	"export",      "type",	      "interface",   "generic",	   "trait",
    "enum",	  "option",	"result",      "async",	      "await",	     "promise",	   "future",
    "callback",	  "event",	"listener",    "component",   "render",	     "state",	   "props",
    "hook",	  "effect",	"store",       "style",	      "layout",	     "button",	   "form",
    "input",	  "validation", "terminal",    "shell",	      "script",	     "bash",	   "python",
    "rust",	  "go",		"typescript",  "javascript",  "react",	     "node",	   "npm",
    "cargo",	  "pip",	"make",	       "cmake",	      "gcc",	     "linker",	   "compile",
    "warning",	  "segfault",	"allocation",  "performance", "implemented", "created",	   "built",
    "updated",	  "moved",	"replaced",    "wrote",	      "investigate", "found",	   "noticed",
    "seems",	  "would",	"could",       "expected",    "actual",	     "output",	   "log",
    "logs",	  "trace",	"stack",       "frame",	      "signal",	     "atomic",	   "channel",
    "goroutine",  "tokio",	"runtime",     "scheduler",   "pool",	     "connection", "idle",
    "keepalive",  "tls",	"certificate", "nginx",	      "proxy",	     "upstream",   "rate",
    "limit",	  "quota",	"billing",     "invoice",     "payment",     "webhook",	   "stripe",
    "cart",	  "checkout",	"order",       "product",     "catalog",     "image",	   "upload",
    "storage",	  "bucket",	"s3",	       "cdn",	      "asset",	     "bundle",	   "webpack",
    "vite",	  "lint",	"format",      "prettier",    "eslint",	     "clippy",	   "mypy",
    "pytest",	  "jest",	"vitest",      "fuzz",	      "sanitizer",   "valgrind",   "gdb",
    "breakpoint", "debugger",	"repro",       "minimal",     "case",	     "edge",	   "boundary",
    "overflow",	  "underflow",	"off-by-one",  "utf-8",	      "unicode",     "encoding",   "escape",
    "quote",	  "newline",	"whitespace",  "serialize",   "deserialize", "protobuf",   "grpc",
    "graphql",	  "rest",	"http",	       "websocket",   "sse",	     "polling",	   "cron",
    "job",	  "backoff",	"jitter",      "idempotent",  "transaction", "rollback",   "isolation",
    "replica",	  "shard",	"feature",     "flag",	      "toggle",	     "rollout",	   "canary",
    "monitor",	  "alert",	"dashboard",   "metric",      "grafana",     "prometheus", "otel",
    "span",	  "sampling",	"env",	       "secret",      "vault",	     "rotate",	   "expiry",
    "claims",	  "scope",	"audience",    "issuer",      "signature",   "hmac",	   "rsa",
    "pkce",	  "redirect",	"csrf",	       "cors",	      "origin",	     "preflight",  "sanitize",
    "xss",	  "injection",	"prepared",    "statement",   "orm",	     "lazy",	   "eager",
    "n+1",	  "explain",	"vacuum",      "autovacuum",  "bloat",	     "eviction",   "ttl",
    "lru",	  "warmup",	"stale",       "invalidate",  "thundering",  "herd",	   "singleflight",
    "semaphore",  "condvar",	"spinlock",    "contention",  "starvation",  "jwt",	   "oauth",
};
enum { NVOCAB = sizeof vocab / sizeof vocab[0] };

/* Non-ASCII words; the first five are the ones the tests query. */
static const char *const intl[] = {
    "naïve",	"données",  "Привет", "café",	"日本語",  "日本語のテスト", "Überprüfung", "ñandú",
    "中文测试", "Ελληνικά", "größe",  "résumé", "🚀 emoji", "✅ done",	     "ok → next",
};
enum { NINTL = sizeof intl / sizeof intl[0] };

/* The parts of speech of the sentences below, each most frequent first. */
static const char *const nouns[] = {
    "session",	    "token",	  "cache",	 "auth",	  "test",	   "error",
    "bug",	    "lock",	  "redis",	 "config",	  "request",	   "server",
    "handler",	    "build",	  "deploy",	 "release",	  "staging",	   "mutex",
    "query",	    "response",	  "client",	 "timeout",	  "retry",	   "leak",
    "panic",	    "patch",	  "database",	 "schema",	  "migration",	   "worker",
    "queue",	    "thread",	  "race",	 "deadlock",	  "buffer",	   "stream",
    "socket",	    "endpoint",	  "router",	 "middleware",	  "header",	   "parser",
    "pipeline",	    "fixture",	  "mock",	 "benchmark",	  "latency",	   "index",
    "login",	    "cookie",	  "password",	 "permission",	  "container",	   "branch",
    "commit",	    "hook",	  "component",	 "state",	  "store",	   "layout",
    "form",	    "validation", "script",	 "linker",	  "warning",	   "segfault",
    "allocation",   "scheduler",  "pool",	 "connection",	  "certificate",   "proxy",
    "rate limiter", "quota",	  "invoice",	 "payment",	  "webhook",	   "cart",
    "checkout",	    "upload",	  "bucket",	 "bundle",	  "lint rule",	   "coverage",
    "sanitizer",    "regression", "transaction", "rollback",	  "replica",	   "feature flag",
    "canary",	    "alert",	  "dashboard",	 "metric",	  "span",	   "secret",
    "signature",    "redirect",	  "eviction",	 "ttl",		  "semaphore",	   "channel",
    "runtime",	    "callback",	  "promise",	 "module",	  "package",	   "interface",
    "enum",	    "trait",	  "loop",	 "hash map",	  "regex",	   "encoding",
    "newline",	    "env var",	  "cron job",	 "websocket",	  "grpc call",	   "graphql resolver",
    "orm",	    "csrf check", "cors header", "refresh token", "session store", "token bucket",
    "flamegraph",   "core dump",  "stack trace", "race detector", "jwt",	   "oauth client",
};
static const char *const verbs[][3] = {
    {"fix", "fixed", "fixing"},
    {"check", "checked", "checking"},
    {"run", "ran", "running"},
    {"update", "updated", "updating"},
    {"add", "added", "adding"},
    {"test", "tested", "testing"},
    {"remove", "removed", "removing"},
    {"deploy", "deployed", "deploying"},
    {"release", "released", "releasing"},
    {"patch", "patched", "patching"},
    {"solve", "solved", "solving"},
    {"refactor", "refactored", "refactoring"},
    {"debug", "debugged", "debugging"},
    {"rename", "renamed", "renaming"},
    {"move", "moved", "moving"},
    {"replace", "replaced", "replacing"},
    {"revert", "reverted", "reverting"},
    {"merge", "merged", "merging"},
    {"investigate", "investigated", "investigating"},
    {"profile", "profiled", "profiling"},
    {"retry", "retried", "retrying"},
    {"lock", "locked", "locking"},
    {"cache", "cached", "caching"},
    {"invalidate", "invalidated", "invalidating"},
    {"rotate", "rotated", "rotating"},
    {"validate", "validated", "validating"},
    {"parse", "parsed", "parsing"},
    {"log", "logged", "logging"},
    {"trace", "traced", "tracing"},
    {"reproduce", "reproduced", "reproducing"},
    {"bump", "bumped", "bumping"},
    {"pin", "pinned", "pinning"},
    {"mock", "mocked", "mocking"},
    {"document", "documented", "documenting"},
    {"split", "split", "splitting"},
    {"rebase", "rebased", "rebasing"},
};
static const char *const adjectives[] = {
    "flaky", "failing", "stale",  "broken",   "slow",	"expired", "missing",  "wrong",	     "empty", "new",
    "old",   "idle",	"racy",	  "blocking", "nested", "invalid", "unused",   "legacy",     "hot",   "cold",
    "async", "shared",	"global", "leaky",    "huge",	"tiny",	   "optional", "deprecated",
};

/* Sentences of coding chat. %n is a noun, %v %d %g a verb (base, past,
 * -ing), %a an adjective, %p a path, %c a search command, %W any word of
 * the vocabulary; see expand() for the rest. */
static const char *const sentences[] = {
    "the %n %n is %a again",
    "let me %v the %n in `%p`",
    "I'll %v the %n first, then %v the %n",
    "we should %v the %n before the %n goes to staging",
    "looks like the %n fails when the %n is %a",
    "can you %v the %a %n in %p?",
    "the %n test is failing with a %n error",
    "found it: the %n was never %d after the %n",
    "running `%c` shows the %n in `%p`",
    "after the release the %n started to leak %n",
    "I %d the %n and %d the %n, and the tests pass now",
    "why does the %n %v on every %n?",
    "this is a %n bug, not a %n bug",
    "the fix is to %v the %n and %v the %n",
    "next: %v the %n, then %v the %n",
    "it panics in `%p` when the %n is %a",
    "the %n mutex is held while the %n %n runs",
    "%g the %n broke the %a %n",
    "please %v the %n %n and keep the %n %a",
    "the %a %n comes from the %n cache",
    "there is a %n leak in the %n %n",
    "%d the %n, so the %n no longer fails",
    "I searched for the %n with `%c`",
    "the error says the %n is %a",
    "we can solve this with a %a %n",
    "deploy it to staging once the %n is %d",
    "the %n token expires before the %n %n",
    "the %n returns a %a %n",
    "auth breaks when the session %n is %a",
    "the redis lock around the %n is %a",
    "should we %v the %n or the %n?",
    "the %n and the %n both depend on the %a %n",
    "the %n log says the %n was %d",
};

static const char *const projects[] = {
    "shop", "webapp",	"api-server", "ml-pipeline", "infra",	   "cli-tool",
    "game", "dotfiles", "docs-site",  "billing",     "mobile-app", "data-etl",
};
enum { NPROJECTS = sizeof projects / sizeof projects[0] };
static const char *const exts[NPROJECTS] = {"ts", "tsx", "go", "py", "tf", "rs",
					    "c",  "sh",	 "md", "py", "ts", "py"};
static const char *const dirs[] = {"auth", "cache", "api", "db",   "core",
				   "net",  "ui",    "cli", "util", "worker"};
static const char *const stems[] = {"token",   "session", "cookie",	"login",  "redis",  "lock",  "mutex",
				    "handler", "router",  "server",	"client", "pool",   "queue", "parser",
				    "main",    "store",	  "middleware", "retry",  "deploy", "config"};
static const char *const versions[] = {"1.0.117", "1.0.128", "2.0.5", "2.0.14", "2.0.42", "2.1.14"};
static const char *const models[] = {"claude-sonnet-4-5-20250929", "claude-opus-4-5-20251101",
				     "claude-opus-4-1-20250805", "claude-haiku-4-5-20251001"};
static const char *const branches[] = {"main",		 "main", "master", "feature/auth-refresh",
				       "fix/redis-lock", ""};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---------------------------------------------------------------- noise */

/* Where a noise text goes: a user line, an isMeta user line, an assistant
 * line (an API error), the compact summary after a compact_boundary, or
 * the content of a tool result. */
enum where { W_USER, W_META, W_ASSISTANT, W_COMPACT, W_RESULT };

/* Injected texts that memgrep drops (sources/noise-markers.txt), one or more
 * per marker. %W is a word, %S a sentence, %P a path, %X a shell command,
 * %O a few lines of output, %N a number. "gentle" appears in the first
 * one and nowhere else, for the test that noise is not searched. */
enum noise_id {
	N_REMINDER,
	N_CONTEXT,
	N_IDE_FILE,
	N_IDE_SELECTION,
	N_BASH_INPUT,
	N_BASH_STDOUT,
	N_FUNCTION_CALLS,
	N_FUNCTION_RESULTS,
	N_COMMAND_NAME,
	N_COMMAND_MESSAGE,
	N_COMMAND_ARGS,
	N_STDOUT,
	N_STDERR,
	N_HOOK,
	N_TASK_NOTE,
	N_CAVEAT,
	N_INTERRUPTED,
	N_INTERRUPTED_TOOL,
	N_API_ERROR,
	N_API_KEY,
	N_CREDIT,
	N_NO_RESPONSE,
	N_COMPACT,
	N_LOCAL_CAVEAT,
	N_NOT_READ,
	N_PERSISTED,
	N_STOP_HOOK,
	N_SKILL,
	N_REJECTED,
	N_IMAGE,
	N_IMAGE_SOURCE,
	NNOISE
};
static const struct noise {
	enum where where;
	const char *text;
} noise[NNOISE] = {
    [N_REMINDER] =
	{W_USER,
	 "<system-reminder>\nThe TodoWrite tool hasn't been used recently. If you're working on tasks "
	 "that would benefit from tracking progress, consider using the TodoWrite tool to track "
	 "progress. This is just a gentle reminder - ignore if not applicable.\n</system-reminder>"},
    [N_CONTEXT] =
	{W_USER, "<system-reminder>\nAs you answer the user's questions, you can use the following context:\n"
		 "# important-instruction-reminders\nDo what has been asked; nothing more, nothing less.\n"
		 "</system-reminder>"},
    [N_IDE_FILE] =
	{W_USER, "<ide_opened_file>The user opened the file %P in the IDE. This may or may not be related to "
		 "the current task.</ide_opened_file>"},
    [N_IDE_SELECTION] =
	{W_USER, "<ide_selection>The user selected the lines %N to %N from %P:\n%O\n\nThis may or may not be "
		 "related to the current task.</ide_selection>"},
    [N_BASH_INPUT] = {W_USER, "<bash-input>%X</bash-input>"},
    [N_BASH_STDOUT] = {W_USER, "<bash-stdout>%O</bash-stdout><bash-stderr></bash-stderr>"},
    [N_FUNCTION_CALLS] =
	{W_USER, "<function_calls>\n<invoke name=\"Bash\">\n<parameter name=\"command\">%X</parameter>\n"
		 "</invoke>\n</function_calls>"},
    [N_FUNCTION_RESULTS] = {W_USER, "<function_results>\n%O\n</function_results>"},
    [N_COMMAND_NAME] =
	{W_USER,
	 "<command-name>/compact</command-name>\n            <command-message>compact</command-message>\n"
	 "            <command-args></command-args>"},
    [N_COMMAND_MESSAGE] =
	{W_USER,
	 "<command-message>review is running…</command-message>\n<command-name>/review</command-name>"},
    [N_COMMAND_ARGS] = {W_USER, "<command-args>%W %W</command-args>"},
    [N_STDOUT] =
	{W_USER, "<local-command-stdout>Set model to opus (claude-opus-4-1-20250805)</local-command-stdout>"},
    [N_STDERR] = {W_USER, "<local-command-stderr>Error: %W %W not found</local-command-stderr>"},
    [N_HOOK] = {W_USER, "<user-prompt-submit-hook>%S</user-prompt-submit-hook>"},
    [N_TASK_NOTE] = {W_USER,
		     "<task-notification>\n<task-id>bash_%N</task-id>\n<status>completed</status>\n<summary>"
		     "Background command \"%X\" completed (exit code 0)</summary>\n</task-notification>"},
    [N_CAVEAT] =
	{W_META, "Caveat: The messages below were generated by the user while running local commands. DO NOT "
		 "respond to these messages or otherwise consider them in your response unless the user "
		 "explicitly asks you to."},
    [N_INTERRUPTED] = {W_USER, "[Request interrupted by user]"},
    [N_INTERRUPTED_TOOL] = {W_USER, "[Request interrupted by user for tool use]"},
    [N_API_ERROR] = {W_ASSISTANT,
		     "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\","
		     "\"message\":\"Overloaded\"}}"},
    [N_API_KEY] = {W_ASSISTANT, "Invalid API key · Please run /login"},
    [N_CREDIT] = {W_ASSISTANT, "Credit balance is too low"},
    [N_NO_RESPONSE] = {W_ASSISTANT, "No response requested."},
    [N_COMPACT] = {W_COMPACT,
		   "This session is being continued from a previous conversation that ran out of context. "
		   "The conversation is summarized below:\nAnalysis:\n%S\n\nSummary:\n%S"},
    [N_LOCAL_CAVEAT] =
	{W_USER, "<local-command-caveat>Caveat: The messages below were generated by the user while running "
		 "local commands. DO NOT respond to these messages.</local-command-caveat>"},
    [N_NOT_READ] = {W_RESULT,
		    "<tool_use_error>File has not been read yet. Read it first before writing to it."
		    "</tool_use_error>"},
    [N_PERSISTED] =
	{W_RESULT,
	 "<persisted-output>\nOutput too large (%N KB). Full output saved to: "
	 "/home/dev/.claude/tool-results/toolu_%N.txt\n\nPreview (first 2KB):\n%O\n</persisted-output>"},
    [N_STOP_HOOK] = {W_USER, "Stop hook feedback:\n[~/.claude/hooks/stop.sh]: %S"},
    [N_SKILL] = {W_META, "Base directory for this skill: /home/dev/.claude/skills/%W\n\n# %W\n\n%S"},
    [N_REJECTED] =
	{W_RESULT,
	 "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
	 "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
	 "wait for the user to tell you how to proceed."},
    [N_IMAGE] = {W_USER, "[Image #1]"},
    [N_IMAGE_SOURCE] = {W_USER, "[Image: source: /home/dev/Pictures/Screenshot %N.png]"},
};

/* ---------------------------------------------------------------- state */

enum cls { C_TEXT, C_TOOL, C_THINK, C_OTHER, NCLS };
static const char *const cls_name[NCLS] = {"text", "tool", "thinking", "other"};

/* Hard cases, counted for --stats. */
enum kase {
	K_noise_block,
	K_meta_line,
	K_compact_summary,
	K_api_error,
	K_recall_event,
	K_recall_fork,
	K_headless,
	K_pasted_output,
	K_resumed_session,
	K_replayed_line,
	K_subagent_new,
	K_subagent_old,
	K_summary,
	K_ai_title,
	K_custom_title,
	K_escape_lower,
	K_escape_upper,
	K_surrogate_pair,
	K_lone_surrogate,
	K_escaped_quote,
	K_backslash,
	K_control_char,
	K_non_ascii,
	K_image,
	K_tool_use,
	K_tool_result_string,
	K_tool_result_blocks,
	K_tool_use_result,
	K_thinking,
	K_system_line,
	K_progress_line,
	K_file_history_snapshot,
	K_malformed_line,
	K_truncated_line,
	K_codex_rollout,
	K_codex_resumed,
	K_codex_function_call,
	K_codex_reasoning,
	K_codex_event_msg,
	NCASES
};
static const char *const case_name[NCASES] = {
    [K_noise_block] = "noise_block",
    [K_meta_line] = "meta_line",
    [K_compact_summary] = "compact_summary",
    [K_api_error] = "api_error",
    [K_recall_event] = "recall_event",
    [K_recall_fork] = "recall_fork",
    [K_headless] = "headless",
    [K_pasted_output] = "pasted_output",
    [K_resumed_session] = "resumed_session",
    [K_replayed_line] = "replayed_line",
    [K_subagent_new] = "subagent_new",
    [K_subagent_old] = "subagent_old",
    [K_summary] = "summary",
    [K_ai_title] = "ai_title",
    [K_custom_title] = "custom_title",
    [K_escape_lower] = "escape_lower",
    [K_escape_upper] = "escape_upper",
    [K_surrogate_pair] = "surrogate_pair",
    [K_lone_surrogate] = "lone_surrogate",
    [K_escaped_quote] = "escaped_quote",
    [K_backslash] = "backslash",
    [K_control_char] = "control_char",
    [K_non_ascii] = "non_ascii",
    [K_image] = "image",
    [K_tool_use] = "tool_use",
    [K_tool_result_string] = "tool_result_string",
    [K_tool_result_blocks] = "tool_result_blocks",
    [K_tool_use_result] = "tool_use_result",
    [K_thinking] = "thinking",
    [K_system_line] = "system_line",
    [K_progress_line] = "progress_line",
    [K_file_history_snapshot] = "file_history_snapshot",
    [K_malformed_line] = "malformed_line",
    [K_truncated_line] = "truncated_line",
    [K_codex_rollout] = "codex_rollout",
    [K_codex_resumed] = "codex_resumed",
    [K_codex_function_call] = "codex_function_call",
    [K_codex_reasoning] = "codex_reasoning",
    [K_codex_event_msg] = "codex_event_msg",
};

/* Session features, decided before a session is written. */
enum feat {
	F_HEADLESS = 1 << 0,	 /* starts with a queue-operation line */
	F_FORK = 1 << 1,	 /* queue-operation, then a recall prompt */
	F_RESUMED = 1 << 2,	 /* repeats the first turns of an earlier session */
	F_SUB_NEW = 1 << 3,	 /* a Task subagent in <session>/subagents/ */
	F_SUB_OLD = 1 << 4,	 /* a Task subagent as agent-<id>.jsonl beside it */
	F_SUMMARY = 1 << 5,	 /* summary lines at the top */
	F_AI_TITLE = 1 << 6,	 /* an ai-title line */
	F_CUSTOM_TITLE = 1 << 7, /* a custom-title line */
	F_MALFORMED = 1 << 8,	 /* a line cut short after the first turn */
	F_TRUNCATED = 1 << 9,	 /* a last line without its end (a live session) */
	F_RECALL = 1 << 10,	 /* turn 1 opens with a recall event */
	F_IMAGE = 1 << 11,	 /* turn 0's prompt carries a pasted image */
	F_SHOWCASE = 1 << 12,	 /* turn 0 shows every noise marker, tool and escape */
	F_CODEX = 1 << 13,	 /* the unit is a Codex rollout */
	F_SHORT = 1 << 14,	 /* a few turns only */
};

/* The first units of every corpus, so that 1 MiB holds every hard case. */
static const unsigned forced[] = {
    F_SHOWCASE | F_AI_TITLE | F_SUB_NEW | F_SUMMARY | F_SHORT,
    F_CODEX | F_SHORT,
    F_HEADLESS | F_CUSTOM_TITLE | F_SUB_OLD | F_IMAGE | F_SHORT,
    F_FORK | F_SHORT,
    F_CODEX | F_RESUMED | F_SHORT,
    F_RESUMED | F_RECALL | F_MALFORMED | F_TRUNCATED | F_AI_TITLE | F_SHORT,
};

/* A scratch text, never grown: a piece that does not fit is dropped whole,
 * so a text is always valid UTF-8. intl notes non-ASCII content. */
struct sbuf {
	char *p;
	size_t len, cap;
	bool intl;
};

/* A Zipf draw: item i of a list takes slots in proportion to 1/(i+1). */
struct zipf {
	uint16_t slot[1 << 12];
};

struct out {
	int fd;
	bool claude; /* a Claude Code file: its strings count in the classes */
	char *buf;
	size_t len;
	uint64_t bytes; /* of the open file */
};

/* What a later unit needs to replay an earlier one. */
struct resume {
	bool ok;
	uint64_t seed, t0;
	unsigned feat, turns;
	int project;
	char sid[37];
};

struct subagent {
	uint64_t seed, t;
	bool old;
	char id[20];
};

/* One session (or subagent, or rollout) being written. r is the stream of
 * the current turn, so that a replay of turn k draws what the original did. */
struct sess {
	uint64_t seed, t0, t;
	struct rng r;
	char sid[37], parent[37], agent[20];
	char msg_id[32], req_id[32], tool_line[37];
	int project;
	const char *version, *model, *branch;
	unsigned feat, nsub, tasks; /* tasks counts Task calls, replayed ones too */
	bool sidechain, replay;
	struct subagent sub[MAXSUB];
};

struct gen {
	struct rng r; /* the master stream: plans and seeds */
	uint64_t seed, target, written, max_item;
	bool codex, done;
	const char *dir;
	struct out o;
	struct sbuf sb[NSCRATCH];
	struct zipf z_vocab, z_noun, z_verb, z_adj;
	uint8_t vlen[NVOCAB];
	uint64_t cls[NCLS], claude_bytes, codex_bytes;
	uint64_t files, sessions, subagents, rollouts, lines;
	uint64_t cases[NCASES];
	struct resume last_claude, last_codex;
	char path[4096];
};

/* ---------------------------------------------------------------- output */

static void die(const char *what, const char *path)
{
	fprintf(stderr, "gen-history: %s %s: %s\n", what, path, strerror(errno));
	exit(1);
}

static void flush(struct gen *g)
{
	size_t off = 0;
	while (off < g->o.len) {
		ssize_t n = write(g->o.fd, g->o.buf + off, g->o.len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			die("cannot write", g->path);
		off += (size_t)n;
	}
	g->o.len = 0;
}

/* Room for n more bytes (n <= OUT_CAP). */
static char *room(struct gen *g, size_t n)
{
	if (g->o.len + n > OUT_CAP)
		flush(g);
	return g->o.buf + g->o.len;
}

static void commit(struct gen *g, size_t n)
{
	g->o.len += n;
	g->o.bytes += n;
	g->written += n;
}

static void put(struct gen *g, const char *s, size_t n)
{
	memcpy(room(g, n), s, n);
	commit(g, n);
}

/* A string literal ("" makes anything else a compile error). */
#define PUTS(g, lit) put(g, "" lit, sizeof(lit) - 1)

static void put_cstr(struct gen *g, const char *s)
{
	put(g, s, strlen(s));
}

/* A string that needs no escaping (ids, fixed names), quoted. */
static void put_q(struct gen *g, const char *s)
{
	size_t n = strlen(s);
	char *d = room(g, n + 2);
	d[0] = '"';
	memcpy(d + 1, s, n);
	d[n + 1] = '"';
	commit(g, n + 2);
}

static void put_u64(struct gen *g, uint64_t v)
{
	char b[24], *e = b + sizeof b, *p = e;
	do {
		*--p = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	put(g, p, (size_t)(e - p));
}

static void mkdirs(char *path)
{
	for (char *p = path + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(path, 0755) != 0 && errno != EEXIST)
			die("cannot create", path);
		*p = '/';
	}
}

/* Opens g->path (its folders made), to which every put now goes. */
static void file_open(struct gen *g, bool claude)
{
	mkdirs(g->path);
	g->o.fd = open(g->path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (g->o.fd < 0)
		die("cannot create", g->path);
	g->o.claude = claude;
	g->o.bytes = 0;
	g->files++;
}

static void file_close(struct gen *g)
{
	flush(g);
	if (close(g->o.fd) != 0)
		die("cannot write", g->path);
	if (g->o.claude)
		g->claude_bytes += g->o.bytes;
	else
		g->codex_bytes += g->o.bytes;
}

/* The end of a JSON line: its closing brace and newline. The corpus is
 * done once it holds the size asked for; writers stop at the next line. */
static void end_line(struct gen *g)
{
	PUTS(g, "}\n");
	g->lines++;
	if (g->written >= g->target)
		g->done = true;
}

/* ---------------------------------------------------------------- JSON strings */

/* How non-ASCII characters are written: raw UTF-8 as Claude Code writes
 * them, or as \uXXXX (surrogate pairs above U+FFFF) with lower- or
 * upper-case hex, as Python's json and other writers do. */
enum esc { ESC_RAW, ESC_LOWER, ESC_UPPER };

/* Byte 0xFF, never part of our UTF-8 texts, stands for a lone surrogate. */
#define LONE 0xFF

struct esc_info {
	uint64_t decoded;   /* UTF-8 length of the decoded value */
	bool lower, upper;  /* \u escapes of non-ASCII written */
	bool pair, lone;    /* a surrogate pair, a lone surrogate */
	bool quote, bslash; /* \" and \\ */
	bool control;	    /* a control character */
	bool non_ascii;
};

static char *put_u4(char *d, unsigned cp, const char *hex)
{
	d[0] = '\\';
	d[1] = 'u';
	d[2] = hex[(cp >> 12) & 15];
	d[3] = hex[(cp >> 8) & 15];
	d[4] = hex[(cp >> 4) & 15];
	d[5] = hex[cp & 15];
	return d + 6;
}

/* Decodes the UTF-8 sequence at s (valid: our own text), sets *len. */
static unsigned utf8_cp(const unsigned char *s, size_t *len)
{
	if (s[0] < 0xE0) {
		*len = 2;
		return ((s[0] & 0x1Fu) << 6) | (s[1] & 0x3Fu);
	}
	if (s[0] < 0xF0) {
		*len = 3;
		return ((s[0] & 0x0Fu) << 12) | ((s[1] & 0x3Fu) << 6) | (s[2] & 0x3Fu);
	}
	*len = 4;
	return ((s[0] & 0x07u) << 18) | ((s[1] & 0x3Fu) << 12) | ((s[2] & 0x3Fu) << 6) | (s[3] & 0x3Fu);
}

/* The one JSON string writer: s[0..n) escaped into dst, which has room
 * for 6 n bytes; returns the bytes written. Escapes ", \ and control
 * characters (short forms where JSON has them), and non-ASCII as mode
 * says; notes in e what it wrote. The quotes are the caller's. */
static size_t json_escape(char *dst, const char *src, size_t n, enum esc mode, struct esc_info *e)
{
	static const char lower[] = "0123456789abcdef", upper[] = "0123456789ABCDEF";
	static const char short_form[32] = {
	    ['\b'] = 'b', ['\t'] = 't', ['\n'] = 'n', ['\f'] = 'f', ['\r'] = 'r'};
	const char *hex = mode == ESC_UPPER ? upper : lower;
	const unsigned char *s = (const unsigned char *)src;
	char *d = dst;
	size_t lone = 0;
	for (size_t i = 0, j; i < n; i = j) {
		/* A run of printable ASCII goes out as it is. */
		for (j = i; j < n && s[j] >= 0x20 && s[j] < 0x80 && s[j] != '"' && s[j] != '\\'; j++)
			;
		memcpy(d, s + i, j - i);
		d += j - i;
		if (j == n)
			break;
		unsigned c = s[j];
		size_t len = 1;
		if (c == '"' || c == '\\') {
			*d++ = '\\';
			*d++ = (char)c;
			e->quote |= c == '"';
			e->bslash |= c == '\\';
		} else if (c < 0x20) {
			if (short_form[c]) {
				*d++ = '\\';
				*d++ = short_form[c];
			} else {
				d = put_u4(d, c, hex);
			}
			e->control |= c != '\n';
		} else if (c == LONE) {
			d = put_u4(d, 0xD83D, hex);
			e->lone = true;
			lone++;
		} else {
			unsigned cp = utf8_cp(s + j, &len);
			e->non_ascii = true;
			if (mode == ESC_RAW) {
				memcpy(d, s + j, len);
				d += len;
			} else if (cp < 0x10000) {
				d = put_u4(d, cp, hex);
			} else {
				d = put_u4(d, 0xD800 + ((cp - 0x10000) >> 10), hex);
				d = put_u4(d, 0xDC00 + ((cp - 0x10000) & 0x3FF), hex);
				e->pair = true;
			}
			e->lower |= mode == ESC_LOWER;
			e->upper |= mode == ESC_UPPER;
		}
		j += len;
	}
	/* Decoded, each byte is one byte, but a lone surrogate is three. */
	e->decoded += n + 2 * lone;
	return (size_t)(d - dst);
}

/* Writes s[0..n) as a JSON string of class cls in mode, counting its bytes
 * and the escapes it needed. */
static void put_str_mode(struct gen *g, enum cls cls, const char *s, size_t n, enum esc mode)
{
	struct esc_info e = {0};
	PUTS(g, "\"");
	for (size_t off = 0, k; off < n; off += k) {
		k = n - off < CHUNK ? n - off : CHUNK;
		while (off + k < n && ((unsigned char)s[off + k] & 0xC0) == 0x80)
			k--; /* whole characters in each piece */
		commit(g, json_escape(room(g, 6 * k), s + off, k, mode, &e));
	}
	PUTS(g, "\"");
	if (g->o.claude && cls != C_OTHER)
		g->cls[cls] += e.decoded;
	g->cases[K_escape_lower] += e.lower;
	g->cases[K_escape_upper] += e.upper;
	g->cases[K_surrogate_pair] += e.pair;
	g->cases[K_lone_surrogate] += e.lone;
	g->cases[K_escaped_quote] += e.quote;
	g->cases[K_backslash] += e.bslash;
	g->cases[K_control_char] += e.control;
	g->cases[K_non_ascii] += e.non_ascii;
}

static void put_str(struct gen *g, enum cls cls, const char *s)
{
	put_str_mode(g, cls, s, strlen(s), ESC_RAW);
}

/* A scratch text as a JSON string; one with non-ASCII text is now and then
 * written with \u escapes. */
static void put_sb(struct gen *g, struct sess *s, enum cls cls, const struct sbuf *b)
{
	enum esc mode = ESC_RAW;
	if (b->intl && chance(&s->r, 0.15))
		mode = chance(&s->r, 0.6) ? ESC_LOWER : ESC_UPPER;
	put_str_mode(g, cls, b->p, b->len, mode);
}

/* ---------------------------------------------------------------- scratch texts */

static struct sbuf *sb_reset(struct gen *g, int k)
{
	struct sbuf *b = &g->sb[k];
	b->len = 0;
	b->intl = false;
	return b;
}

static bool sb_full(const struct sbuf *b)
{
	return b->len + 64 > b->cap;
}

static void sb_put(struct sbuf *b, const char *s, size_t n)
{
	if (n <= b->cap - b->len) {
		memcpy(b->p + b->len, s, n);
		b->len += n;
	}
}

static void sb_str(struct sbuf *b, const char *s)
{
	sb_put(b, s, strlen(s));
}

static void sb_u64(struct sbuf *b, uint64_t v)
{
	char t[24];
	sb_put(b, t, (size_t)snprintf(t, sizeof t, "%" PRIu64, v));
}

static void sb_copy(struct sbuf *b, const struct sbuf *from)
{
	sb_put(b, from->p, from->len);
	b->intl |= from->intl;
}

/* Appends s as a JSON string, for JSON inside a JSON string (Codex); a
 * long one is cut (at a character) so that 64 bytes stay free after it. */
static void sb_json(struct sbuf *b, const char *s, size_t n)
{
	struct esc_info e = {0};
	size_t free = b->cap - b->len;
	if (free < 80)
		return;
	if (6 * n + 66 > free) {
		n = (free - 66) / 6;
		while (n && ((unsigned char)s[n] & 0xC0) == 0x80)
			n--;
	}
	b->p[b->len++] = '"';
	b->len += json_escape(b->p + b->len, s, n, ESC_RAW, &e);
	b->p[b->len++] = '"';
}

/* In integers only, so that every machine builds the same table. */
static void zipf_build(struct zipf *z, unsigned n)
{
	uint64_t total = 0, acc = 0;
	for (unsigned i = 0; i < n; i++)
		total += (1ULL << 32) / (i + 1);
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		acc += (1ULL << 32) / (i + 1);
		uint64_t end = i + 1 == n ? COUNT(z->slot) : acc * COUNT(z->slot) / total;
		for (; k < end; k++)
			z->slot[k] = (uint16_t)i;
	}
}

static unsigned zipf_draw(const struct zipf *z, struct rng *r)
{
	return z->slot[rnd(r) >> 52];
}

static void word(struct gen *g, struct rng *r, struct sbuf *b)
{
	unsigned k = zipf_draw(&g->z_vocab, r);
	sb_put(b, vocab[k], g->vlen[k]);
}

static void sb_intl(struct rng *r, struct sbuf *b)
{
	sb_str(b, intl[chance(r, 0.5) ? below(r, 5) : below(r, NINTL)]);
	b->intl = true;
}

static void rel_path(struct gen *g, struct sess *s, struct sbuf *b);

/* Something odd after a sentence: a non-ASCII word, a quoted name, a
 * path, a backslash, a tab, a command, or (rarely) a lone surrogate. */
static void spice(struct gen *g, struct sess *s, struct sbuf *b)
{
	struct rng *r = &s->r;
	const char *noun = nouns[zipf_draw(&g->z_noun, r)];
	switch (below(r, 9)) {
	case 0:
	case 1:
		sb_str(b, "(");
		sb_intl(r, b);
		sb_str(b, ")");
		break;
	case 2:
		sb_str(b, "(the \"");
		sb_str(b, noun);
		sb_str(b, "\" one)");
		break;
	case 3:
	case 4:
		sb_str(b, "see `");
		rel_path(g, s, b);
		sb_str(b, "`");
		break;
	case 5:
		sb_str(b, chance(r, 0.5) ? "on C:\\Users\\dev\\src" : "matching `\\d+\\s*`");
		break;
	case 6:
		sb_str(b, "\t");
		sb_str(b, noun);
		break;
	case 7:
		sb_str(b, chance(r, 0.5) ? "(`rg -n \"" : "(`grep -rn \"");
		sb_str(b, noun);
		sb_str(b, "\" src/`)");
		break;
	default:
		sb_str(b, "in the ");
		if (chance(r, 0.1)) {
			char lone = (char)LONE;
			sb_put(b, &lone, 1);
		}
		sb_str(b, noun);
	}
}

static void capitalise(struct sbuf *b, size_t at)
{
	if (at < b->len && b->p[at] >= 'a' && b->p[at] <= 'z')
		b->p[at] = (char)(b->p[at] - 32);
}

static void expand(struct gen *g, struct sess *s, struct sbuf *b, const char *t);

/* Appends w, making a preceding "a " an "an " before a vowel. */
static void article(struct sbuf *b, const char *w)
{
	size_t n = b->len;
	if (strchr("aeiou", w[0]) && n >= 2 && b->p[n - 2] == 'a' && b->p[n - 1] == ' ' &&
	    (n == 2 || b->p[n - 3] == ' ')) {
		b->p[n - 1] = 'n';
		sb_put(b, " ", 1);
	}
	sb_str(b, w);
}

/* About nwords words of prose: sentences of coding chat, now and then with
 * something odd inside or a paragraph break after. */
static void prose(struct gen *g, struct sess *s, struct sbuf *b, unsigned nwords)
{
	static const char *const ends[] = {". ", ". ", ". ", ". ", ".\n\n", "! ", ":\n"};
	struct rng *r = &s->r;
	unsigned words = 0;
	do {
		size_t start = b->len;
		expand(g, s, b, sentences[below(r, COUNT(sentences))]);
		if (chance(r, 0.1)) {
			sb_put(b, " ", 1);
			spice(g, s, b);
		}
		capitalise(b, start);
		for (size_t i = start; i < b->len; i++)
			words += b->p[i] == ' ';
		words++;
		sb_str(b, b->len && b->p[b->len - 1] == '?' ? " " : ends[below(r, COUNT(ends))]);
	} while (words < nwords && !sb_full(b));
	while (b->len && (b->p[b->len - 1] == ' ' || b->p[b->len - 1] == '\n'))
		b->len--;
}

/* A short title, each word capitalised: "Fix The Stale Session Cache". */
static void title(struct gen *g, struct sess *s, struct sbuf *b)
{
	static const char *const titles[] = {"%V the %n %n", "%V %a %n", "%n %n %g", "%V the %n in the %n",
					     "%a %n after %n %g"};
	size_t start = b->len;
	expand(g, s, b, titles[below(&s->r, COUNT(titles))]);
	for (size_t i = start; i < b->len; i++)
		if (i == start || b->p[i - 1] == ' ')
			capitalise(b, i);
}

/* A path relative to the project, or (rarely) a plan or a notebook. */
static void rel_path(struct gen *g, struct sess *s, struct sbuf *b)
{
	struct rng *r = &s->r;
	(void)g;
	if (chance(r, 0.03)) {
		sb_str(b, chance(r, 0.5) ? "docs/plan.md" : "notebooks/explore.ipynb");
		return;
	}
	if (chance(r, 0.1)) {
		sb_str(b, "tests/test_");
		sb_str(b, stems[below(r, COUNT(stems))]);
		sb_str(b, ".py");
		return;
	}
	sb_str(b, "src/");
	sb_str(b, dirs[below(r, COUNT(dirs))]);
	sb_str(b, "/");
	sb_str(b, stems[below(r, COUNT(stems))]);
	sb_str(b, ".");
	sb_str(b, exts[s->project]);
}

static void abs_path(struct gen *g, struct sess *s, struct sbuf *b, const char *rel)
{
	sb_str(b, "/home/dev/code/");
	sb_str(b, projects[s->project]);
	sb_str(b, "/");
	if (rel)
		sb_str(b, rel);
	else
		rel_path(g, s, b);
}

/* One line of code: an identifier or two made of vocabulary words. */
static void code_line(struct gen *g, struct sess *s, struct sbuf *b)
{
	struct rng *r = &s->r;
	static const char *const indent[] = {"", "\t", "\t\t", "    ", "        "};
	sb_str(b, indent[below(r, COUNT(indent))]);
	switch (below(r, 8)) {
	case 0:
		sb_str(b, "static int ");
		word(g, r, b);
		sb_str(b, "_");
		word(g, r, b);
		sb_str(b, "(struct ");
		word(g, r, b);
		sb_str(b, " *s)");
		break;
	case 1:
		sb_str(b, "if (");
		word(g, r, b);
		sb_str(b, " == NULL)");
		break;
	case 2:
		sb_str(b, "return ");
		word(g, r, b);
		sb_str(b, "_");
		word(g, r, b);
		sb_str(b, "(s, ");
		sb_u64(b, below(r, 4096));
		sb_str(b, ");");
		break;
	case 3:
		sb_str(b, "// ");
		prose(g, s, b, between(r, 3, 10));
		break;
	case 4:
		sb_str(b, "const ");
		word(g, r, b);
		sb_str(b, " = await ");
		word(g, r, b);
		sb_str(b, ".get(\"");
		word(g, r, b);
		sb_str(b, "\");");
		break;
	case 5:
		sb_str(b, "}");
		break;
	case 6:
		sb_str(b, "def ");
		word(g, r, b);
		sb_str(b, "_");
		word(g, r, b);
		sb_str(b, "(self, ");
		word(g, r, b);
		sb_str(b, "):");
		break;
	default:
		word(g, r, b);
		sb_str(b, ".");
		word(g, r, b);
		sb_str(b, " = ");
		word(g, r, b);
		sb_str(b, ";");
	}
}

/* n lines of a source file into raw, and into num the same lines as the
 * Read tool shows them ("     7→line"); either may be NULL. */
static unsigned code_file(struct gen *g, struct sess *s, struct sbuf *raw, struct sbuf *num, unsigned n,
			  unsigned first)
{
	unsigned i;
	for (i = 0; i < n && !(raw && sb_full(raw)) && !(num && sb_full(num)); i++) {
		if (num) {
			char pre[24];
			sb_put(num, pre, (size_t)snprintf(pre, sizeof pre, "%6u\xe2\x86\x92", first + i));
		}
		struct sbuf *dst = raw ? raw : num;
		size_t start = dst->len;
		code_line(g, s, dst);
		if (raw && num)
			sb_put(num, raw->p + start, raw->len - start);
		if (raw)
			sb_put(raw, "\n", 1);
		if (num)
			sb_put(num, "\n", 1);
	}
	return i;
}

/* grep-style output lines: "src/auth/token.ts:120:  if (token == NULL)". */
static unsigned grep_lines(struct gen *g, struct sess *s, struct sbuf *b, unsigned n)
{
	unsigned i;
	for (i = 0; i < n && !sb_full(b); i++) {
		rel_path(g, s, b);
		sb_put(b, ":", 1);
		sb_u64(b, between(&s->r, 1, 900));
		sb_put(b, ":", 1);
		code_line(g, s, b);
		sb_put(b, "\n", 1);
	}
	return i;
}

/* Fills template t (noise[], sentences[]) into b: %W a word, %S prose,
 * %P an absolute path, %X a shell command, %O output lines, %N a number;
 * %n %v %V %d %g %a %p %c as sentences[] says (%V: a capitalised verb). */
static void expand(struct gen *g, struct sess *s, struct sbuf *b, const char *t)
{
	struct rng *r = &s->r;
	for (const char *p = t; *p; p++) {
		if (*p != '%' || !p[1]) {
			const char *q = strchr(p, '%');
			size_t n = q ? (size_t)(q - p) : strlen(p);
			sb_put(b, p, n ? n : 1);
			p += (n ? n : 1) - 1;
			continue;
		}
		switch (*++p) {
		case 'W':
			word(g, r, b);
			break;
		case 'S':
			prose(g, s, b, between(&s->r, 8, 40));
			break;
		case 'P':
			abs_path(g, s, b, NULL);
			break;
		case 'X':
			sb_str(b, "rg -n \"");
			word(g, &s->r, b);
			sb_str(b, "\" src/");
			break;
		case 'O':
			grep_lines(g, s, b, between(&s->r, 1, 4));
			if (b->len && b->p[b->len - 1] == '\n')
				b->len--;
			break;
		case 'N':
			sb_u64(b, between(r, 1, 999));
			break;
		case 'n': {
			const char *w = nouns[zipf_draw(&g->z_noun, r)];
			size_t k = strlen(w);
			if (b->len > k &&
			    !memcmp(b->p + b->len - k - 1, w, k)) /* not "the session session" */
				w = nouns[zipf_draw(&g->z_noun, r)];
			article(b, w);
			break;
		}
		case 'v':
		case 'V': {
			size_t at = b->len;
			sb_str(b, verbs[zipf_draw(&g->z_verb, r)][0]);
			if (*p == 'V')
				capitalise(b, at);
			break;
		}
		case 'd':
			sb_str(b, verbs[zipf_draw(&g->z_verb, r)][1]);
			break;
		case 'g':
			sb_str(b, verbs[zipf_draw(&g->z_verb, r)][2]);
			break;
		case 'a':
			article(b, adjectives[zipf_draw(&g->z_adj, r)]);
			break;
		case 'p':
			rel_path(g, s, b);
			break;
		case 'c':
			sb_str(b, chance(r, 0.6) ? "rg -n \"" : "grep -rn \"");
			sb_str(b, nouns[zipf_draw(&g->z_noun, r)]);
			sb_str(b, "\" src/");
			break;
		default:
			sb_put(b, p - 1, 2);
		}
	}
}

/* ---------------------------------------------------------------- ids and times */

static void hex_id(struct rng *r, char *out, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	uint64_t x = 0;
	for (size_t i = 0; i < n; i++, x >>= 4) {
		if (i % 16 == 0)
			x = rnd(r);
		out[i] = hex[x & 15];
	}
	out[n] = '\0';
}

static void uuid(struct rng *r, char out[37])
{
	hex_id(r, out, 36);
	out[8] = out[13] = out[18] = out[23] = '-';
	out[14] = '4';
	out[19] = "89ab"[out[19] & 3];
}

/* prefix then n base62 characters, as Anthropic ids look (msg_01…). */
static void b62_id(struct rng *r, char *out, const char *prefix, size_t n)
{
	static const char a[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	size_t p = strlen(prefix);
	memcpy(out, prefix, p);
	uint64_t x = 0;
	for (size_t i = 0; i < n; i++, x >>= 6) {
		if (i % 10 == 0)
			x = rnd(r);
		out[p + i] = a[(x & 63) % 62];
	}
	out[p + n] = '\0';
}

static void digits(char *o, unsigned v, int n)
{
	while (n-- > 0) {
		o[n] = (char)('0' + v % 10);
		v /= 10;
	}
}

/* ms since the epoch as 2025-03-02T10:11:12.345Z (24 characters). */
static void fmt_ts(uint64_t ms, char o[25])
{
	uint64_t secs = ms / 1000, days = secs / 86400, rem = secs % 86400;
	/* civil_from_days, after Howard Hinnant's algorithm */
	uint64_t z = days + 719468, era = z / 146097, doe = z - era * 146097;
	uint64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	uint64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
	unsigned d = (unsigned)(doy - (153 * mp + 2) / 5 + 1), m = (unsigned)(mp < 10 ? mp + 3 : mp - 9);
	unsigned y = (unsigned)(yoe + era * 400 + (m <= 2));
	digits(o, y, 4);
	o[4] = o[7] = '-';
	digits(o + 5, m, 2);
	digits(o + 8, d, 2);
	o[10] = 'T';
	digits(o + 11, (unsigned)(rem / 3600), 2);
	o[13] = o[16] = ':';
	digits(o + 14, (unsigned)(rem / 60 % 60), 2);
	digits(o + 17, (unsigned)(rem % 60), 2);
	o[19] = '.';
	digits(o + 20, (unsigned)(ms % 1000), 3);
	o[23] = 'Z';
	o[24] = '\0';
}

static void put_ts(struct gen *g, uint64_t ms)
{
	char b[25];
	fmt_ts(ms, b);
	put_q(g, b);
}

static void tick(struct sess *s, uint32_t lo_ms, uint32_t hi_ms)
{
	s->t += spread(&s->r, lo_ms, hi_ms);
}

/* Base64 of random bytes, n characters (at most an item's size), written
 * straight out: image data and signatures. The bytes come from a stream of
 * their own, so r gives one draw whatever n is. */
static void put_b64(struct gen *g, struct rng *r, size_t n, const char *prefix)
{
	static const char a[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	struct rng local;
	rng_seed(&local, rnd(r));
	if (n > g->max_item)
		n = g->max_item & ~(size_t)3;
	PUTS(g, "\"");
	put_cstr(g, prefix);
	while (n > 0) {
		size_t k = n < 4096 ? n : 4096;
		char *d = room(g, k);
		uint64_t x = 0;
		for (size_t i = 0; i < k; i++, x >>= 6) {
			if (i % 10 == 0)
				x = rnd(&local);
			d[i] = a[x & 63];
		}
		commit(g, k);
		n -= k;
	}
	PUTS(g, "\"");
}

/* ---------------------------------------------------------------- Claude Code lines */

static void turn_stream(struct sess *s, unsigned k)
{
	rng_seed(&s->r, sub_seed(s->seed, k + 1));
}

/* The fields every Claude Code message line starts with. */
static void envelope(struct gen *g, struct sess *s)
{
	PUTS(g, "{\"parentUuid\":");
	if (s->parent[0])
		put_q(g, s->parent);
	else
		PUTS(g, "null");
	if (s->sidechain)
		PUTS(g, ",\"isSidechain\":true,\"userType\":\"external\",\"cwd\":\"/home/dev/code/");
	else
		PUTS(g, ",\"isSidechain\":false,\"userType\":\"external\",\"cwd\":\"/home/dev/code/");
	put_cstr(g, projects[s->project]);
	PUTS(g, "\",\"sessionId\":");
	put_q(g, s->sid);
	PUTS(g, ",\"version\":");
	put_q(g, s->version);
	PUTS(g, ",\"gitBranch\":");
	put_q(g, s->branch);
	if (s->sidechain) {
		PUTS(g, ",\"agentId\":");
		put_q(g, s->agent);
	}
}

/* The uuid and timestamp that end a message line (before its closing
 * brace); the line becomes the parent of the next. */
static void tail(struct gen *g, struct sess *s)
{
	uuid(&s->r, s->parent);
	PUTS(g, ",\"uuid\":");
	put_q(g, s->parent);
	PUTS(g, ",\"timestamp\":");
	put_ts(g, s->t);
	if (s->replay)
		g->cases[K_replayed_line]++;
}

static void user_begin(struct gen *g, struct sess *s)
{
	tick(s, 200, 20000);
	envelope(g, s);
	PUTS(g, ",\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":");
}

/* After the content: extra fields (",\"isMeta\":true") and the tail. */
static void user_end(struct gen *g, struct sess *s, const char *extra)
{
	PUTS(g, "}");
	if (extra)
		put_cstr(g, extra);
	tail(g, s);
}

/* A user line whose content is one string. */
static void user_line(struct gen *g, struct sess *s, const struct sbuf *b, const char *extra)
{
	user_begin(g, s);
	put_sb(g, s, C_TEXT, b);
	user_end(g, s, extra);
	end_line(g);
}

/* A new assistant message: its id and request id (its lines share them). */
static void new_message(struct sess *s)
{
	b62_id(&s->r, s->msg_id, "msg_01", 22);
	b62_id(&s->r, s->req_id, "req_011C", 20);
}

static void asst_begin(struct gen *g, struct sess *s)
{
	tick(s, 300, 40000);
	envelope(g, s);
	PUTS(g, ",\"message\":{\"model\":");
	put_q(g, s->model);
	PUTS(g, ",\"id\":");
	put_q(g, s->msg_id);
	PUTS(g, ",\"type\":\"message\",\"role\":\"assistant\",\"content\":[");
}

static void asst_end(struct gen *g, struct sess *s, const char *extra)
{
	struct rng *r = &s->r;
	uint32_t cache = spread(r, 200, 150000);
	PUTS(g, "],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":");
	put_u64(g, spread(r, 1, 5000));
	PUTS(g, ",\"cache_creation_input_tokens\":");
	put_u64(g, cache);
	PUTS(g, ",\"cache_read_input_tokens\":");
	put_u64(g, spread(r, 1000, 200000));
	PUTS(g, ",\"cache_creation\":{\"ephemeral_5m_input_tokens\":");
	put_u64(g, cache);
	PUTS(g, ",\"ephemeral_1h_input_tokens\":0},\"output_tokens\":");
	put_u64(g, spread(r, 1, 4000));
	PUTS(g, ",\"service_tier\":\"standard\"}},\"requestId\":");
	put_q(g, s->req_id);
	PUTS(g, ",\"type\":\"assistant\"");
	if (extra)
		put_cstr(g, extra);
	tail(g, s);
	end_line(g);
}

/* An assistant line with one text block. */
static void asst_text(struct gen *g, struct sess *s, const struct sbuf *b, const char *extra)
{
	asst_begin(g, s);
	PUTS(g, "{\"type\":\"text\",\"text\":");
	put_sb(g, s, C_TEXT, b);
	PUTS(g, "}");
	asst_end(g, s, extra);
}

static void asst_thinking(struct gen *g, struct sess *s)
{
	struct sbuf *b = sb_reset(g, 0);
	prose(g, s, b, spread(&s->r, 10, 200));
	asst_begin(g, s);
	PUTS(g, "{\"type\":\"thinking\",\"thinking\":");
	put_sb(g, s, C_THINK, b);
	PUTS(g, ",\"signature\":");
	put_b64(g, &s->r, 4 * spread(&s->r, 80, 500), "Eu4JCkYICBgCKkA");
	PUTS(g, "}");
	asst_end(g, s, NULL);
	g->cases[K_thinking]++;
}

/* The opening of a tool_use line, up to the inside of its input object;
 * the tool's id goes to id. */
static void use_begin(struct gen *g, struct sess *s, const char *name, char id[40])
{
	b62_id(&s->r, id, "toolu_01", 22);
	asst_begin(g, s);
	PUTS(g, "{\"type\":\"tool_use\",\"id\":");
	put_q(g, id);
	PUTS(g, ",\"name\":");
	put_str(g, C_TOOL, name);
	PUTS(g, ",\"input\":{");
	g->cases[K_tool_use]++;
}

static void use_end(struct gen *g, struct sess *s)
{
	PUTS(g, "}}");
	asst_end(g, s, NULL);
	memcpy(s->tool_line, s->parent, sizeof s->parent);
}

/* An input field: ,"key": and a string of class tool. */
static void field(struct gen *g, struct sess *s, const char *key, const struct sbuf *b, bool first)
{
	if (!first)
		PUTS(g, ",");
	put_q(g, key);
	PUTS(g, ":");
	put_sb(g, s, C_TOOL, b);
}

/* The tool_result line: its opening, up to where its content goes. */
static void result_begin(struct gen *g, struct sess *s, const char *id)
{
	user_begin(g, s);
	PUTS(g, "[{\"tool_use_id\":");
	put_q(g, id);
	PUTS(g, ",\"type\":\"tool_result\",\"content\":");
}

/* After the content: is_error, the tail, then the toolUseResult copy goes. */
static void result_mid(struct gen *g, struct sess *s, bool is_error)
{
	if (is_error)
		PUTS(g, ",\"is_error\":true}]");
	else
		PUTS(g, ",\"is_error\":false}]");
	user_end(g, s, NULL);
	PUTS(g, ",\"toolUseResult\":");
	g->cases[K_tool_use_result]++;
}

static void result_end(struct gen *g, struct sess *s)
{
	PUTS(g, ",\"sourceToolAssistantUUID\":");
	put_q(g, s->tool_line);
	end_line(g);
}

/* A tool result that is one string, and its copy as toolUseResult: a
 * {stdout, stderr} object, or for an error "Error: …". */
static void result_string(struct gen *g, struct sess *s, const char *id, const struct sbuf *b, bool is_error)
{
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, b);
	result_mid(g, s, is_error);
	if (is_error) {
		struct sbuf *e = sb_reset(g, 4);
		sb_str(e, "Error: ");
		sb_put(e, b->p, b->len);
		put_sb(g, s, C_OTHER, e);
	} else {
		PUTS(g, "{\"stdout\":");
		put_sb(g, s, C_OTHER, b);
		PUTS(g, ",\"stderr\":\"\",\"interrupted\":false,\"isImage\":false}");
	}
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

/* ---------------------------------------------------------------- tools */

/* Variants a tool can be asked for (0: at random). */
enum {
	V_ANY,
	V_RG,	     /* Bash: rg over src */
	V_GREP,	     /* Bash: grep -rn over src */
	V_TESTS,     /* Bash: a test run with ANSI colours */
	V_RECALL,    /* Bash: memgrep, a recall event */
	V_REJECTED,  /* Bash: the user rejected the call */
	V_PERSISTED, /* Bash: output too large */
	V_PLAN,	     /* Read: docs/plan.md */
	V_NOTEBOOK,  /* Read: a notebook */
	V_IMAGE,     /* Read: a screenshot, an image block */
	V_NOT_READ,  /* Edit: <tool_use_error> */
};

/* A shell command into c and its output into o. */
static void bash_command(struct gen *g, struct sess *s, struct sbuf *c, struct sbuf *o, unsigned v)
{
	struct rng *r = &s->r;
	static const char *const tests[] = {"make test", "npm test -- --grep ", "pytest -q tests/ -k ",
					    "go test ./... -run ", "cargo test "};
	unsigned kind = v == V_RG ? 0 : v == V_GREP ? 1 : v == V_TESTS ? 2 : below(r, 6);
	if (kind == 0 || kind == 1) {
		sb_str(c, kind == 0 ? "rg -n \"" : "grep -rn \"");
		word(g, r, c);
		if (chance(r, 0.3)) {
			sb_str(c, "|");
			word(g, r, c);
		}
		sb_str(c, kind == 0 ? "\" src/" : "\" src/ --include=*.");
		if (kind == 1)
			sb_str(c, exts[s->project]);
		grep_lines(g, s, o, spread(r, 1, 40));
	} else if (kind == 2) {
		sb_str(c, tests[below(r, COUNT(tests))]);
		word(g, r, c);
		for (unsigned i = spread(r, 2, 40); i > 0 && !sb_full(o); i--) {
			bool ok = chance(r, 0.85);
			sb_str(o, ok ? "\x1b[32mPASS\x1b[0m " : "\x1b[31mFAIL\x1b[0m ");
			rel_path(g, s, o);
			sb_str(o, " > ");
			prose(g, s, o, between(r, 3, 9));
			sb_str(o, "\n");
		}
	} else if (kind == 3) {
		sb_str(c, chance(r, 0.5) ? "git status" : "git diff --stat");
		sb_str(o, "On branch main\nChanges not staged for commit:\n");
		for (unsigned i = spread(r, 1, 12); i > 0; i--) {
			sb_str(o, "\tmodified:   ");
			rel_path(g, s, o);
			sb_str(o, "\n");
		}
	} else if (kind == 4) {
		sb_str(c, "sed -n '1,120p' ");
		rel_path(g, s, c);
		code_file(g, s, o, NULL, spread(r, 10, 120), 1);
	} else {
		sb_str(c, "make 2>&1 | tail -40");
		for (unsigned i = spread(r, 1, 30); i > 0 && !sb_full(o); i--) {
			sb_str(o, "cc -O2 -Wall -c ");
			rel_path(g, s, o);
			if (chance(r, 0.2)) {
				sb_str(o, "\nwarning: ");
				prose(g, s, o, between(r, 4, 12));
			}
			sb_str(o, "\n");
		}
	}
}

static void tool_bash(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *c = sb_reset(g, 0), *o = sb_reset(g, 1), *d = sb_reset(g, 2);
	char id[40];
	bool err = false;
	if (v == V_RECALL) {
		sb_str(c, "memgrep -n 5 \"");
		word(g, &s->r, c);
		sb_str(c, "|");
		word(g, &s->r, c);
		sb_str(c, " ");
		word(g, &s->r, c);
		sb_str(c, "\"");
		sb_str(o, "[1/2] 3f2a9c1 \xe2\x80\xa2 2025-03-02 10:11 \xe2\x80\xa2 ~/code/shop \xe2\x80\xa2 "
			  "4 matches\n"
			  "  user       2025-03-02 10:09  ");
		prose(g, s, o, between(&s->r, 8, 30));
		g->cases[K_recall_event]++;
	} else {
		bash_command(g, s, c, o, v);
	}
	prose(g, s, d, between(&s->r, 3, 8));
	use_begin(g, s, "Bash", id);
	field(g, s, "command", c, true);
	field(g, s, "description", d, false);
	use_end(g, s);
	if (g->done)
		return;
	if (v == V_REJECTED || v == V_PERSISTED) {
		o = sb_reset(g, 1);
		expand(g, s, o, noise[v == V_REJECTED ? N_REJECTED : N_PERSISTED].text);
		err = v == V_REJECTED;
		g->cases[K_noise_block]++;
	} else if (chance(&s->r, 0.06)) {
		struct sbuf *e = sb_reset(g, 3);
		sb_str(e, "Exit code 1\n");
		sb_copy(e, o);
		o = e;
		err = true;
	}
	result_string(g, s, id, o, err);
}

/* A pasted or read image: an image block of base64 PNG data. */
static void image_block(struct gen *g, struct sess *s)
{
	size_t n = 4 * spread(&s->r, 2000, 60000);
	PUTS(g, "{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":");
	put_b64(g, &s->r, n, "iVBORw0KGgo");
	PUTS(g, "}}");
	g->cases[K_image]++;
}

static void tool_read_image(struct gen *g, struct sess *s, const char *id)
{
	result_begin(g, s, id);
	PUTS(g, "[");
	image_block(g, s);
	PUTS(g, "]");
	result_mid(g, s, false);
	PUTS(g, "{\"type\":\"image\",\"file\":{\"base64\":");
	put_b64(g, &s->r, 4 * spread(&s->r, 100, 1000), "iVBORw0KGgo");
	PUTS(g, ",\"type\":\"image/png\",\"originalSize\":");
	put_u64(g, spread(&s->r, 10000, 900000));
	PUTS(g, "}}");
	result_end(g, s);
	g->cases[K_tool_result_blocks]++;
}

static void tool_read(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *p = sb_reset(g, 0), *raw = sb_reset(g, 1), *num = sb_reset(g, 2);
	char id[40];
	abs_path(g, s, p,
		 v == V_PLAN	   ? "docs/plan.md"
		 : v == V_NOTEBOOK ? "notebooks/explore.ipynb"
		 : v == V_IMAGE	   ? "docs/screenshot.png"
				   : NULL);
	use_begin(g, s, "Read", id);
	field(g, s, "file_path", p, true);
	use_end(g, s);
	if (g->done)
		return;
	if (v == V_IMAGE) {
		tool_read_image(g, s, id);
		return;
	}
	unsigned n = code_file(g, s, raw, num, spread(&s->r, 5, 250), 1);
	if (chance(&s->r, 0.2)) {
		sb_str(num, "\n<system-reminder>\nWhenever you read a file, you should consider whether it "
			    "would be considered malware.\n</system-reminder>\n");
	}
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, num);
	result_mid(g, s, false);
	PUTS(g, "{\"type\":\"text\",\"file\":{\"filePath\":");
	put_sb(g, s, C_OTHER, p);
	PUTS(g, ",\"content\":");
	put_sb(g, s, C_OTHER, raw);
	PUTS(g, ",\"numLines\":");
	put_u64(g, n);
	PUTS(g, ",\"startLine\":1,\"totalLines\":");
	put_u64(g, n);
	PUTS(g, "}}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

/* The structuredPatch of an edit: old lines removed, new lines added (a
 * rough count of each is enough here). Uses scratch 4. */
static void put_patch(struct gen *g, struct sess *s, const struct sbuf *old, const struct sbuf *new,
		      unsigned at)
{
	PUTS(g, "[{\"oldStart\":");
	put_u64(g, at);
	PUTS(g, ",\"oldLines\":");
	put_u64(g, 1 + (uint64_t)(old->len ? memchr(old->p, '\n', old->len) != NULL : 0));
	PUTS(g, ",\"newStart\":");
	put_u64(g, at);
	PUTS(g, ",\"newLines\":");
	put_u64(g, 2);
	PUTS(g, ",\"lines\":[");
	const struct sbuf *parts[2] = {old, new};
	bool first = true;
	for (int k = 0; k < 2; k++) {
		const char *p = parts[k]->p, *end = p + parts[k]->len;
		while (p < end) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
			struct sbuf *l = sb_reset(g, 4);
			sb_put(l, k ? "+" : "-", 1);
			sb_put(l, p, n);
			if (!first)
				PUTS(g, ",");
			put_sb(g, s, C_OTHER, l);
			first = false;
			p += n + 1;
		}
	}
	PUTS(g, "]}]");
}

static void tool_edit(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *p = sb_reset(g, 0), *orig = sb_reset(g, 1), *old = sb_reset(g, 2), *new = sb_reset(g, 3);
	char id[40];
	abs_path(g, s, p, NULL);
	unsigned n = code_file(g, s, orig, NULL, spread(&s->r, 20, 400), 1);
	unsigned at = below(&s->r, n > 3 ? n - 3 : 1) + 1;
	code_file(g, s, old, NULL, between(&s->r, 1, 6), at);
	old->len -= old->len ? 1 : 0;
	sb_copy(new, old);
	sb_str(new, "\n");
	code_file(g, s, new, NULL, between(&s->r, 1, 8), at);
	new->len -= new->len ? 1 : 0;
	use_begin(g, s, "Edit", id);
	field(g, s, "file_path", p, true);
	field(g, s, "old_string", old, false);
	field(g, s, "new_string", new, false);
	PUTS(g, ",\"replace_all\":false");
	use_end(g, s);
	if (g->done)
		return;
	if (v == V_NOT_READ) {
		struct sbuf *e = sb_reset(g, 2);
		sb_str(e, noise[N_NOT_READ].text);
		result_string(g, s, id, e, true);
		g->cases[K_noise_block]++;
		return;
	}
	struct sbuf *out = sb_reset(g, 4);
	sb_str(out, "The file ");
	sb_copy(out, p);
	sb_str(out,
	       " has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n");
	code_file(g, s, NULL, out, between(&s->r, 4, 14), at);
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, out);
	result_mid(g, s, false);
	PUTS(g, "{\"filePath\":");
	put_sb(g, s, C_OTHER, p);
	PUTS(g, ",\"oldString\":");
	put_sb(g, s, C_OTHER, old);
	PUTS(g, ",\"newString\":");
	put_sb(g, s, C_OTHER, new);
	PUTS(g, ",\"originalFile\":");
	put_sb(g, s, C_OTHER, orig);
	PUTS(g, ",\"structuredPatch\":");
	put_patch(g, s, old, new, at);
	PUTS(g, ",\"userModified\":false,\"replaceAll\":false}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

static void tool_write(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *p = sb_reset(g, 0), *body = sb_reset(g, 1), *out = sb_reset(g, 2);
	char id[40];
	(void)v;
	abs_path(g, s, p, NULL);
	code_file(g, s, body, NULL, spread(&s->r, 5, 200), 1);
	use_begin(g, s, "Write", id);
	field(g, s, "file_path", p, true);
	field(g, s, "content", body, false);
	use_end(g, s);
	if (g->done)
		return;
	sb_str(out, "File created successfully at: ");
	sb_copy(out, p);
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, out);
	result_mid(g, s, false);
	PUTS(g, "{\"type\":\"create\",\"filePath\":");
	put_sb(g, s, C_OTHER, p);
	PUTS(g, ",\"content\":");
	put_sb(g, s, C_OTHER, body);
	PUTS(g, ",\"structuredPatch\":[],\"originalFile\":null}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

static void tool_grep(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *pat = sb_reset(g, 0), *path = sb_reset(g, 1), *mode = sb_reset(g, 2),
		    *o = sb_reset(g, 3);
	char id[40];
	(void)v;
	word(g, &s->r, pat);
	sb_str(path, "src");
	sb_str(mode, "content");
	unsigned n = grep_lines(g, s, o, spread(&s->r, 1, 80));
	use_begin(g, s, "Grep", id);
	field(g, s, "pattern", pat, true);
	field(g, s, "path", path, false);
	field(g, s, "output_mode", mode, false);
	PUTS(g, ",\"-n\":true");
	use_end(g, s);
	if (g->done)
		return;
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, o);
	result_mid(g, s, false);
	PUTS(g, "{\"mode\":\"content\",\"numFiles\":");
	put_u64(g, (n + 1) / 2);
	PUTS(g, ",\"filenames\":[],\"content\":");
	put_sb(g, s, C_OTHER, o);
	PUTS(g, ",\"numLines\":");
	put_u64(g, n);
	PUTS(g, "}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

static void tool_glob(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *pat = sb_reset(g, 0), *o = sb_reset(g, 1);
	char id[40];
	(void)v;
	sb_str(pat, "src/**/*.");
	sb_str(pat, exts[s->project]);
	unsigned n = spread(&s->r, 1, 40);
	for (unsigned i = 0; i < n; i++) {
		abs_path(g, s, o, NULL);
		sb_str(o, "\n");
	}
	if (o->len && o->p[o->len - 1] == '\n')
		o->len--;
	use_begin(g, s, "Glob", id);
	field(g, s, "pattern", pat, true);
	use_end(g, s);
	if (g->done)
		return;
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, o);
	result_mid(g, s, false);
	PUTS(g, "{\"filenames\":[");
	const char *p = o->p, *end = o->p + o->len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t k = nl ? (size_t)(nl - p) : (size_t)(end - p);
		put_str_mode(g, C_OTHER, p, k, ESC_RAW);
		p += k + 1;
		if (p < end)
			PUTS(g, ",");
	}
	PUTS(g, "],\"durationMs\":");
	put_u64(g, spread(&s->r, 5, 900));
	PUTS(g, ",\"numFiles\":");
	put_u64(g, n);
	PUTS(g, ",\"truncated\":false}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

/* A todo list, as TodoWrite's input and its copies. */
static void put_todos(struct gen *g, struct sess *s, enum cls cls, uint64_t seed, unsigned n)
{
	static const char *const status[] = {"completed", "in_progress", "pending"};
	struct rng keep = s->r;
	rng_seed(&s->r, seed);
	PUTS(g, "[");
	for (unsigned i = 0; i < n; i++) {
		struct sbuf *t = sb_reset(g, 4);
		prose(g, s, t, between(&s->r, 3, 9));
		put_cstr(g, i ? ",{\"content\":" : "{\"content\":");
		put_sb(g, s, cls, t);
		PUTS(g, ",\"status\":");
		put_str(g, cls, status[i < n / 2 ? 0 : i == n / 2 ? 1 : 2]);
		PUTS(g, ",\"activeForm\":");
		put_sb(g, s, cls, t);
		PUTS(g, "}");
	}
	PUTS(g, "]");
	s->r = keep;
}

static void tool_todo(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *o = sb_reset(g, 0);
	char id[40];
	uint64_t seed = rnd(&s->r);
	unsigned n = between(&s->r, 2, 8);
	(void)v;
	use_begin(g, s, "TodoWrite", id);
	PUTS(g, "\"todos\":");
	put_todos(g, s, C_TOOL, seed, n);
	use_end(g, s);
	if (g->done)
		return;
	sb_str(o, "Todos have been modified successfully. Ensure that you continue to use the todo list to "
		  "track your progress. Please proceed with the current tasks if applicable");
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, o);
	result_mid(g, s, false);
	PUTS(g, "{\"oldTodos\":[],\"newTodos\":");
	put_todos(g, s, C_OTHER, seed, n);
	PUTS(g, "}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

/* The prompt a Task gives its subagent, from the subagent's seed: the
 * parent's tool_use and the subagent's first line say the same. */
static void task_prompt(struct gen *g, struct sess *s, uint64_t seed, struct sbuf *b)
{
	struct rng keep = s->r;
	rng_seed(&s->r, seed);
	sb_str(b, "Investigate this for me. ");
	prose(g, s, b, spread(&s->r, 15, 120));
	s->r = keep;
}

static void tool_task(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *d = sb_reset(g, 0), *p = sb_reset(g, 1), *type = sb_reset(g, 2), *rep = sb_reset(g, 3);
	struct subagent sub = {.seed = rnd(&s->r), .t = s->t + 1000};
	char id[40];
	sub.old = v ? v == 2 : (s->feat & F_SUB_OLD) != 0;
	hex_id(&s->r, sub.id, sub.old ? 8 : 17);
	title(g, s, d);
	task_prompt(g, s, sub.seed, p);
	sb_str(type, "general-purpose");
	prose(g, s, rep, spread(&s->r, 30, 400));
	use_begin(g, s, "Task", id);
	field(g, s, "description", d, true);
	field(g, s, "prompt", p, false);
	field(g, s, "subagent_type", type, false);
	use_end(g, s);
	if (g->done)
		return;
	s->tasks++;
	if (!s->replay && !s->sidechain && s->nsub < MAXSUB)
		s->sub[s->nsub++] = sub;
	result_begin(g, s, id);
	PUTS(g, "[{\"type\":\"text\",\"text\":");
	put_sb(g, s, C_TOOL, rep);
	PUTS(g, "}]");
	result_mid(g, s, false);
	PUTS(g, "{\"status\":\"completed\",\"prompt\":");
	put_sb(g, s, C_OTHER, p);
	PUTS(g, ",\"agentId\":");
	put_q(g, sub.id);
	PUTS(g, ",\"content\":[{\"type\":\"text\",\"text\":");
	put_sb(g, s, C_OTHER, rep);
	PUTS(g, "}],\"totalDurationMs\":");
	put_u64(g, spread(&s->r, 2000, 300000));
	PUTS(g, ",\"totalTokens\":");
	put_u64(g, spread(&s->r, 1000, 90000));
	PUTS(g, ",\"totalToolUseCount\":");
	put_u64(g, spread(&s->r, 1, 40));
	PUTS(g, "}");
	result_end(g, s);
	g->cases[K_tool_result_blocks]++;
}

static void tool_notebook(struct gen *g, struct sess *s, unsigned v)
{
	struct sbuf *p = sb_reset(g, 0), *src = sb_reset(g, 1), *cell = sb_reset(g, 2), *o = sb_reset(g, 3);
	char id[40];
	(void)v;
	abs_path(g, s, p, "notebooks/explore.ipynb");
	code_file(g, s, src, NULL, spread(&s->r, 2, 30), 1);
	sb_str(cell, "cell-");
	sb_u64(cell, between(&s->r, 1, 40));
	use_begin(g, s, "NotebookEdit", id);
	field(g, s, "notebook_path", p, true);
	field(g, s, "cell_id", cell, false);
	field(g, s, "new_source", src, false);
	PUTS(g, ",\"edit_mode\":");
	put_str(g, C_TOOL, "replace");
	use_end(g, s);
	if (g->done)
		return;
	sb_str(o, "Updated cell ");
	sb_copy(o, cell);
	sb_str(o, " with ");
	sb_put(o, src->p, src->len < 60 ? src->len : 60);
	while (o->len && (o->p[o->len - 1] & 0xC0) == 0x80) /* whole characters only */
		o->len--;
	result_begin(g, s, id);
	put_sb(g, s, C_TOOL, o);
	result_mid(g, s, false);
	PUTS(g, "{\"new_source\":");
	put_sb(g, s, C_OTHER, src);
	PUTS(g, ",\"cell_id\":");
	put_sb(g, s, C_OTHER, cell);
	PUTS(g,
	     ",\"cell_type\":\"code\",\"language\":\"python\",\"edit_mode\":\"replace\",\"notebook_path\":");
	put_sb(g, s, C_OTHER, p);
	PUTS(g, "}");
	result_end(g, s);
	g->cases[K_tool_result_string]++;
}

typedef void tool_fn(struct gen *g, struct sess *s, unsigned v);
static const struct {
	tool_fn *fn;
	unsigned weight;
} tools[] = {
    {tool_bash, 34}, {tool_read, 26}, {tool_edit, 16}, {tool_grep, 6},	   {tool_glob, 4},
    {tool_write, 5}, {tool_todo, 6},  {tool_task, 3},  {tool_notebook, 1},
};

static void any_tool(struct gen *g, struct sess *s)
{
	unsigned total = 0, k = 0;
	for (size_t i = 0; i < COUNT(tools); i++)
		total += tools[i].weight;
	unsigned x = below(&s->r, total);
	while (x >= tools[k].weight)
		x -= tools[k++].weight;
	/* Only sessions planned with a subagent call Task (a few times at most). */
	if (tools[k].fn == tool_task &&
	    (s->sidechain || !(s->feat & (F_SUB_NEW | F_SUB_OLD)) || s->tasks >= 2))
		k = 0;
	unsigned v = V_ANY;
	if (tools[k].fn == tool_bash && chance(&s->r, 0.03))
		v = chance(&s->r, 0.5) ? V_REJECTED : V_PERSISTED;
	else if (tools[k].fn == tool_edit && chance(&s->r, 0.03))
		v = V_NOT_READ;
	else if (tools[k].fn == tool_read && chance(&s->r, 0.01))
		v = V_IMAGE;
	tools[k].fn(g, s, v);
}

/* ---------------------------------------------------------------- Claude Code turns */

/* Noise text k in its place. */
static void noise_line(struct gen *g, struct sess *s, unsigned k)
{
	struct sbuf *b = sb_reset(g, 0);
	expand(g, s, b, noise[k].text);
	switch (noise[k].where) {
	case W_META:
		user_line(g, s, b, ",\"isMeta\":true");
		g->cases[K_meta_line]++;
		break;
	case W_ASSISTANT:
		new_message(s);
		asst_text(g, s, b, ",\"isApiErrorMessage\":true");
		g->cases[K_api_error]++;
		break;
	case W_COMPACT:
		tick(s, 1000, 60000);
		envelope(g, s);
		PUTS(g, ",\"type\":\"system\",\"subtype\":\"compact_boundary\",\"content\":\"Conversation "
			"compacted\",\"isMeta\":false,\"level\":\"info\",\"compactMetadata\":{\"trigger\":"
			"\"auto\","
			"\"preTokens\":");
		put_u64(g, spread(&s->r, 100000, 180000));
		PUTS(g, "}");
		tail(g, s);
		end_line(g);
		g->cases[K_system_line]++;
		if (g->done)
			return;
		user_line(g, s, b, ",\"isVisibleInTranscriptOnly\":true,\"isCompactSummary\":true");
		g->cases[K_compact_summary]++;
		break;
	case W_RESULT:
		if (k == N_NOT_READ)
			tool_edit(g, s, V_NOT_READ);
		else
			tool_bash(g, s, k == N_REJECTED ? V_REJECTED : V_PERSISTED);
		return;
	default:
		user_line(g, s, b, NULL);
	}
	g->cases[K_noise_block]++;
}

/* A noise text for a user prompt: mostly system reminders. */
static unsigned user_noise(struct sess *s)
{
	if (chance(&s->r, 0.5))
		return below(&s->r, 2);
	unsigned k;
	do
		k = below(&s->r, NNOISE);
	while (noise[k].where != W_USER);
	return k;
}

/* memgrep's own text output, pasted back by the user. */
static void pasted_output(struct gen *g, struct sess *s, struct sbuf *b)
{
	sb_str(b, "[1/3] 3f2a9c1 \xe2\x80\xa2 2025-03-02 10:11 \xe2\x80\xa2 ~/code/");
	sb_str(b, projects[s->project]);
	sb_str(b, " \xe2\x80\xa2 4 matches\n  user       2025-03-02 10:09  ");
	prose(g, s, b, between(&s->r, 8, 30));
	g->cases[K_pasted_output]++;
}

/* The user's prompt: a request, a recall, a pasted memgrep result, a
 * short reply; a string, or blocks with a noise block or an image first. */
static void prompt(struct gen *g, struct sess *s, bool recall, bool image)
{
	struct rng *r = &s->r;
	struct sbuf *b = sb_reset(g, 0);
	static const char *const recalls[] = {
	    "Did you remember how we fixed the %W %W last time?", "memory search \"%W|%W %W\"",
	    "Can you do a memory recall of the %W %W work from last week?",
	    "Run memgrep \"%W %W\" and tell me what we decided about the %W."};
	static const char *const shorts[] = {"ok", "thanks", "yes", "go on", "do it", "looks good"};
	double roll = (double)(rnd(r) >> 11) * 0x1.0p-53;
	if (recall || roll < 0.04) {
		expand(g, s, b, recalls[below(r, COUNT(recalls))]);
		g->cases[K_recall_event]++;
	} else if (roll < 0.06) {
		pasted_output(g, s, b);
	} else if (roll < 0.12) {
		sb_str(b, shorts[below(r, COUNT(shorts))]);
	} else {
		prose(g, s, b, spread(r, 4, 160));
	}
	bool noisy = chance(r, 0.3);
	if (!noisy && !image && chance(r, 0.6)) {
		user_line(g, s, b, NULL);
		return;
	}
	struct sbuf *n = sb_reset(g, 1);
	if (noisy)
		expand(g, s, n, noise[user_noise(s)].text);
	user_begin(g, s);
	PUTS(g, "[");
	if (image) {
		image_block(g, s);
		PUTS(g, ",{\"type\":\"text\",\"text\":");
		put_str(g, C_TEXT, noise[N_IMAGE].text);
		PUTS(g, "},");
		g->cases[K_noise_block]++;
	}
	if (noisy) {
		PUTS(g, "{\"type\":\"text\",\"text\":");
		put_sb(g, s, C_TEXT, n);
		PUTS(g, "},");
		g->cases[K_noise_block]++;
	}
	PUTS(g, "{\"type\":\"text\",\"text\":");
	put_sb(g, s, C_TEXT, b);
	PUTS(g, "}]");
	user_end(g, s, NULL);
	end_line(g);
}

/* The snapshot Claude Code writes before each prompt. */
static void snapshot(struct gen *g, struct sess *s, unsigned tracked)
{
	char id[37];
	uuid(&s->r, id);
	PUTS(g, "{\"type\":\"file-history-snapshot\",\"messageId\":");
	put_q(g, id);
	PUTS(g, ",\"snapshot\":{\"messageId\":");
	put_q(g, id);
	PUTS(g, ",\"trackedFileBackups\":{");
	for (unsigned i = 0; i < tracked; i++) {
		struct sbuf *p = sb_reset(g, 0);
		char h[17];
		rel_path(g, s, p);
		hex_id(&s->r, h, 16);
		if (i)
			PUTS(g, ",");
		put_sb(g, s, C_OTHER, p);
		PUTS(g, ":{\"backupFileName\":\"");
		put_cstr(g, h);
		PUTS(g, "@v2\",\"version\":2,\"backupTime\":");
		put_ts(g, s->t);
		PUTS(g, "}");
	}
	PUTS(g, "},\"timestamp\":");
	put_ts(g, s->t);
	PUTS(g, "},\"isSnapshotUpdate\":false");
	end_line(g);
	g->cases[K_file_history_snapshot]++;
}

/* A hook's progress line, or an attachment. */
static void side_line(struct gen *g, struct sess *s, bool progress)
{
	envelope(g, s);
	if (progress) {
		PUTS(g, ",\"type\":\"progress\",\"data\":{\"type\":\"hook_progress\",\"hookEvent\":"
			"\"PostToolUse\",\"hookName\":\"PostToolUse:Edit\",\"command\":\"~/.claude/hooks/"
			"format.sh\"}");
		g->cases[K_progress_line]++;
	} else {
		PUTS(g, ",\"type\":\"attachment\",\"attachment\":{\"type\":\"plan_mode\",\"reminderType\":"
			"\"full\",\"isSubAgent\":false,\"planFilePath\":\"/home/dev/.claude/plans/plan.md\","
			"\"planExists\":false}");
	}
	tail(g, s);
	end_line(g);
}

/* An assistant step: maybe thinking, maybe text, maybe one tool call. */
static void step(struct gen *g, struct sess *s, bool last, bool recall)
{
	struct rng *r = &s->r;
	new_message(s);
	if (chance(r, 0.02)) {
		asst_thinking(g, s);
		if (g->done)
			return;
	}
	if (recall || last || chance(r, 0.5)) {
		struct sbuf *b = sb_reset(g, 0);
		if (recall)
			sb_str(b, "I'll search the memory for earlier work on this first. ");
		prose(g, s, b, spread(r, 5, last ? 300 : 120));
		asst_text(g, s, b, NULL);
		if (recall)
			g->cases[K_recall_event]++;
		if (g->done)
			return;
	}
	if (recall)
		tool_bash(g, s, V_RECALL);
	else if (!last || chance(r, 0.2))
		any_tool(g, s);
	if (!g->done && chance(r, 0.05))
		side_line(g, s, chance(r, 0.7));
	if (!g->done && chance(r, 0.005))
		noise_line(g, s, N_API_ERROR + below(r, 4)); /* an API error */
}

/* A slash command as Claude Code records it: an isMeta caveat, the
 * command, its output. */
static void slash_command(struct gen *g, struct sess *s)
{
	noise_line(g, s, N_CAVEAT);
	if (!g->done)
		noise_line(g, s, N_COMMAND_NAME + below(&s->r, 2));
	if (!g->done)
		noise_line(g, s, N_STDOUT);
}

/* Turn 0 of the showcase session: every noise text in its place, a
 * prompt with every required non-ASCII word in each escape style, thinking
 * and every tool and variant. */
static void showcase(struct gen *g, struct sess *s)
{
	static const char *const words[] = {
	    "Check the naïve données parser, the Привет greeting, the café menu and the 日本語 labels; and "
	    "the 🚀 emoji in the \"release\" notes.",
	    "The café and 日本語 pages still break the naïve données import, and Привет shows as question "
	    "marks.",
	    "Привет, 日本語 and café round-trip now; the naïve données check passes 🚀."};
	static const char odd[] = "Paths like C:\\Users\\dev\\src\\auth.c, a\ttab, a bell \a and a lone \xff "
				  "surrogate.";
	static const struct {
		tool_fn *fn;
		unsigned v;
	} calls[] = {{tool_bash, V_RG},	      {tool_bash, V_GREP},  {tool_bash, V_TESTS}, {tool_read, V_PLAN},
		     {tool_read, V_NOTEBOOK}, {tool_read, V_IMAGE}, {tool_read, V_ANY},	  {tool_edit, V_ANY},
		     {tool_grep, V_ANY},      {tool_glob, V_ANY},   {tool_write, V_ANY},  {tool_todo, V_ANY},
		     {tool_notebook, V_ANY}};
	for (unsigned k = 0; k < NNOISE && !g->done; k++)
		noise_line(g, s, k);
	if (g->done)
		return;
	pasted_output(g, s, sb_reset(g, 0));
	user_line(g, s, &g->sb[0], NULL);
	for (int i = 0; i < 2 && !g->done; i++)
		side_line(g, s, i);
	if (g->done)
		return;
	user_begin(g, s);
	PUTS(g, "[");
	for (int m = ESC_RAW; m <= ESC_UPPER; m++) {
		put_cstr(g, m ? ",{\"type\":\"text\",\"text\":" : "{\"type\":\"text\",\"text\":");
		put_str_mode(g, C_TEXT, words[m], strlen(words[m]), (enum esc)m);
		PUTS(g, "}");
	}
	PUTS(g, ",{\"type\":\"text\",\"text\":");
	put_str_mode(g, C_TEXT, odd, sizeof odd - 1, ESC_RAW);
	PUTS(g, "}]");
	user_end(g, s, NULL);
	end_line(g);
	new_message(s);
	for (unsigned i = 0; i < 2 && !g->done; i++)
		asst_thinking(g, s);
	for (size_t i = 0; i < COUNT(calls) && !g->done; i++)
		calls[i].fn(g, s, calls[i].v);
	if (!g->done)
		tool_task(g, s, s->feat & F_SUB_OLD ? 2 : 1);
}

static void claude_turn(struct gen *g, struct sess *s, unsigned k)
{
	struct rng *r = &s->r;
	turn_stream(s, k);
	tick(s, 20000, 3600000);
	if (!s->sidechain && chance(r, 0.6))
		snapshot(g, s, k < 6 ? k : 6);
	if (!g->done && k == 0 && (s->feat & F_SHOWCASE)) {
		showcase(g, s);
		return;
	}
	if (!g->done && chance(r, 0.03))
		slash_command(g, s);
	if (!g->done && chance(r, 0.01))
		noise_line(g, s, N_COMPACT);
	if (g->done)
		return;
	/* A recall event: the assistant searches memory, asked to or not. */
	bool recall = (k == 1 && (s->feat & F_RECALL)) || chance(r, 0.03);
	prompt(g, s, recall && chance(r, 0.5), (k == 0 && (s->feat & F_IMAGE)) || chance(r, 0.004));
	unsigned steps = spread(r, 1, 8);
	for (unsigned i = 0; i < steps && !g->done; i++)
		step(g, s, i + 1 == steps, recall && i == 0);
	/* A session planned with a subagent calls Task in its first turn. */
	if (!g->done && (s->feat & (F_SUB_NEW | F_SUB_OLD)) && !s->tasks && !s->sidechain) {
		new_message(s);
		tool_task(g, s, V_ANY);
	}
	if (!g->done && chance(r, 0.02))
		noise_line(g, s, N_INTERRUPTED + below(r, 2));
}

/* ---------------------------------------------------------------- Claude Code files */

static void claude_path(struct gen *g, struct sess *s, const char *sub, const char *name)
{
	snprintf(g->path, sizeof g->path, "%s/projects/-home-dev-code-%s/%s%s.jsonl", g->dir,
		 projects[s->project], sub, name);
}

/* The session-wide draws, from the session's own header stream. */
static void sess_init(struct sess *s, uint64_t seed, int project, uint64_t t0, unsigned feat)
{
	memset(s, 0, sizeof *s);
	s->seed = seed;
	s->project = project;
	s->t0 = s->t = t0;
	s->feat = feat;
	rng_seed(&s->r, sub_seed(seed, 0));
	s->version = versions[below(&s->r, COUNT(versions))];
	s->model = models[below(&s->r, COUNT(models))];
	s->branch = branches[below(&s->r, COUNT(branches))];
}

static void subagent_file(struct gen *g, const struct sess *parent, const struct subagent *sub)
{
	struct sess s;
	sess_init(&s, sub->seed, parent->project, sub->t, 0);
	memcpy(s.sid, parent->sid, sizeof s.sid);
	memcpy(s.agent, sub->id, sizeof s.agent);
	s.sidechain = true;
	char name[32];
	snprintf(name, sizeof name, "agent-%s", sub->id);
	if (sub->old) {
		claude_path(g, &s, "", name);
	} else {
		char dir[64];
		snprintf(dir, sizeof dir, "%s/subagents/", s.sid);
		claude_path(g, &s, dir, name);
	}
	file_open(g, true);
	g->subagents++;
	g->cases[sub->old ? K_subagent_old : K_subagent_new]++;
	struct sbuf *b = sb_reset(g, 0);
	task_prompt(g, &s, sub->seed, b);
	turn_stream(&s, 0);
	user_line(g, &s, b, NULL);
	unsigned steps = spread(&s.r, 1, 8);
	for (unsigned i = 0; i < steps && !g->done; i++)
		step(g, &s, i + 1 == steps, false);
	file_close(g);
}

static void title_line(struct gen *g, struct sess *s, const char *type, const char *key, enum kase kase)
{
	struct sbuf *b = sb_reset(g, 0);
	title(g, s, b);
	PUTS(g, "{\"type\":\"");
	put_cstr(g, type);
	PUTS(g, "\",\"");
	put_cstr(g, key);
	PUTS(g, "\":");
	put_sb(g, s, C_TEXT, b);
	if (kase == K_summary) {
		char leaf[37];
		uuid(&s->r, leaf);
		PUTS(g, ",\"leafUuid\":");
		put_q(g, leaf);
	} else {
		PUTS(g, ",\"sessionId\":");
		put_q(g, s->sid);
	}
	end_line(g);
	g->cases[kase]++;
}

/* Written once: a line cut short, as a crash leaves it. Draws nothing, so
 * a replay (which leaves it out) stays in step. */
static void broken_line(struct gen *g, struct sess *s, bool truncated)
{
	PUTS(g, "{\"parentUuid\":");
	put_q(g, s->parent[0] ? s->parent : s->sid);
	PUTS(g, ",\"isSidechain\":false,\"userType\":\"external\",\"sessionId\":");
	put_q(g, s->sid);
	PUTS(g, ",\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"Let me check the tok");
	if (!truncated)
		PUTS(g, "\n");
	g->lines++;
	if (g->written >= g->target)
		g->done = true;
	g->cases[truncated ? K_truncated_line : K_malformed_line]++;
}

/* The fork's opening: a queued recall prompt and memgrep's results. */
static void fork_opening(struct gen *g, struct sess *s)
{
	struct sbuf *b = sb_reset(g, 0);
	turn_stream(s, 1000);
	expand(g, s, b, "memory search \"%W|%W %W\" and summarise what you find");
	user_line(g, s, b, NULL);
	new_message(s);
	if (!g->done)
		tool_bash(g, s, V_RECALL);
	g->cases[K_recall_event]++;
}

static void queue_operation(struct gen *g, struct sess *s)
{
	PUTS(g, "{\"type\":\"queue-operation\",\"operation\":\"dequeue\",\"timestamp\":");
	put_ts(g, s->t);
	PUTS(g, ",\"sessionId\":");
	put_q(g, s->sid);
	end_line(g);
}

/* The first turns of an earlier session, as a resumed session repeats
 * them: the same uuids, texts and times, under this session's id. */
static void replay(struct gen *g, struct sess *s, const struct resume *from)
{
	struct sess old;
	sess_init(&old, from->seed, from->project, from->t0, from->feat);
	memcpy(old.sid, s->sid, sizeof old.sid);
	old.replay = true;
	unsigned k = between(&s->r, 1, 3);
	for (unsigned i = 0; i < k && i < from->turns && !g->done; i++)
		claude_turn(g, &old, i);
	memcpy(s->parent, old.parent, sizeof s->parent);
	if (old.t > s->t)
		s->t = old.t;
	g->cases[K_resumed_session]++;
}

static unsigned claude_turns(struct sess *s)
{
	if (s->feat & F_SHORT)
		return between(&s->r, 2, 4);
	return chance(&s->r, 0.4) ? between(&s->r, 1, 3) : spread(&s->r, 2, 24);
}

static void claude_session(struct gen *g, struct sess *s)
{
	unsigned turns = claude_turns(s);
	claude_path(g, s, "", s->sid);
	file_open(g, true);
	g->sessions++;
	if (s->feat & (F_HEADLESS | F_FORK))
		queue_operation(g, s); /* first: how headless runs are told apart */
	for (unsigned i = (s->feat & F_SUMMARY) ? between(&s->r, 1, 3) : 0; i > 0 && !g->done; i--)
		title_line(g, s, "summary", "summary", K_summary);
	g->cases[K_headless] += (s->feat & F_HEADLESS) != 0;
	g->cases[K_recall_fork] += (s->feat & F_FORK) != 0;
	if (!g->done && (s->feat & F_FORK))
		fork_opening(g, s);
	if (!g->done && (s->feat & F_RESUMED) && g->last_claude.ok)
		replay(g, s, &g->last_claude);
	for (unsigned i = 0; i < turns && !g->done; i++) {
		claude_turn(g, s, i);
		if (i == 0 && (s->feat & F_MALFORMED))
			broken_line(g, s, false);
	}
	turn_stream(s, 1001);
	if (!g->done && (s->feat & F_AI_TITLE))
		title_line(g, s, "ai-title", "aiTitle", K_ai_title);
	if (!g->done && (s->feat & F_CUSTOM_TITLE))
		title_line(g, s, "custom-title", "customTitle", K_custom_title);
	if (s->feat & F_TRUNCATED)
		broken_line(g, s, true);
	file_close(g);
	for (unsigned i = 0; i < s->nsub && !g->done; i++)
		subagent_file(g, s, &s->sub[i]);
	/* Forks and resumed sessions do not start their turns at t0 with no
	 * parent, so a replay of them would not match: they are not resumed. */
	if (!(s->feat & (F_FORK | F_RESUMED)))
		g->last_claude = (struct resume){true, s->seed, s->t0, s->feat, turns, s->project, ""};
}

/* ---------------------------------------------------------------- Codex rollouts */

static void cx_begin(struct gen *g, struct sess *s, const char *type)
{
	PUTS(g, "{\"timestamp\":");
	put_ts(g, s->t);
	PUTS(g, ",\"type\":\"");
	put_cstr(g, type);
	PUTS(g, "\",\"payload\":{");
	if (s->replay)
		g->cases[K_replayed_line]++;
}

static void cx_end(struct gen *g)
{
	PUTS(g, "}");
	end_line(g);
}

static void cx_meta(struct gen *g, struct sess *s, const char *id, uint64_t t)
{
	char commit[41];
	hex_id(&s->r, commit, 40);
	cx_begin(g, s, "session_meta");
	PUTS(g, "\"id\":");
	put_q(g, id);
	PUTS(g, ",\"timestamp\":");
	put_ts(g, t);
	PUTS(g, ",\"cwd\":\"/home/dev/code/");
	put_cstr(g, projects[s->project]);
	PUTS(g,
	     "\",\"originator\":\"codex_cli_rs\",\"cli_version\":\"0.36.0\",\"instructions\":null,\"git\":{"
	     "\"commit_hash\":");
	put_q(g, commit);
	PUTS(g, ",\"branch\":\"main\",\"repository_url\":\"git@github.com:dev/");
	put_cstr(g, projects[s->project]);
	PUTS(g, ".git\"}");
	cx_end(g);
}

/* A message item: a user's input_text blocks (pre, when not NULL, first)
 * or the assistant's output_text. */
static void cx_message(struct gen *g, struct sess *s, bool user, const struct sbuf *pre, const struct sbuf *b)
{
	const char *block =
	    user ? "{\"type\":\"input_text\",\"text\":" : "{\"type\":\"output_text\",\"text\":";
	cx_begin(g, s, "response_item");
	put_cstr(g, user ? "\"type\":\"message\",\"role\":\"user\",\"content\":["
			 : "\"type\":\"message\",\"role\":\"assistant\",\"content\":[");
	if (pre) {
		put_cstr(g, block);
		put_sb(g, s, C_OTHER, pre);
		PUTS(g, "},");
	}
	put_cstr(g, block);
	put_sb(g, s, C_OTHER, b);
	PUTS(g, "}]");
	cx_end(g);
}

/* An event_msg copy of a text: user_message, agent_message, agent_reasoning. */
static void cx_event(struct gen *g, struct sess *s, const char *type, const struct sbuf *b)
{
	cx_begin(g, s, "event_msg");
	PUTS(g, "\"type\":\"");
	put_cstr(g, type);
	put_cstr(g, strcmp(type, "agent_reasoning") ? "\",\"message\":" : "\",\"text\":");
	put_sb(g, s, C_OTHER, b);
	if (!strcmp(type, "user_message"))
		PUTS(g, ",\"kind\":\"plain\"");
	cx_end(g);
	g->cases[K_codex_event_msg]++;
}

static void cx_turn_context(struct gen *g, struct sess *s)
{
	cx_begin(g, s, "turn_context");
	PUTS(g, "\"cwd\":\"/home/dev/code/");
	put_cstr(g, projects[s->project]);
	PUTS(g, "\",\"approval_policy\":\"on-request\",\"sandbox_policy\":{\"mode\":\"workspace-write\","
		"\"network_access\":false,\"exclude_tmpdir_env_var\":false,\"exclude_slash_tmp\":false},"
		"\"model\":\"gpt-5-codex\",\"effort\":\"high\",\"summary\":\"auto\"");
	cx_end(g);
}

static void cx_reasoning(struct gen *g, struct sess *s)
{
	struct sbuf *b = sb_reset(g, 0);
	sb_str(b, "**");
	title(g, s, b);
	sb_str(b, "**\n\n");
	prose(g, s, b, spread(&s->r, 10, 90));
	cx_begin(g, s, "response_item");
	PUTS(g, "\"type\":\"reasoning\",\"summary\":[{\"type\":\"summary_text\",\"text\":");
	put_sb(g, s, C_OTHER, b);
	PUTS(g, "}],\"content\":null,\"encrypted_content\":");
	put_b64(g, &s->r, 4 * spread(&s->r, 200, 1500), "gAAAAABo");
	cx_end(g);
	g->cases[K_codex_reasoning]++;
	if (!g->done)
		cx_event(g, s, "agent_reasoning", b);
}

/* A call's arguments, JSON inside the JSON string: a shell command, a
 * patch or a plan. The output goes to o. */
static void cx_arguments(struct gen *g, struct sess *s, struct sbuf *a, struct sbuf *o, const char **name)
{
	struct sbuf *c = sb_reset(g, 2);
	unsigned kind = below(&s->r, 10);
	*name = kind < 9 ? "shell" : "update_plan";
	if (kind < 7) {
		bash_command(g, s, c, o, chance(&s->r, 0.3) ? V_RG : V_ANY);
		sb_str(a, "{\"command\":[\"bash\",\"-lc\",");
		sb_json(a, c->p, c->len);
	} else if (kind < 9) {
		sb_str(c, "*** Begin Patch\n*** Update File: ");
		rel_path(g, s, c);
		sb_str(c, "\n@@\n-");
		code_line(g, s, c);
		sb_str(c, "\n+");
		code_line(g, s, c);
		sb_str(c, "\n*** End Patch\n");
		sb_str(a, "{\"command\":[\"apply_patch\",");
		sb_json(a, c->p, c->len);
		sb_str(o, "Success. Updated the following files:\nM ");
		rel_path(g, s, o);
	} else {
		prose(g, s, c, between(&s->r, 4, 12));
		sb_str(a, "{\"explanation\":");
		sb_json(a, c->p, c->len);
		sb_str(a, ",\"plan\":[{\"step\":\"Reproduce the failing test\",\"status\":\"completed\"},"
			  "{\"step\":\"Fix the token refresh\",\"status\":\"in_progress\"}]}");
		sb_str(o, "Plan updated");
		return;
	}
	sb_str(a, "],\"workdir\":\"/home/dev/code/");
	sb_str(a, projects[s->project]);
	sb_str(a, "\",\"timeout_ms\":120000}");
	a->intl |= c->intl;
}

static void cx_call(struct gen *g, struct sess *s)
{
	struct sbuf *a = sb_reset(g, 0), *o = sb_reset(g, 1), *w = sb_reset(g, 3);
	const char *name;
	char id[40];
	cx_arguments(g, s, a, o, &name);
	b62_id(&s->r, id, "call_", 24);
	cx_begin(g, s, "response_item");
	PUTS(g, "\"type\":\"function_call\",\"name\":");
	put_q(g, name);
	PUTS(g, ",\"arguments\":");
	put_sb(g, s, C_OTHER, a);
	PUTS(g, ",\"call_id\":");
	put_q(g, id);
	cx_end(g);
	g->cases[K_codex_function_call]++;
	if (g->done)
		return;
	tick(s, 100, 30000);
	sb_str(w, "{\"output\":");
	sb_json(w, o->p, o->len);
	sb_str(w, ",\"metadata\":{\"exit_code\":0,\"duration_seconds\":0.");
	sb_u64(w, between(&s->r, 1, 9));
	sb_str(w, "}}");
	w->intl = o->intl;
	cx_begin(g, s, "response_item");
	PUTS(g, "\"type\":\"function_call_output\",\"call_id\":");
	put_q(g, id);
	PUTS(g, ",\"output\":");
	put_sb(g, s, C_OTHER, w);
	cx_end(g);
}

static void cx_tokens(struct gen *g, struct sess *s)
{
	cx_begin(g, s, "event_msg");
	PUTS(g, "\"type\":\"token_count\",\"info\":{\"total_token_usage\":{\"input_tokens\":");
	put_u64(g, spread(&s->r, 5000, 900000));
	PUTS(g, ",\"cached_input_tokens\":");
	put_u64(g, spread(&s->r, 1000, 800000));
	PUTS(g, ",\"output_tokens\":");
	put_u64(g, spread(&s->r, 100, 40000));
	PUTS(g, "},\"model_context_window\":272000}");
	cx_end(g);
	g->cases[K_codex_event_msg]++;
}

/* A Codex turn: the prompt (and its event copy), then steps of reasoning,
 * calls and their outputs, then the answer (its event copy first). */
static void codex_turn(struct gen *g, struct sess *s, unsigned k)
{
	struct sbuf *b = sb_reset(g, 4);
	turn_stream(s, k);
	tick(s, 20000, 3600000);
	if (chance(&s->r, 0.05)) {
		expand(g, s, b, "memory search \"%W|%W %W\"");
		g->cases[K_recall_event]++;
	} else {
		prose(g, s, b, spread(&s->r, 4, 120));
	}
	/* After an interrupted turn, the next prompt carries Codex's notice. */
	struct sbuf *pre = NULL;
	if (k > 0 && ((k == 1 && (s->feat & F_SHORT)) || chance(&s->r, 0.05))) {
		cx_begin(g, s, "event_msg");
		PUTS(g, "\"type\":\"turn_aborted\",\"reason\":\"interrupted\"");
		cx_end(g);
		g->cases[K_codex_event_msg]++;
		pre = sb_reset(g, 3);
		sb_str(
		    pre,
		    "<turn_aborted>\nThe user interrupted the previous turn on purpose. Any running unified "
		    "exec processes were terminated.\n</turn_aborted>");
		g->cases[K_noise_block]++;
	}
	if (!g->done)
		cx_message(g, s, true, pre, b);
	if (!g->done)
		cx_event(g, s, "user_message", b);
	if (!g->done)
		cx_turn_context(g, s);
	for (unsigned i = spread(&s->r, 1, 12); i > 0 && !g->done; i--) {
		tick(s, 500, 60000);
		if (chance(&s->r, 0.5))
			cx_reasoning(g, s);
		if (!g->done)
			cx_call(g, s);
		if (!g->done && chance(&s->r, 0.5))
			cx_tokens(g, s);
	}
	if (g->done)
		return;
	/* The answer's event copy comes first, as Codex writes it
	 * (docs/reference.md §8): a later copy would be a reply of its own. */
	b = sb_reset(g, 4);
	prose(g, s, b, spread(&s->r, 10, 300));
	cx_event(g, s, "agent_message", b);
	if (!g->done)
		cx_message(g, s, false, NULL, b);
}

/* The injected blocks a rollout opens with (noise to memgrep). */
static void codex_context(struct gen *g, struct sess *s)
{
	struct sbuf *b = sb_reset(g, 4);
	turn_stream(s, 999);
	sb_str(b, "<environment_context>\n  <cwd>/home/dev/code/");
	sb_str(b, projects[s->project]);
	sb_str(b, "</cwd>\n  <approval_policy>on-request</approval_policy>\n  <sandbox_mode>workspace-write"
		  "</sandbox_mode>\n  <network_access>restricted</network_access>\n  <shell>bash</shell>\n"
		  "</environment_context>");
	cx_message(g, s, true, NULL, b);
	g->cases[K_noise_block]++;
	/* Instructions: older Codex wraps them in <user_instructions>, newer
	 * ones head them "# AGENTS.md instructions for …". */
	for (int k = 0; k < 2 && !g->done; k++) {
		bool forced = (s->feat & F_SHORT) != 0;
		if (!forced && (k == 1 || !chance(&s->r, 0.5)))
			break;
		b = sb_reset(g, 4);
		if ((forced && k == 0) || (!forced && chance(&s->r, 0.5))) {
			sb_str(b, "<user_instructions>\n\n");
		} else {
			sb_str(b, "# AGENTS.md instructions for /home/dev/code/");
			sb_str(b, projects[s->project]);
			sb_str(b, "\n\n");
		}
		prose(g, s, b, spread(&s->r, 20, 120));
		cx_message(g, s, true, NULL, b);
		g->cases[K_noise_block]++;
	}
}

static void codex_rollout(struct gen *g, struct sess *s)
{
	char ts[25];
	fmt_ts(s->t, ts);
	snprintf(g->path, sizeof g->path,
		 "%s/codex/sessions/%.4s/%.2s/%.2s/rollout-%.10sT%.2s-%.2s-%.2s-%s.jsonl", g->dir, ts, ts + 5,
		 ts + 8, ts, ts + 11, ts + 14, ts + 17, s->sid);
	file_open(g, false);
	g->rollouts++;
	g->cases[K_codex_rollout]++;
	cx_meta(g, s, s->sid, s->t);
	unsigned turns = (s->feat & F_SHORT) ? between(&s->r, 2, 3) : spread(&s->r, 1, 20);
	const struct resume *from = &g->last_codex;
	if (!g->done && (s->feat & F_RESUMED) && from->ok) {
		struct sess old;
		sess_init(&old, from->seed, from->project, from->t0, F_CODEX);
		old.replay = true;
		cx_meta(g, &old, from->sid, from->t0);
		codex_context(g, &old);
		for (unsigned i = 0; i < from->turns && !g->done; i++)
			codex_turn(g, &old, i);
		g->cases[K_codex_resumed]++;
	}
	codex_context(g, s);
	for (unsigned i = 0; i < turns && !g->done; i++)
		codex_turn(g, s, i);
	file_close(g);
	if (!(s->feat & F_RESUMED)) {
		g->last_codex = (struct resume){true, s->seed, s->t0, s->feat, turns, s->project, ""};
		memcpy(g->last_codex.sid, s->sid, sizeof s->sid);
	}
}

/* The blocks Codex CLI writes into user messages that the turns above do
 * not (docs/noise-markers.md), one message each: one more rollout, written
 * once the corpus is full, so that every session before it keeps its bytes
 * and times; its messages are all noise, so no search counts them. */
static void codex_blocks(struct gen *g)
{
	static const char *const blocks[] = {
	    "<user_shell_command>\n<command>\nls -la\n</command>\n<result>\nExit code: 0\nOutput:\n"
	    "Makefile\nsrc\n</result>\n</user_shell_command>",
	    "<user_action>\n  <context>User initiated a review task. Here's the full review output from "
	    "reviewer model. User may select one or more comments to resolve.</context>\n  "
	    "<action>review</action>\n  <results>\n  No findings.\n  </results>\n</user_action>",
	    "<skill>\n<name>changelog</name>\n<path>/home/dev/.codex/skills/changelog/SKILL.md</path>\n"
	    "Keep each entry to one line.\n</skill>",
	    "<subagent_notification>\n{\"agent_id\":\"a1\",\"status\":\"completed\"}\n"
	    "</subagent_notification>",
	    "<additional_context>\n<title>Context from my editor</title>\n</additional_context>",
	};
	struct sess s;
	sess_init(&s, rnd(&g->r), 0, EPOCH2025 + YEAR_MS / 100 * 97, F_CODEX | F_SHORT);
	uuid(&g->r, s.sid);
	char ts[25];
	fmt_ts(s.t, ts);
	snprintf(g->path, sizeof g->path,
		 "%s/codex/sessions/%.4s/%.2s/%.2s/rollout-%.10sT%.2s-%.2s-%.2s-%s.jsonl", g->dir, ts, ts + 5,
		 ts + 8, ts, ts + 11, ts + 14, ts + 17, s.sid);
	file_open(g, false);
	g->rollouts++;
	g->cases[K_codex_rollout]++;
	cx_meta(g, &s, s.sid, s.t);
	for (size_t i = 0; i < COUNT(blocks); i++) {
		tick(&s, 20000, 600000);
		struct sbuf *b = sb_reset(g, 4);
		sb_str(b, blocks[i]);
		cx_message(g, &s, true, NULL, b);
		g->cases[K_noise_block]++;
	}
	file_close(g);
}

/* ---------------------------------------------------------------- the corpus */

/* The features of unit i: forced[] first, then drawn. */
static unsigned plan(struct gen *g, uint64_t i)
{
	struct rng *r = &g->r;
	unsigned f = 0;
	if (i < COUNT(forced))
		f = forced[i];
	else if (chance(r, 0.07))
		f = F_CODEX | (chance(r, 0.1) ? F_RESUMED : 0);
	else {
		double x = (double)(rnd(r) >> 11) * 0x1.0p-53;
		f |= x < 0.03 ? F_FORK : x < 0.15 ? F_HEADLESS : 0;
		f |= chance(r, 0.06) ? F_RESUMED : 0;
		f |= chance(r, 0.1) ? F_SUB_NEW : chance(r, 0.04) ? F_SUB_OLD : 0;
		f |= chance(r, 0.1) ? F_SUMMARY : 0;
		f |= chance(r, 0.4) ? F_AI_TITLE : 0;
		f |= chance(r, 0.05) ? F_CUSTOM_TITLE : 0;
		f |= chance(r, 0.01) ? F_MALFORMED : 0;
		f |= chance(r, 0.01) ? F_TRUNCATED : 0;
		f |= chance(r, 0.02) ? F_IMAGE : 0;
	}
	if (!g->codex && (f & F_CODEX))
		f = F_SHORT;
	return f;
}

static void unit(struct gen *g, uint64_t i)
{
	struct sess s;
	unsigned f = plan(g, i);
	uint64_t seed = rnd(&g->r);
	int project = (int)below(&g->r, NPROJECTS);
	if (chance(&g->r, 0.5))
		project = (int)below(&g->r, (uint32_t)project + 1); /* the first ones busier */
	/* Sessions are spread over 2025 in the order they are written. */
	uint64_t t0 = EPOCH2025 + g->written * (YEAR_MS / 1000 * 96 / 100) / g->target * 1000;
	t0 += rnd(&g->r) % (6 * 3600 * 1000);
	const struct resume *from = (f & F_CODEX) ? &g->last_codex : &g->last_claude;
	if ((f & F_RESUMED) && from->ok)
		project = from->project;
	sess_init(&s, seed, project, t0, f);
	uuid(&g->r, s.sid);
	if (f & F_CODEX)
		codex_rollout(g, &s);
	else
		claude_session(g, &s);
}

static void init(struct gen *g)
{
	for (unsigned i = 0; i < NVOCAB; i++)
		g->vlen[i] = (uint8_t)strlen(vocab[i]);
	zipf_build(&g->z_vocab, NVOCAB);
	zipf_build(&g->z_noun, COUNT(nouns));
	zipf_build(&g->z_verb, COUNT(verbs));
	zipf_build(&g->z_adj, COUNT(adjectives));
	g->o.buf = malloc(OUT_CAP);
	/* The largest text, image or file content: a line holds a few of them,
	 * and the corpus may end one line past SIZE, so they stay small in a
	 * small corpus. */
	g->max_item = g->target / 100;
	if (g->max_item > SCRATCH)
		g->max_item = SCRATCH;
	if (g->max_item < 1024)
		g->max_item = 1024;
	for (int i = 0; i < NSCRATCH; i++) {
		g->sb[i].p = malloc(SCRATCH);
		g->sb[i].cap = g->max_item;
		if (!g->sb[i].p || !g->o.buf) {
			fputs("gen-history: out of memory\n", stderr);
			exit(1);
		}
	}
	/* Every buffer is touched once now, so that memory is the same for
	 * any SIZE (the test compares peak RSS at 2M and 200M). */
	memset(g->o.buf, 0, OUT_CAP);
	for (int i = 0; i < NSCRATCH; i++)
		memset(g->sb[i].p, 0, SCRATCH);
	rng_seed(&g->r, g->seed);
}

static void print_stats(const struct gen *g)
{
	uint64_t known = g->cls[C_TEXT] + g->cls[C_TOOL] + g->cls[C_THINK];
	uint64_t by[NCLS] = {g->cls[C_TEXT], g->cls[C_TOOL], g->cls[C_THINK],
			     g->claude_bytes > known ? g->claude_bytes - known : 0};
	fprintf(stderr, "gen-history: %s, seed %" PRIu64 "\n", g->dir, g->seed);
	fprintf(stderr, "  bytes %" PRIu64 " (claude %" PRIu64 ", codex %" PRIu64 ")\n", g->written,
		g->claude_bytes, g->codex_bytes);
	fprintf(stderr, "  files %" PRIu64 "\n  sessions %" PRIu64 "\n  subagents %" PRIu64 "\n", g->files,
		g->sessions, g->subagents);
	fprintf(stderr, "  rollouts %" PRIu64 "\n  lines %" PRIu64 "\n", g->rollouts, g->lines);
	fprintf(stderr, "  shares of the Claude Code bytes (the classes of tests/gen/shares.py):\n");
	for (int c = 0; c < NCLS; c++)
		fprintf(stderr, "  share %-8s %12" PRIu64 " %6.2f%%\n", cls_name[c], by[c],
			g->claude_bytes ? 100.0 * (double)by[c] / (double)g->claude_bytes : 0.0);
	fprintf(stderr, "  hard cases:\n");
	for (int k = 0; k < NCASES; k++)
		fprintf(stderr, "  case %-22s %" PRIu64 "\n", case_name[k], g->cases[k]);
}

static void usage_error(const char *msg, const char *arg)
{
	fprintf(stderr,
		"gen-history: %s%s%s (usage: gen-history --out DIR --size SIZE [--seed N] [--stats] "
		"[--no-codex])\n",
		msg, arg ? ": " : "", arg ? arg : "");
	exit(2);
}

/* SIZE: digits and an optional K, M or G (KiB units). */
static uint64_t parse_size(const char *s)
{
	char *end;
	errno = 0;
	if (*s < '0' || *s > '9')
		usage_error("--size takes a number with K, M or G, e.g. 200M", s);
	unsigned long long v = strtoull(s, &end, 10);
	int shift = 0;
	if (*end == 'K' || *end == 'k')
		shift = 10;
	else if (*end == 'M' || *end == 'm')
		shift = 20;
	else if (*end == 'G' || *end == 'g')
		shift = 30;
	if (errno || (shift && end[1]) || (!shift && *end) || v > (MAX_SIZE >> shift))
		usage_error("--size takes a number with K, M or G from 100K to 8G", s);
	v <<= shift;
	if (v < MIN_SIZE || v > MAX_SIZE)
		usage_error("--size must be from 100K to 8G", s);
	return v;
}

static void parse_args(struct gen *g, int argc, char **argv, bool *stats)
{
	static const struct option opts[] = {
	    {"out", required_argument, NULL, 'o'},  {"size", required_argument, NULL, 's'},
	    {"seed", required_argument, NULL, 'r'}, {"stats", no_argument, NULL, 't'},
	    {"no-codex", no_argument, NULL, 'n'},   {NULL, 0, NULL, 0},
	};
	int c;
	opterr = 0;
	g->seed = 1;
	g->codex = true;
	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		char *end;
		switch (c) {
		case 'o':
			g->dir = optarg;
			break;
		case 's':
			g->target = parse_size(optarg);
			break;
		case 'r':
			errno = 0;
			g->seed = strtoull(optarg, &end, 10);
			if (errno || *end || *optarg < '0' || *optarg > '9')
				usage_error("--seed takes a non-negative integer", optarg);
			break;
		case 't':
			*stats = true;
			break;
		case 'n':
			g->codex = false;
			break;
		default:
			usage_error("unknown option or missing value", argv[optind - 1]);
		}
	}
	if (optind < argc)
		usage_error("unexpected argument", argv[optind]);
	if (!g->dir || !*g->dir)
		usage_error("--out DIR is required", NULL);
	if (!g->target)
		usage_error("--size SIZE is required", NULL);
}

int main(int argc, char **argv)
{
	static struct gen g;
	bool stats = false;
	parse_args(&g, argc, argv, &stats);
	init(&g);
	snprintf(g.path, sizeof g.path, "%s/", g.dir);
	mkdirs(g.path);
	for (uint64_t i = 0; !g.done; i++)
		unit(&g, i);
	if (g.codex)
		codex_blocks(&g);
	if (stats)
		print_stats(&g);
	return 0;
}
