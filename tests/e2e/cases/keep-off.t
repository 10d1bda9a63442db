# docs/reference.md §12, keeping: off by default. Indexed without --keep,
# the recorded bash session deleted: a search does not find it (exit 1,
# the usual no-result message: nothing was kept), and MEMGREP_KEEP=off
# does the same; MEMGREP_KEEP=on, for one run, reads its entry, not yet
# pruned, as an archived session. memgrep index then prunes it (its line
# says so, with no kept count), and MEMGREP_KEEP=on finds nothing more.
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 >/dev/null; rm "$T"/.claude/projects/-tmp-memgrep-record-claude-bash/*.jsonl; memgrep zorbulon; echo "exit $?"; MEMGREP_KEEP=off memgrep zorbulon; echo "exit $?"; MEMGREP_KEEP=on memgrep -m 1 zorbulon; "$E2E_BIN" index -j 1; MEMGREP_KEEP=on memgrep zorbulon; echo "exit $?"
--- stdout
exit 1
exit 1
[1/1] c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • 2 matches • archived • Run echo hello, then say zorbulon
  assistant  2026-11-29 02:42  L8  zorbulon answer 1
indexed 3 files (0.0 MB): 3 fresh, 0 grown, 0 made; 1 entry of deleted files pruned; the index holds 3 entries, 0.0 MB, in $T/index
exit 1
--- stderr-contains
No results found: 3 sessions in 3 files of Claude Code transcripts ($T/.claude/projects), none holds "zorbulon".
