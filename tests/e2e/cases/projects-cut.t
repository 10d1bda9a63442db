# -n 1 of 2 projects: the latest, and the cut notice on stderr (not with -q);
# json says capped.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --source claude,codex -n 1; "$E2E_BIN" projects -j 1 --source claude,codex -n 1 -q --format json; echo
--- stdout
2025-05-04 10:31     4 sessions     13 messages  /home/dev/harbor
{"total":2,"capped":true,"projects":[{"project":"/home/dev/harbor","sessions":4,"messages":13,"last":"2025-05-04T10:31:00.000Z"}]}

--- stderr
memgrep: 1 of 2 projects shown; -n 2 for all
