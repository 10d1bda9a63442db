# jsonl with -C: context lines carry "context":true; no category: null.
args: --source memory --format jsonl -C 1 cherry memory/rules/context.md
--- stdout
{"source":"memory","file":"memory/rules/context.md","line":2,"text":"","snippet":"","category":null,"context":true}
{"source":"memory","file":"memory/rules/context.md","line":3,"text":"cherry in the middle","snippet":"cherry in the middle","category":null}
{"source":"memory","file":"memory/rules/context.md","line":4,"text":"","snippet":"","category":null,"context":true}
{"source":"memory","file":"memory/rules/context.md","line":7,"text":"filler two","snippet":"filler two","category":null,"context":true}
{"source":"memory","file":"memory/rules/context.md","line":8,"text":"cherry again","snippet":"cherry again","category":null}
