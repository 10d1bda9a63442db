# docs/reference.md §9: a file whose first 5 lines hold `private: true` or
# `yes` (any case, quoted or not, with or without `---` fences, after a UTF-8
# BOM) is skipped whole.
args: -c --source memory guava memory/rules/front/a-true.md memory/rules/front/b-quoted.md memory/rules/front/e-bare.md memory/rules/front/f-yes.md memory/rules/front/g-bom.md
exit: 1
--- stdout
