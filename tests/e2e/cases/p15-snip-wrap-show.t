# docs/reference.md §4.5 and §11.2, issue 15 point 12: show on a terminal
# of 50 columns (PAGER=cat: straight to it): header values hang under the
# values (10), message text under its indent (4); a path with no space is
# cut where the line ends. (A relative PATH keeps the file's name the same
# wherever the tests run.)
env: NO_COLOR=1
env: PAGER=cat
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "stty cols 50; '$E2E_BIN' show -j 1 5e55b browse/home/.claude/projects" /dev/null | tr -d '\r'
--- stdout
session 5e55b000-0000-4000-8000-00000000000b
source:   claude
title:    Check the mooring lines before the storm
          arrives tonight and report every fraye…
          (its first prompt)
project:  /home/dev/harbor
time:     2025-05-02 08:01 – 2025-05-02 08:02, 2
          messages
files:    browse/home/.claude/projects/-home-dev-h
          arbor/5e55b000-0000-4000-8000-0000000000
          0b.jsonl
resume:   cd '/home/dev/harbor' && claude --resume
          5e55b000-0000-4000-8000-00000000000b

2025-05-02 08:01  user


       Check the mooring lines before the storm
    arrives tonight and report every frayed rope
    to the harbor master
    then the second line

2025-05-02 08:02  assistant
    Two mooring lines are frayed
