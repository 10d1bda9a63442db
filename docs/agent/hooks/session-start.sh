#!/bin/sh
# memgrep's SessionStart hook for Claude Code: tells every later Bash
# call of the session which session it runs in, so that memgrep leaves it
# out by its id ($CLAUDE_SESSION_ID, docs/reference.md §4.1) rather than by
# finding it (the live-session rule).
#
# Claude Code runs it at a session's start, resume, /clear and compaction
# with the hook's JSON on stdin ({"session_id": "…", "transcript_path": …,
# "cwd": …, "hook_event_name": "SessionStart", "source": "startup"}) and,
# for SessionStart hooks, $CLAUDE_ENV_FILE: a file whose `export` lines
# Claude Code sources before each Bash command. The hook appends
#   export CLAUDE_SESSION_ID=<session_id>
# to it. It never fails a session's start: without the file, or without a
# session id made of letters, digits and '-', it writes nothing and exits 0.
# Install: settings.json beside it (docs/agent/hooks/settings.json).
input=$(cat)
[ -n "${CLAUDE_ENV_FILE:-}" ] || exit 0
id=$(printf '%s' "$input" | tr -d '\n' |
	sed -n 's/.*"session_id"[[:space:]]*:[[:space:]]*"\([A-Za-z0-9-]*\)".*/\1/p')
[ -n "$id" ] || exit 0
printf 'export CLAUDE_SESSION_ID=%s\n' "$id" >>"$CLAUDE_ENV_FILE" || true
exit 0
