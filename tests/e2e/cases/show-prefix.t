# memgrep show PREFIX: 5e55b starts one session id of the default roots, so
# that session is shown. It has no title line: the title is its first real
# prompt (the isMeta line and the <command-name> block before it are noise),
# its first non-blank line trimmed and cut to 80 code points with …, marked
# "(its first prompt)". Its noise stays hidden; the message keeps its whole
# text, each non-empty line indented.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 5e55b
--- stdout
session 5e55b000-0000-4000-8000-00000000000b
source:   claude
title:    Check the mooring lines before the storm arrives tonight and report every fraye…  (its first prompt)
project:  /home/dev/harbor
time:     2025-05-02 08:01 – 2025-05-02 08:02, 2 messages
files:    $FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl
resume:   cd '/home/dev/harbor' && claude --resume 5e55b000-0000-4000-8000-00000000000b

2025-05-02 08:01  user


       Check the mooring lines before the storm arrives tonight and report every frayed rope to the harbor master
    then the second line

2025-05-02 08:02  assistant
    Two mooring lines are frayed
--- stderr
