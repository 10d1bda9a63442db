# Issue 28 point 8, docs/reference.md §1, §10: below the Gemini root the walk
# adds the subagents' chats, chats/<parent id>/*.jsonl, and still leaves out
# Gemini CLI's other files: logs.json, checkpoints, tool output, a .jsonl
# anywhere else (outside chats/, or a folder deeper). Each decoy holds a
# valid Gemini line saying zebrafinch; only the subagent chat is read.
setup: mkdir -p g && cp -r "$FIX/../../recorded/gemini-cli-0.61.0/.gemini" g/ && P=g/.gemini/tmp/proj && L='{"sessionId":"decoy","projectHash":"h","kind":"subagent"}' && M='{"id":"z1","timestamp":"2026-11-29T02:50:00.000Z","type":"user","content":"the zebrafinch decoy line"}' && mkdir -p $P/tool-outputs/session-x $P/other $P/chats/p1/deeper $P/chats/p2 && for f in $P/logs2.json $P/checkpoint-tag.json $P/tool-outputs/session-x/run_shell_command_1.txt $P/other/s.jsonl $P/chats/p1/deeper/s.jsonl; do printf '%s\n%s\n' "$L" "$M" > $f; done && printf '%s\n%s\n' "$L" "${M/decoy line/subagent chat}" > $P/chats/p2/c.jsonl
cwd: $T
env: GEMINI_HOME=$T/g/.gemini
args: -l zebrafinch
--- stdout
$T/g/.gemini/tmp/proj/chats/p2/c.jsonl
--- stderr
