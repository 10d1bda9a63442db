# Issue 30: the Cline and Roo Code documents through --partial and merge
# (two map steps) give what one search gives, and through the index what
# --no-index gives (a document is read whole at each search, docs/reference.md
# §12), in json with every kind asked.
setup: cp -r "$FIX/../../recorded/cline-vscode-3.85.0/." "$HOME/"
setup: cp -r "$FIX/../../recorded/roo-code-3.52.1/." "$HOME/"
setup: cp -r "$FIX/../../recorded/cline-3.0.65/." "$HOME/"
run: memgrep --partial --tools --thinking "données|gardyloo|lickspittle" "$HOME/.cline" > "$T/p1"; memgrep --partial --tools --thinking "données|gardyloo|lickspittle" "$HOME/.config" > "$T/p2"; "$E2E_BIN" merge --format tsv "$T/p2" "$T/p1" > "$T/merged"; memgrep --format tsv --tools --thinking "données|gardyloo|lickspittle" > "$T/plain"; diff "$T/plain" "$T/merged" && wc -l < "$T/plain"
--- stdout
7
--- stderr
--- check
memgrep --format json --tools --thinking "données|gardyloo|lickspittle|snollygoster" | python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("stats"); print(json.dumps(d, sort_keys=True))' > "$T/a"
"$E2E_BIN" index -j 1 > /dev/null
memgrep --format json --tools --thinking "données|gardyloo|lickspittle|snollygoster" | python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("stats"); print(json.dumps(d, sort_keys=True))' > "$T/b"
memgrep --no-index --format json --tools --thinking "données|gardyloo|lickspittle|snollygoster" | python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("stats"); print(json.dumps(d, sort_keys=True))' > "$T/c"
cmp "$T/a" "$T/b"
cmp "$T/a" "$T/c"
grep -q snollygoster "$T/a"
