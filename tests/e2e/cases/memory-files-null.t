# -l -0 ends each memory path with NUL instead of a newline.
run: memgrep -l -0 --source memory lemon memory/order | tr '\0' '@'; echo
--- stdout
memory/order/A.md@memory/order/a.md@memory/order/a/z.md@memory/order/c.md@
