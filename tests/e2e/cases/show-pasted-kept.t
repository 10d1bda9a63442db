# memgrep show keeps what search drops as pasted memgrep output (and short
# messages): they are part of the conversation.
run: "$E2E_BIN" show -j 1 9a57 browse/pasted
--- stdout
session 9a57ed00-0000-4000-8000-000000000001
source:   claude
title:    Tell me about the pelican  (its first prompt)
project:  /home/dev/paste
time:     2025-05-10 08:00 – 2025-05-10 08:04, 5 messages
files:    browse/pasted/9a57ed00-0000-4000-8000-000000000001.jsonl
resume:   cd '/home/dev/paste' && claude --resume 9a57ed00-0000-4000-8000-000000000001

2025-05-10 08:00  user
    Tell me about the pelican

2025-05-10 08:01  user
    [1/2] 0199a1b2-2 • 2025-05-04 10:31 • /home/dev/harbor • 2 matches
      user       2025-05-04 10:30  the pelican paints the buoy

2025-05-10 08:02  user
    [1/1] 5e55c00 • 2025-05-03 07:01 • the pelican log

2025-05-10 08:03  user
    [1/1] 5e55c0 • six digits are no id: pelican

2025-05-10 08:04  user
    [1/1] 5e55c00x • a letter after seven: pelican
--- stderr
