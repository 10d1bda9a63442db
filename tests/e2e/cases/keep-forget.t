# docs/reference.md §12, keeping: memgrep index --stats counts the kept
# entries of deleted files as archived (and their bytes), says that the
# folder keeps; a search's daily prune with MEMGREP_KEEP=off (a setting for
# one run) drops none of them; --forget --older-than T drops only the
# sessions whose latest time is before T (the recorded bash session, last
# at 02:42:40, not the titles one, last at 02:42:43), and a search then
# finds only the other; --forget drops the rest. A bad T: one line, exit 2.
# (fresh/stale are not shown: a file copied by setup less than 20 ms before
# the index read it is not trusted yet, §12, and counts as stale.)
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 --keep >/dev/null; rm "$T"/.claude/projects/-tmp-memgrep-record-claude-bash/*.jsonl "$T"/.claude/projects/-tmp-memgrep-record-claude-titles/*.jsonl; "$E2E_BIN" index --stats | grep -E '^(entries|orphaned|archived|keeping) ' | sed 's/  [0-9.]* MB//'; touch -d '25 hours ago' "$T/index/.pruned"; MEMGREP_KEEP=off memgrep -q zorbulon; echo "exit $?"; "$E2E_BIN" index --stats --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["archived"], d["archived_bytes"] > 0, d["keeping"], d["orphaned"])'; "$E2E_BIN" index --forget --older-than 2026-11-29T02:42:42Z | sed 's/, [0-9.]* MB//'; memgrep 'zorbulon|moonquake' | grep '^\['; memgrep -l 'zorbulon|moonquake'; echo "exit $?"; "$E2E_BIN" index --forget --older-than someday; echo "exit $?"; "$E2E_BIN" index --forget --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["sessions"], d["entries"], d["left"])'; "$E2E_BIN" index --stats | grep '^archived'
--- stdout
entries     4
orphaned    0  their files are gone: removed by memgrep index, or a search once a day
archived    2  kept entries of deleted files, searched as archived sessions
keeping     on (the folder's .keep; memgrep index --no-keep turns it off)
exit 1
2 True True 0
forgot 1 archived session (1 entry); 1 left, in $T/index
[1/1] 0397849 • 2026-11-29 02:42 • /tmp/memgrep-record/claude/titles • 1 match • archived • Quillfeather renamed by hand nightjar
exit 1
exit 2
1 1 0
archived    0  0.0 MB  kept entries of deleted files, searched as archived sessions
--- stderr
memgrep: 1 archived session matched but is not listed: -l and -c list files on disk, and archived sessions' files were deleted (--format text or json shows it)
memgrep: --older-than: 'someday' is not a date (YYYY-MM-DD), a date-time, an age (30m, 12h, 7d, 2w, 6mo, 1y), today or yesterday
