# Files print in path order whatever the order of the PATHs.
args: -c --source memory lemon memory/order/c.md memory/order/a/z.md memory/order/A.md
--- stdout
memory/order/A.md:1
memory/order/a/z.md:2
memory/order/c.md:1
