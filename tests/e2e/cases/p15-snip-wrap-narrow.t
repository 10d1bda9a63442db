# docs/reference.md §4.5, issue 15 point 12: on a terminal of 40 columns
# the hanging indent gives way so that 20 columns are left (20, not 31),
# the budget is 3 × 20 − 2 = 58 columns; color escapes take no column and
# a highlight cut by a line end starts again after the indent.
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "stty cols 40; '$E2E_BIN' -j 1 --color always 'the consolidation' snippet/p15-groups.jsonl" /dev/null | tr -d '\r' | sed 's/\x1b/<E>/g'
--- stdout
<E>[1;36m[1/1] 5a1e700 • 2025-03-03 12:00 •<E>[0m
      <E>[1;36m/home/dev/app • 1 match • the cat<E>[0m
      <E>[1;36msat on the mat and the dog ran to<E>[0m
      <E>[1;36mthe park while the sun was high in<E>[0m
      <E>[1;36mth…<E>[0m
  user       2025-03-03 12:00  L1  …and
                    <E>[1;31mthe<E>[0m dog ran to <E>[1;31mthe<E>[0m
                    park <E>[1;31mconsolidation<E>[0m
                    while <E>[1;31mthe<E>[0m sun wa…
