# memgrep show --tools --thinking of a Gemini CLI session: the thoughts
# (subject and description, one a line) and the tool calls (name, args, the
# result) in full, as kinds thinking and tool.
# Issue 28 point 3: the title line that names the session is printed in the
# header only, not again among the messages (docs/reference.md §11).
env: HOME=$FIX/gemini/home
run: "$E2E_BIN" show -j 1 --tools --thinking 1a2b3c4d
--- stdout
session 1a2b3c4d-1111-4aaa-8bbb-000000000001
source:   gemini
title:    Fix the lighthouse parser on empty frames
project:  /home/dev/harbor
time:     2025-06-02 09:00 – 2025-06-02 09:10, 7 messages, 2 tool, 1 thinking
files:    $FIX/gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
resume:   cd '/home/dev/harbor' && gemini --resume 1a2b3c4d-1111-4aaa-8bbb-000000000001

2025-06-02 09:00  user
    Why does the lighthouse parser drop empty frames?

2025-06-02 09:00  thinking
    Reading the parser
    The lighthouse frame loop skips zero-length payloads.
    Check the albatross fixture next.

2025-06-02 09:00  assistant
    The lighthouse parser returns early on an empty frame; I will read it.

2025-06-02 09:00  tool
    read_file
    /home/dev/harbor/src/parse.c
    200
    static int parse_frame(void) { /* pelican */ }

2025-06-02 09:05  user
    Run the tests, and say it in French: café crème, naïve façade, 東京 🚀

2025-06-02 09:05  assistant
    Les tests passent : café crème, naïve façade, 東京 🚀

2025-06-02 09:05  tool
    run_shell_command
    make check
    .
    false
    osprey: 12 passed, 0 failed

2025-06-02 09:10  user
    Which cache should the frames use?

2025-06-02 09:10  assistant
    Final: use the wombat cache for frames.
--- stderr
