# docs/reference.md §9, §4.5: -l prints each memory file with a match, in path
# order.
args: -l --source memory lemon memory/order
--- stdout
memory/order/A.md
memory/order/a.md
memory/order/a/z.md
memory/order/c.md
