# Issue 15 point 10, docs/reference.md §4.1: the words today and yesterday
# name local days (TZ=UTC here): --since takes the day's first instant,
# --until its last, so `--until yesterday` ends before today and `--since
# yesterday --until yesterday` is that one day; the ages 6mo (180 days) and
# 1y (365 days).
setup: f='{"type":"user","sessionId":"d1d1d1d1-0000-4000-8000-000000000001","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" today "$(date -u +%Y-%m-%dT00:00:00Z)" 'the gannet of today'; printf "$f" yday "$(date -u -d yesterday +%Y-%m-%dT23:59:59Z)" 'the gannet of yesterday, late'; printf "$f" before "$(date -u -d '2 days ago' +%Y-%m-%dT23:59:59Z)" 'the gannet of the day before'; printf "$f" d100 "$(date -u -d '100 days ago' +%Y-%m-%dT%H:%M:%SZ)" 'the gannet of 100 days ago'; printf "$f" d200 "$(date -u -d '200 days ago' +%Y-%m-%dT%H:%M:%SZ)" 'the gannet of 200 days ago'; printf "$f" d400 "$(date -u -d '400 days ago' +%Y-%m-%dT%H:%M:%SZ)" 'the gannet of 400 days ago'; } > s.jsonl
cwd: $T
run: for o in "--since today" "--since yesterday" "--until yesterday --since 3d" "--since yesterday --until yesterday" "--since 6mo" "--since 1y --until 6mo"; do echo "$o:" $(memgrep $o --format tsv gannet s.jsonl | cut -f4 | sed 's/the gannet of //' | sort | tr ' ' _); done
--- stdout
--since today: today
--since yesterday: today yesterday,_late
--until yesterday --since 3d: the_day_before yesterday,_late
--since yesterday --until yesterday: yesterday,_late
--since 6mo: 100_days_ago the_day_before today yesterday,_late
--since 1y --until 6mo: 200_days_ago
--- stderr
