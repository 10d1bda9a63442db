# Issue 30, docs/reference.md §1: a Roo Code 3.52.1 task (built from its
# source, tests/recorded/README.md) in VS Code's globalStorage/
# rooveterinaryinc.roo-cline/tasks/<id>/api_conversation_history.json,
# Roo Code's default root: the file has Cline's name and is told Roo's by
# its path. The <user_message> wrapper is taken off, <environment_details>
# is noise, the project is its "# Current Workspace Directory (...)" line;
# two prompts and their answers.
env: HOME=$FIX/../../recorded/roo-code-3.52.1
args: "brabble|mollycoddle|bloviate"
--- stdout
[1/1] 019ad2c • 2026-11-28 23:54 • /home/dev/orchard • 4 matches • Count the brabble lines, données 日本語
  user       2026-11-28 23:53  Count the brabble lines, données 日本語
  assistant  2026-11-28 23:53  mollycoddle: three lines.
  user       2026-11-28 23:54  And bloviate once more
  assistant  2026-11-28 23:54  mollycoddle again.
--- stderr
--- check
# Its reasoning block is thinking, its tool call and result tool.
memgrep --tools --thinking --format tsv "flibbertigibbet|lickspittle" | cut -f 3 > "$T/k"
printf 'thinking\ntool\ntool\n' | diff - "$T/k"
if memgrep "Current Workspace Directory"; then exit 1; fi
# Listed, shown, and not resumed (a VS Code extension has no command).
"$E2E_BIN" sessions -j 1 --format tsv | cut -f 2-5 | diff - <(printf '019ad2c4-7a10-7000-8000-00000000b0b0\troo\t5\t/home/dev/orchard\n')
"$E2E_BIN" show -j 1 019ad > "$T/show"
grep -q '^source:   roo$' "$T/show"
grep -q 'mollycoddle again' "$T/show"
if grep -q '^resume:' "$T/show"; then exit 1; fi
