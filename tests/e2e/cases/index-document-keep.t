# docs/reference.md §12, keeping: a JSON document deleted after it was
# indexed with keeping on is an archived session: found with the texts
# that matched (Roo Code writes its task on one line: its messages, all
# starting on line 1, are told apart by their bytes' hash), and shown
# message for message as before it was deleted.
setup: cp -r "$FIX/../../recorded/roo-code-3.52.1/." "$HOME/"
run: "$E2E_BIN" index --keep > /dev/null; "$E2E_BIN" show 019ad2c4 | sed -n '/^$/,$p' > "$T/before"; rm -r "$HOME"/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/tasks/019ad2c4-*; memgrep mollycoddle; "$E2E_BIN" show 019ad2c4 | sed -n '/^$/,$p' | cmp - "$T/before"
--- stdout
[1/1] 019ad2c • 2026-11-28 23:54 • /home/dev/orchard • 2 matches • archived • Count the brabble lines, données 日本語
  assistant  2026-11-28 23:53  mollycoddle: three lines.
  assistant  2026-11-28 23:54  mollycoddle again.
--- stderr
