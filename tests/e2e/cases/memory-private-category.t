# docs/reference.md §9: a category tag inside a private block is private:
# --category with its name finds nothing (and the name is never printed).
args: --category SECRETWORD13 apple memory/leaks
exit: 1
--- stdout
