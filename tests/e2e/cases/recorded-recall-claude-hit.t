# Issue 28 point 7 on sessions Claude Code 2.1.197 wrote itself
# (tests/recorded/README.md, claude-code-2.1.197-recall): in c41235b its
# Bash tool ran `memgrep kestrel` (line 6), whose output had results (line
# 7), then it answered "halcyon answer 1" (line 8). That answer echoes the
# recalled text: dropped (docs/reference.md §4.3), the hint names
# --recall-cutoff off, which finds it; the same read through the index (the
# second search reads the entry the first made), without it, and in parts.
# The call itself stays (--tools finds its `memgrep kestrel`, line 6), its
# result (line 7, memgrep's output of the kestrel session) does not.
cwd: $FIX/../../recorded/claude-code-2.1.197-recall/.claude/projects
run: P=./-tmp-memgrep-record-claude-recall-proj; memgrep halcyon $P; echo "status $?"; memgrep -q -c halcyon $P; echo "status $?"; memgrep --no-index -q -c halcyon $P; memgrep -j 2 --part-size 1500 --no-index -q -c halcyon $P; echo "status $?"; memgrep --recall-cutoff off -l halcyon $P; memgrep --recall-cutoff off --no-index -l halcyon $P; memgrep --tools --format tsv kestrel $P | cut -f 1,3,7
--- stdout
status 1
status 1
status 1
./-tmp-memgrep-record-claude-recall-proj/c41235b8-a04c-4431-b20a-aaa68eefb210.jsonl
./-tmp-memgrep-record-claude-recall-proj/c41235b8-a04c-4431-b20a-aaa68eefb210.jsonl
cb4f5565-a87c-46ac-9b46-1f4a308e2eb5	user	3
cb4f5565-a87c-46ac-9b46-1f4a308e2eb5	assistant	8
c41235b8-a04c-4431-b20a-aaa68eefb210	tool	6
--- stderr
No results found for "halcyon" in ./-tmp-memgrep-record-claude-recall-proj.
Hint: try --recall-cutoff off (1 matching message is cut after a memory search in their session)
