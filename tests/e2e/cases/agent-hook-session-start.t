# docs/agent/hooks/session-start.sh, Claude Code's SessionStart hook: fed
# the hook's JSON input (its session_id, as Claude Code's hooks reference
# lists the fields), it appends `export CLAUDE_SESSION_ID=ID` to
# $CLAUDE_ENV_FILE; an id that is not letters, digits and '-' is not
# written, nor anything without the file's variable; it always exits 0.
cwd: $T
run: H=$FIX/../../../docs/agent/hooks/session-start.sh; printf '%s\n' 'export A=1' > env; printf '{"session_id":"40fbe1a6-6873-499f-bd8d-1b50ca435435","transcript_path":"/h/.claude/projects/-p/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl","cwd":"/p","hook_event_name":"SessionStart","source":"startup"}' | CLAUDE_ENV_FILE=$T/env sh "$H" && printf '{"session_id":"x; rm -rf /","hook_event_name":"SessionStart"}' | CLAUDE_ENV_FILE=$T/env sh "$H" && printf '{"session_id":"abc"}' | env -u CLAUDE_ENV_FILE sh "$H" && cat env && . ./env && echo "sourced: $CLAUDE_SESSION_ID"
--- stdout
export A=1
export CLAUDE_SESSION_ID=40fbe1a6-6873-499f-bd8d-1b50ca435435
sourced: 40fbe1a6-6873-499f-bd8d-1b50ca435435
--- stderr
