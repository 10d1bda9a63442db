# Issue 30: memgrep sessions lists the recorded Qwen Code session (its id,
# its project from the records' cwd, its first prompt as the title, its
# time); show prints its conversation with its resume command.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" show -j 1 --tools --thinking 85892941
--- stdout
2026-11-29 11:33  8589294  qwen       4  /tmp/memgrep-record/qwen/proj  Run echo hello, then say tatterdemalion: données, 日本語
session 85892941-7fe7-4821-bda4-fbff73c40ba9
source:   qwen
title:    Run echo hello, then say tatterdemalion: données, 日本語  (its first prompt)
project:  /tmp/memgrep-record/qwen/proj
time:     2026-11-29 11:33 – 2026-11-29 11:33, 10 messages
files:    $FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/85892941-7fe7-4821-bda4-fbff73c40ba9.jsonl
resume:   cd '/tmp/memgrep-record/qwen/proj' && qwen --resume 85892941-7fe7-4821-bda4-fbff73c40ba9

2026-11-29 11:33  user
    Run echo hello, then say tatterdemalion: données, 日本語

2026-11-29 11:33  thinking
    bumbershoot reasoning 1

2026-11-29 11:33  tool
    run_shell_command
    echo hello

2026-11-29 11:33  tool
    Command: echo hello
    Directory: (root)
    Output: hello
    Error: (none)
    Exit Code: 0
    Signal: (none)
    Process Group PGID: (none)

2026-11-29 11:33  thinking
    bumbershoot reasoning 1

2026-11-29 11:33  assistant
    tatterdemalion answer 1

2026-11-29 11:33  user
    Run echo again, then say hobbledehoy: naïve café

2026-11-29 11:33  tool
    run_shell_command
    echo hello

2026-11-29 11:33  tool
    Command: echo hello
    Directory: (root)
    Output: hello
    Error: (none)
    Exit Code: 0
    Signal: (none)
    Process Group PGID: (none)

2026-11-29 11:33  assistant
    hobbledehoy answer 2
--- stderr
