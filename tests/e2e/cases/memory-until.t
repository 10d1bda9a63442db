# --until judges a memory file by its modification time.
setup: mkdir m && echo "peach new" >m/new.md && echo "peach old" >m/old.md && touch -d '40 days ago' m/old.md
cwd: $T
args: -c --source memory --until 30d peach m
--- stdout
m/old.md:1
