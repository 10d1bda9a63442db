# With --category NAME, a match is labelled NAME even when another tag is
# nearer (here `bugs` on the line above, `decisions` two lines below).
setup: printf '<!-- @category: bugs -->\nplum on line two\nfiller\n<!-- @category: decisions -->\n' > c.md
cwd: $T
args: --category decisions --format jsonl plum c.md
--- stdout
{"source":"memory","file":"c.md","line":2,"text":"plum on line two","snippet":"plum on line two","category":"decisions"}
