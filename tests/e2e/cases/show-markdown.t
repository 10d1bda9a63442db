# memgrep show --format markdown: `# TITLE`, a bullet list (session, source,
# project, time and count, files, resume), then `## Kind · time` and the
# text of each message.
# Issue 28 point 3: the title line that names the session is printed in the
# header only, not again among the messages (docs/reference.md §11).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --format markdown 5e55c
--- stdout
# Tugboat's log

- **Session:** `5e55c000-0000-4000-8000-00000000000c`
- **Source:** claude
- **Project:** `/home/dev/it's here`
- **Time:** 2025-05-03 07:00 – 2025-05-03 07:01 (3 messages)
- **Files:** `$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl`
- **Resume:** `cd '/home/dev/it'\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c`

## User · 2025-05-03 07:00

Write the tugboat log

## Assistant · 2025-05-03 07:01

The tugboat log is written
--- stderr
