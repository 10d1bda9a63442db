# Issue 15 point 7: memory rows have the context column too: 1 on the
# lines -B 1 / -A 1 print around a match (an empty line and a private line
# print empty texts), 0 on a match.
args: --source memory --format tsv -B 1 -A 1 cherry memory/rules/context.md
--- stdout
		memory			memory/rules/context.md	2	1	memory
		memory	cherry in the middle		memory/rules/context.md	3	0	memory
		memory			memory/rules/context.md	4	1	memory
		memory	filler two		memory/rules/context.md	7	1	memory
		memory	cherry again		memory/rules/context.md	8	0	memory
--- stderr
