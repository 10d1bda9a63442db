# Issue 30, docs/reference.md §1: the tasks of Cline's VS Code extension
# before its SDK (3.85.0; built from its source, tests/recorded/README.md),
# in globalStorage/saoudrizwan.claude-dev/tasks/<id>/
# api_conversation_history.json, a document whose root is the array of
# messages. They are found by a walk of VS Code's user folder when
# ~/.cline/data does not exist (and Cline is then on by default, without
# a warning); the <task> wrapper is taken off, <environment_details> is
# noise, the project is its "# Current Working Directory (...)" line, the
# session id the task's folder; a task without `ts` has no time. The
# CLI's `cline --id` reads none of them: no resume command.
env: HOME=$FIX/../../recorded/cline-vscode-3.85.0
args: "hornswoggle|taradiddle|absquatulate|skedaddle"
--- stdout
[1/2] 1795903 • 2026-11-28 22:06 • /home/dev/garden • 2 matches • absquatulate: run the check
  user       2026-11-28 22:06          absquatulate: run the check
  assistant  2026-11-28 22:06  msg_02  skedaddle: the check passed.

[2/2] 1795900 • no date • /home/dev/garden • 2 matches • List the hornswoggle files, données 日本語
  user                         List the hornswoggle files, données 日本語
  assistant                    <attempt_completion> <result> The taradiddle list is done. </result> </attempt_completion>
--- stderr
--- check
# The pre-SDK text form of a result ("[tool for '...'] Result:") and a
# tool_result block holding it are kind tool; thinking blocks thinking.
memgrep --tools --thinking --format tsv "mumpsimus|snickersnee|gardyloo" | cut -f 1,3 > "$T/k"
diff - "$T/k" <<'K'
1795903600000	tool
1795903600000	tool
1795900000000	thinking
1795900000000	tool
K
# The environment details are noise; with --keep-noise they are found.
if memgrep "Current Working Directory"; then exit 1; fi
memgrep --keep-noise -l "Current Working Directory" | grep -c api_conversation_history.json | grep -qx 2
# No resume command: show prints none, json has null.
[ -z "$("$E2E_BIN" show -j 1 1795903 | grep '^resume:')" ]
memgrep --format json --resume skedaddle | python3 -c 'import json,sys; (s,)=json.load(sys.stdin)["sessions"]; assert s["resume"] is None, s'
# ui_messages.json and task_metadata.json beside it are not read.
[ "$("$E2E_BIN" sessions -j 1 | wc -l)" = 2 ]
