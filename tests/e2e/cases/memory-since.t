# --since judges a memory file by its modification time.
setup: mkdir m && echo "peach new" >m/new.md && echo "peach old" >m/old.md && touch -d '40 days ago' m/old.md
cwd: $T
args: -c --source memory --since 7d peach m
--- stdout
m/new.md:1
