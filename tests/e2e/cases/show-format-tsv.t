# memgrep show prints text, markdown, json or jsonl: --format tsv is an error
# (exit 2, one line).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --format tsv 5e55a
exit: 2
--- stdout
--- stderr
memgrep: --format: 'tsv' is not one of text, markdown, json, jsonl
