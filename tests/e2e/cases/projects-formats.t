# memgrep projects --format tsv (--header: last, project, sessions,
# messages), json ({"total","capped","projects":[…]}) and jsonl.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --source claude,codex --format tsv --header; "$E2E_BIN" projects -j 1 --source claude,codex --format json; echo; "$E2E_BIN" projects -j 1 --source claude,codex --format jsonl
--- stdout
last	project	sessions	messages
2025-05-04T10:31:00.000Z	/home/dev/harbor	4	13
2025-05-03T07:01:00Z	/home/dev/it's here	1	3
{"total":2,"capped":false,"projects":[{"project":"/home/dev/harbor","sessions":4,"messages":13,"last":"2025-05-04T10:31:00.000Z"},{"project":"/home/dev/it's here","sessions":1,"messages":3,"last":"2025-05-03T07:01:00Z"}]}

{"project":"/home/dev/harbor","sessions":4,"messages":13,"last":"2025-05-04T10:31:00.000Z"}
{"project":"/home/dev/it's here","sessions":1,"messages":3,"last":"2025-05-03T07:01:00Z"}
--- stderr
