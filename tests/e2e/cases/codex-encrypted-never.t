# docs/reference.md §8: a reasoning item's encrypted_content is never text (its only
# occurrence of "marmoset").
args: --thinking --keep-noise --tools marmoset codex/basic
exit: 1
--- stdout
