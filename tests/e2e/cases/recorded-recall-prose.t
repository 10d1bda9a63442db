# Issue 28 point 7 on the sessions Claude Code 2.1.197 wrote itself
# (claude-code-2.1.197-recall): in 49fc747, resumed with the prompt "Did
# you remember to rotate the certificate?", the assistant wrote "I'll search
# the git history to find when the certificate was rotated." and ran `echo
# rotated`, then answered "marmoset answer 2". Prose is no recall event: the
# answer is found (docs/reference.md §4.3); --recall-cutoff phrases, the
# older rule, makes both phrases events and drops it.
cwd: $FIX/../../recorded/claude-code-2.1.197-recall/.claude/projects
run: P=./-tmp-memgrep-record-claude-recall-proj; memgrep marmoset $P; memgrep --recall-cutoff phrases marmoset $P; echo "status $?"; memgrep --recall-cutoff phrases -q -c tamarind $P
--- stdout
[1/1] 49fc747 • 2026-11-29 06:41 • /tmp/memgrep-record/claude-recall/proj • 1 match • Write the certificate renewal job
  assistant  2026-11-29 06:41  L16  marmoset answer 2
status 1
./-tmp-memgrep-record-claude-recall-proj/49fc7471-09ef-4f5f-af3e-f4b05f16e045.jsonl:1
--- stderr
No results found for "marmoset" in ./-tmp-memgrep-record-claude-recall-proj.
Hint: try --recall-cutoff off (1 matching message is cut after a memory search in their session)
