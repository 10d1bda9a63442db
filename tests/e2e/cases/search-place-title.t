# docs/reference.md §4.5, §11.2 (issue 31, point 5): the title line that
# names a session matches a search as a summary, with its place; show
# prints that line in its header only, but `show --around` given that
# place shows it among the messages, marked (not "no such message").
cwd: $FIX/../../recorded/claude-code-2.1.197
run: memgrep -n 1 nightjar . | grep summary; memgrep show --around L24 -C 1 0397849 . | tail -n 5
--- stdout
  summary    2026-11-29 02:42  L24  Quillfeather renamed by hand nightjar
2026-11-29 02:42  assistant
    quillfeather answer 3

2026-11-29 02:42  summary  ◀
    Quillfeather renamed by hand nightjar
--- stderr
