# A recall fork (a headless session whose first prompt is a memory search) is
# left out of the list as search leaves it out; --forks keeps it.
run: "$E2E_BIN" sessions -j 1 --format tsv browse/forks | cut -f 1-6; echo; "$E2E_BIN" sessions -j 1 --forks --format tsv browse/forks | cut -f 1-6
--- stdout
2025-05-08T08:01:00Z	f0000001-0000-4000-8000-000000000001	claude	2	/home/dev/lamp	Tidy the lighthouse lamp

2025-05-08T09:00:30Z	f0000002-0000-4000-8000-000000000002	claude	2	/home/dev/lamp	memory search "lamp" and summarise what you find
2025-05-08T08:01:00Z	f0000001-0000-4000-8000-000000000001	claude	2	/home/dev/lamp	Tidy the lighthouse lamp
--- stderr
