# docs/reference.md §4.5, issue 15 point 1: the window holds the most
# distinct groups. "the" is everywhere in this 4,870-character message and
# "consolidation" once, 4,046 characters in: the window is the one that
# holds both (where they sit closest together), not the one at the first
# "the".
args: "the consolidation" snippet/p15-groups.jsonl
--- stdout
[1/1] 5a1e700 • 2025-03-03 12:00 • /home/dev/app • 1 match • the cat sat on the mat and the dog ran to the park while the sun was high in th…
  user       2025-03-03 12:00  L1  …the dog ran to the park while the sun was high in the sky the cat sat on the mat and the dog ran to the park consolidation while the sun was high in the sky the cat sat on the mat and the dog ran to the park while the sun was high in the sky the cat sat on the mat and the dog ran to the park while t…
