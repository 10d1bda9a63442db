# Issue 28 point 8, docs/reference.md §1, §10: Gemini CLI 0.61.0 writes a
# subagent's chat as chats/<parent session id>/<its id>.jsonl
# (tests/recorded/README.md). The Gemini root's walk reads it, and its
# messages join the parent's session, as a Claude Code subagent's do: the
# subagent's prompt (kerfuffled) is a match of a7acbe2, whose title stays
# its own summary; no session 586edf8 of its own.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
args: kerfuffled
--- stdout
[1/1] a7acbe2 • 2026-11-29 02:43 • /tmp/memgrep-record/gemini/proj • 3 matches • Quixotry session summary 1
  user       2026-11-29 02:43  L3        Ask a subagent to run echo, then say kerfuffled
  user       2026-11-29 02:43  e3f1c0ff  Run echo hello and report kerfuffled
  assistant  2026-11-29 02:43  L10       kerfuffled answer 1
--- stderr
--- check
# sessions: one row for the parent, its 4 messages with the subagent's prompt.
"$E2E_BIN" sessions | grep -x '2026-11-29 02:43  a7acbe2  gemini     4  /tmp/memgrep-record/gemini/proj  Quixotry session summary 1'
if "$E2E_BIN" sessions | grep 586edf8; then exit 1; fi
