# docs/reference.md §12, keeping, §4.5: -c (as -l) lists files on disk, so
# it leaves the archived session out and says so on stderr, listing the
# others; memgrep index --no-keep turns keeping off: .keep removed, and its
# prune drops what was kept (counted as pruned); the session is gone after.
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 --keep | head -n 1; test -f "$T/index/.keep" && echo marked; rm "$T"/.claude/projects/-tmp-memgrep-record-claude-bash/*.jsonl; memgrep -c 'zorbulon|halyard'; "$E2E_BIN" index -j 1 --no-keep; test -e "$T/index/.keep" || echo unmarked; memgrep -q zorbulon; echo "exit $?"
--- stdout
keeping is on: the entries of session files are kept when the files are deleted, and searched as archived sessions (memgrep index --no-keep turns it off)
marked
$T/.claude/projects/-tmp-memgrep-record-claude-resume/5aba9b4f-beea-4e8f-aa90-a29e50a09266.jsonl:1
keeping is off: the entries of deleted session files are pruned
indexed 3 files (0.0 MB): 3 fresh, 0 grown, 0 made; 1 entry of deleted files pruned; the index holds 3 entries, 0.0 MB, in $T/index
unmarked
exit 1
--- stderr
memgrep: 1 archived session matched but is not listed: -l and -c list files on disk, and archived sessions' files were deleted (--format text or json shows it)
