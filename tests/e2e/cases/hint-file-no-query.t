# Issue 31 point 1, docs/reference.md §4.5: --file with no query that no
# tool call names: not `No results found for ""` and "try other words",
# but what was searched (the sample history's sessions) and that none
# names the file; with a --project that leaves out the sessions whose tool
# calls name it, the message names --file and the hint --project.
cwd: $FIX/../../..
env: CLAUDE_CONFIG_DIR=tests/sample
run: memgrep -q --file nonexistent.py; memgrep --file nonexistent.py 2>&1 | grep -v 'malformed line'; memgrep --project webapp --file client.rs 2>&1 | grep -v 'malformed line'
exit: 0
--- stdout
No results found: 8 sessions in 11 files of Claude Code transcripts (tests/sample/projects), none with a tool call that names nonexistent.py.
No results found for --file "client.rs" in Claude Code transcripts (tests/sample/projects).
Hint: try another --project (4 matching messages are in other projects; memgrep projects lists them)
--- stderr
