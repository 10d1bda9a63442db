# Issue 15 point 2, docs/reference.md §3: a term that starts with `--` is
# literal (an option named in a message), not the NOT group of `-no-lock`;
# `-word` stays NOT.
setup: f='{"type":"user","sessionId":"d0d0d0d0-0000-4000-8000-000000000001","uuid":"%s","timestamp":"2025-03-01T09:0%s:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" u1 1 'cargo says: invalid option --no-lock, what now'; printf "$f" u2 2 'another invalid option given here'; printf "$f" u3 3 'invalid option with a lock file'; } > s.jsonl
cwd: $T
run: memgrep --format tsv "invalid option --no-lock" s.jsonl | cut -f2; memgrep --format tsv "invalid option -lock" s.jsonl | cut -f2
--- stdout
2025-03-01T09:01:00Z
2025-03-01T09:02:00Z
--- stderr
