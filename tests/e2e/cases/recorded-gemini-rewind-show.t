# Issue 28 point 8, docs/reference.md §10, §11.2: show of the rewound session
# prints what Gemini CLI would resume: the turns before the rewound prompt
# and after the rewind, without lollygag's turn (its prompt, tool call and
# `wobbegong answer 2`) nor the checkpoint's copies.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
run: "$E2E_BIN" show -j 1 50179fa7
--- stdout
session 50179fa7-b8cb-427d-993c-61f8ce038efe
source:   gemini
title:    Run echo hello, then say wobbegong  (its first prompt)
project:  /tmp/memgrep-record/gemini/proj
time:     2026-11-29 02:43 – 2026-11-29 02:43, 4 messages, 2 tool
files:    $FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/session-2026-11-29T02-43-50179fa7.jsonl
resume:   cd '/tmp/memgrep-record/gemini/proj' && gemini --resume 50179fa7-b8cb-427d-993c-61f8ce038efe

2026-11-29 02:43  user
    Run echo hello, then say wobbegong

2026-11-29 02:43  tool  run_shell_command echo hello <untrusted_context> Output: hello Process Group PGID: 19892 </untruste…

2026-11-29 02:43  assistant
    wobbegong answer 1

2026-11-29 02:43  user
    Third prompt, after the rewind: brisance

2026-11-29 02:43  tool  run_shell_command echo hello <untrusted_context> Output: hello Process Group PGID: 20918 </untruste…

2026-11-29 02:43  assistant
    wobbegong answer 3
--- stderr
