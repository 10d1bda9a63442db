# An occurrence is reported by Hyperscan at several ends (a deletion ends it
# early, an insertion late); it counts and is highlighted once, on the
# nearest form: three occurrences here, each highlighted on the word alone.
setup: printf '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000001","uuid":"u1","timestamp":"2025-03-07T09:00:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"authentication, x (authentication) y authenticatio"}}\n' > c.jsonl
cwd: $T
run: memgrep --fuzzy 1 --color always authentication c.jsonl | tail -1 | grep -o $'\e\[1;31m[^\e]*' | tr -d '\033' | sed 's/\[1;31m//'
--- stdout
authentication
authentication
authenticatio
--- stderr
