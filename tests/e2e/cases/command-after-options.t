# Issue 31 point 3, docs/reference.md §3: options given before a command
# apply to it, as git's and cargo's do: `memgrep --source codex sessions`
# lists Codex's sessions (it used to search for the word "sessions"), `memgrep -n
# 2 sessions` two sessions, `--format tsv --header sessions` a table, an
# option's value that names a command is a value (`--project show`), and
# `memgrep -n 3 show ID` is show refusing -n (it used to say "cannot read
# ID"). `-j 1` comes first in every run here.
env: HOME=$FIX/browse/home
env: MEMGREP_INDEX_DIR=$T/index
run: memgrep --source codex sessions; echo "exit $?"; memgrep -n 2 sessions $FIX/browse; echo "exit $?"; memgrep --format tsv --header -n 1 sessions $FIX/browse/words; echo "exit $?"; memgrep --project show sessions $FIX/browse; echo "exit $?"; memgrep -n 3 show 30d5000 $FIX/browse; echo "exit $?"; memgrep --no-progress show 30d5000 $FIX/browse | head -1; echo "exit $?"
--- stdout
2025-05-04 10:31  0199a1b2-2  codex      2  /home/dev/harbor  Paint the harbor buoy green
2025-05-04 10:01  0199a1b2-1  codex      2  /home/dev/harbor  Paint the harbor buoy red
exit 0
2025-05-12 10:01  7171e003  claude     2  /home/dev/titles  ok
2025-05-12 09:01  7171e002  claude     2  /home/dev/titles  Which tugboat log was that?
exit 0
last	session_id	source	messages	project	title	file	resume
2025-05-11T08:00:00Z	30d50000-0000-4000-8000-000000000001	claude	1	/home/dev/words	Please show the sessions and the projects of the harbor	$FIX/browse/words/30d50000-0000-4000-8000-000000000001.jsonl	cd '/home/dev/words' && claude --resume 30d50000-0000-4000-8000-000000000001
exit 0
exit 1
exit 2
session 30d50000-0000-4000-8000-000000000001
exit 0
--- stderr
memgrep: 2 of 14 sessions shown; -n 14 for all
No sessions found in $FIX/browse.
memgrep: option '-n' does not apply to memgrep show (try memgrep show --help)
