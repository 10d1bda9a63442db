# memgrep show of a Gemini CLI session (fixtures recorded by Gemini CLI's own
# chat recorder): the 0.36 document session-…-4d5e6f70.json and the .jsonl
# that a later version resumed it in, which starts with copies of its
# messages (the same ids): both files listed, each copied message once; the
# thoughts and the tool call one line each; the summary (the title) in the
# header; `gemini --resume` in the project from .project_root.
# Issue 28 point 3: both files' summary (the title) is one session's title
# line twice: only the deciding file's is a message (8 messages are now 7),
# and it is printed in the header only.
env: HOME=$FIX/gemini/home
run: "$E2E_BIN" show -j 1 4d5e
--- stdout
session 4d5e6f70-4444-4aaa-8bbb-000000000004
source:   gemini
title:    Explain the old lighthouse build
project:  /home/dev/legacy
time:     2025-05-20 16:00 – 2025-06-05 10:00, 5 messages, 1 tool, 1 thinking
files:    $FIX/gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
          $FIX/gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.jsonl
resume:   cd '/home/dev/legacy' && gemini --resume 4d5e6f70-4444-4aaa-8bbb-000000000004

2025-05-20 16:00  user
    Explain the lighthouse build on this old branch.

2025-05-20 16:00  thinking  Old build The makefile calls the puffin script.

2025-05-20 16:00  assistant
    The lighthouse build runs make, then the puffin script. Ça marche.

2025-05-20 16:00  tool  run_shell_command make -n lighthouse cc -o lighthouse main.c puffin.o

2025-06-05 10:00  user
    Resumed: does the lighthouse build still need puffin?

2025-06-05 10:00  assistant
    No: the resumed lighthouse build dropped puffin.
--- stderr
