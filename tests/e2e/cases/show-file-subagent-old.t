# memgrep show FILE (subagent-old): the session id is read from the file, and the rest
# of the session is looked for in the default roots (none: HOME is empty)
# and the file's project folder (browse/home/.claude/projects/-home-dev-harbor): the whole session is shown, exactly
# as `memgrep show 5e55a000-0000-4000-8000-00000000000a browse/home/.claude/projects/-home-dev-harbor` shows it (the default roots' warnings aside).
run: "$E2E_BIN" show -j 1 browse/home/.claude/projects/-home-dev-harbor/agent-bb22.jsonl >"$T/a" 2>"$T/a.err"; echo "exit $?"; "$E2E_BIN" show -j 1 5e55a000-0000-4000-8000-00000000000a browse/home/.claude/projects/-home-dev-harbor >"$T/b"; diff "$T/a" "$T/b" && echo same; grep -v "warning: no history found" "$T/a.err" || true
--- stdout
exit 0
same
--- stderr
