# Issue 30: memgrep sessions lists the recorded Qwen Code session (its id,
# its project from the records' cwd, its title from /rename, its time);
# show prints its conversation with its resume command.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" show -j 1 --tools --thinking ca4bb773
--- stdout
2026-11-29 11:53  ca4bb77  qwen       7  /tmp/memgrep-record/qwen/proj  Skedaddle title
session ca4bb773-8e75-4310-ab58-292eb009942a
source:   qwen
title:    Skedaddle title
project:  /tmp/memgrep-record/qwen/proj
time:     2026-11-29 11:52 – 2026-11-29 11:53, 7 messages, 6 tool, 2 thinking
files:    $FIX/../../recorded/qwen-code-0.24.4/.qwen/projects/-tmp-memgrep-record-qwen-proj/chats/ca4bb773-8e75-4310-ab58-292eb009942a.jsonl
resume:   cd '/tmp/memgrep-record/qwen/proj' && qwen --resume ca4bb773-8e75-4310-ab58-292eb009942a

2026-11-29 11:52  user
    Run echo hello, then say tatterdemalion: données, 日本語

2026-11-29 11:52  thinking
    bumbershoot reasoning 1

2026-11-29 11:52  tool
    run_shell_command
    echo hello

2026-11-29 11:52  tool
    Command: echo hello
    Directory: (root)
    Output: hello
    Error: (none)
    Exit Code: 0
    Signal: (none)
    Process Group PGID: (none)

2026-11-29 11:52  thinking
    bumbershoot reasoning 1

2026-11-29 11:52  assistant
    tatterdemalion answer 1

2026-11-29 11:52  user
    Run echo again, then say hobbledehoy: naïve café

2026-11-29 11:52  tool
    run_shell_command
    echo hello

2026-11-29 11:52  tool
    Command: echo hello
    Directory: (root)
    Output: hello
    Error: (none)
    Exit Code: 0
    Signal: (none)
    Process Group PGID: (none)

2026-11-29 11:52  assistant
    hobbledehoy answer 2

2026-11-29 11:52  user
    Typed in the terminal: flibbertigibbet

2026-11-29 11:53  tool
    run_shell_command
    echo hello

2026-11-29 11:53  tool
    Command: echo hello
    Directory: (root)
    Output: hello
    Error: (none)
    Exit Code: 0
    Signal: (none)
    Process Group PGID: 16883

2026-11-29 11:53  assistant
    flibbertigibbet answer 3
--- stderr
