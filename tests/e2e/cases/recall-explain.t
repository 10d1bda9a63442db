# Issue 28 point 7: --explain ends with the recall rule in effect (docs/reference.md
# §4.3): a tool call that runs a memory search with `turn` (explain-text) and
# `before`, the phrases with `phrases`, nothing with `off`; the json says the
# mode and what an event is.
run: memgrep --explain --recall-cutoff before x | tail -4; memgrep --explain --recall-cutoff phrases x | tail -5; memgrep --explain --recall-cutoff off x | tail -1; memgrep --explain --format json x | jq -c .recall_cutoff; memgrep --explain --format json --recall-cutoff phrases x | jq -c .recall_cutoff
--- stdout
Recall cutoff (before): a recall event is a tool call that runs a memory
search: memgrep as a command, `memory search`, `memory-search` or `memory
recall`, or the memgrep skill. Every message of a session at or before its
latest event whose result had results is dropped.
Recall cutoff (phrases): a recall event is a user or assistant line whose
text or tool input holds `memory search`, `memory-search`, `memory recall`,
`did you remember`, `memgrep ` or `i'll search` followed within 40
characters by `memory`, `history` or `past session`; it and the messages
after it up to the next prompt are dropped.
Recall cutoff (off): nothing is dropped.
{"mode":"turn","events":"tool calls"}
{"mode":"phrases","events":"phrases"}
--- stderr
