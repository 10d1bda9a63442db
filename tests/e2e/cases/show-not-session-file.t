# memgrep show TARGET where TARGET holds a '/' but is no regular file: exit
# 2, one line saying it is not a session file.
exit: 2
stderr-lines: 1
run: "$E2E_BIN" show -j 1 browse/nope/x.jsonl
--- stdout
--- stderr-contains
browse/nope/x.jsonl is not a session file (give a session's id, a prefix of it, or its file)
