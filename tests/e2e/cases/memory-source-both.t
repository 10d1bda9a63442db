# docs/reference.md §1, §9: --source claude,memory: the transcript sessions
# print first, then an empty line and the memory part with its total.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: mkdir -p "$HOME/.claude/projects/-home-dev-app" && cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" "$HOME/.claude/projects/-home-dev-app/"
cwd: $T/proj
args: --source claude,memory --color never retry
--- stdout
[1/1] a1b2c3d • 2025-03-01 09:01 • /home/dev/app • 2 matches • Upload client work
  user       2025-03-01 09:00  L1  Please add a retry loop to the upload client
  assistant  2025-03-01 09:01  L2  I added a retry loop with exponential backoff to upload.go

### $T/proj/.claude/memory/notes.md
**Line 3:** retry the upload three times

Found 1 matches across 1 files.
--- stderr
