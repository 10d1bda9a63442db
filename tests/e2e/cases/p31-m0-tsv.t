# Issue 31 point 6: tsv has a row per message, and -m 0 prints no message:
# refused (nothing printed silently), naming the formats that give a line
# per session. With --flat, whose entries are messages, -m does not apply.
setup: python3 "$FIX/../gen-many.py" many 3 1
cwd: $T
run: memgrep -m 0 --format tsv heron many; echo "exit $?"; memgrep --flat -m 0 --format tsv heron many | wc -l
--- stdout
exit 2
3
--- stderr
memgrep: --format tsv prints a row per message and -m 0 prints none: for a line per session use text or --format jsonl, or leave out -m 0
