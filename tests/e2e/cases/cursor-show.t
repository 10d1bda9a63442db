# docs/reference.md §2, Cursor: show prints the conversation, the resumed
# turn (in the same file) after the first, its subagent's transcript after
# its own (each message marked), and the command that resumes it,
# cursor-agent --resume ID in its project.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
run: "$E2E_BIN" show 6c0f -j 1 --tools --thinking
--- stdout
session 6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f
source:   cursor
title:    Run echo hello, then say galingale about les données  (its first prompt)
project:  /tmp/memgrep-record/cursor/données
time:     2026-11-29 10:10 – 2026-11-29 10:10, 7 messages, 1 tool, 1 thinking
files:    $T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl
          $T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/subagents/9f8e7d6c-5b4a-4321-8fed-cba987654321.jsonl
resume:   cd '/tmp/memgrep-record/cursor/données' && cursor-agent --resume 6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f

2026-11-29 10:10  user
    Run echo hello, then say galingale about les données

2026-11-29 10:10  assistant
    I will run it.

2026-11-29 10:10  tool
    Shell
    echo hello
    Print hello quoddity

2026-11-29 10:10  assistant
    galingale answer 1 — données reçues

2026-11-29 10:10  user
    Again for sorrelwind, in 日本語 please

2026-11-29 10:10  thinking
    The user wants larkspurio in Japanese.

2026-11-29 10:10  assistant
    sorrelwind answer 2: 日本語のデータ

2026-11-29 10:10  user  [subagent 9f8e7d6c-5b4a-4321-8fed-cba987654321]
    Look for galingale in the subagent

2026-11-29 10:10  assistant  [subagent 9f8e7d6c-5b4a-4321-8fed-cba987654321]
    Subagent galingale answer 3
--- stderr
--- check
memgrep --resume sorrelwind | grep -qxF "  resume: cd '/tmp/memgrep-record/cursor/données' && cursor-agent --resume 6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f"
