# Issue 28 point 3, on the session Claude Code 2.1.197 wrote itself
# (tests/recorded/README.md): three ai-title lines "Moonquake title 1..3"
# and a custom-title "Quillfeather renamed by hand nightjar". Of a
# session's ai-title and custom-title lines only the latest of each is a
# message (docs/reference.md §2): moonquake finds 1 match, the latest
# ai-title, with the index and without it, whole and read in parts; a
# word of the custom title finds it once.
cwd: $FIX/../../recorded/claude-code-2.1.197/.claude/projects
run: memgrep moonquake ./-tmp-memgrep-record-claude-titles; memgrep --no-index -c moonquake ./-tmp-memgrep-record-claude-titles; memgrep -j 4 --part-size 2000 --no-index -c moonquake ./-tmp-memgrep-record-claude-titles; memgrep nightjar ./-tmp-memgrep-record-claude-titles
--- stdout
[1/1] 0397849 • 2026-11-29 02:42 • /tmp/memgrep-record/claude/titles • 1 match • Quillfeather renamed by hand nightjar
  summary    2026-11-29 02:42  L21  Moonquake title 3
./-tmp-memgrep-record-claude-titles/03978490-7ad0-43c3-8f0e-6379f045c7ae.jsonl:1
./-tmp-memgrep-record-claude-titles/03978490-7ad0-43c3-8f0e-6379f045c7ae.jsonl:1
[1/1] 0397849 • 2026-11-29 02:42 • /tmp/memgrep-record/claude/titles • 1 match • Quillfeather renamed by hand nightjar
  summary    2026-11-29 02:42  L24  Quillfeather renamed by hand nightjar
--- stderr
