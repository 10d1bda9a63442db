# Issue 15 point 11, docs/reference.md §1: HOME unset and no entry in the
# password database (a user id no one has): memgrep fails, "HOME is not
# set", exit 2, and never searches ./.claude; PATHs still work.
setup: mkdir -p .claude/projects/p; printf '{"type":"user","sessionId":"e0e0e0e0-0000-4000-8000-000000000001","uuid":"u1","timestamp":"2025-03-01T09:00:00Z","cwd":"/x","message":{"role":"user","content":"the quokkafish p15 plan"}}\n' > .claude/projects/p/s.jsonl; chmod -R a+rX .
cwd: $T
run: [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null || { echo "e2e-skip: needs root and setpriv to run as a user id with no passwd entry" >&2; exit 77; }; getent passwd 54321 >/dev/null && { echo "e2e-skip: user id 54321 exists" >&2; exit 77; }; chmod 755 "$T"; u() { setpriv --reuid=54321 --regid=54321 --clear-groups env -u HOME -u MEMGREP_INDEX_DIR "$E2E_BIN" -j 1 "$@"; }; u quokkafish; echo "exit $?"; u -c quokkafish .claude; echo "exit $?"
--- stdout
exit 2
.claude/projects/p/s.jsonl:1
exit 0
--- stderr
memgrep: HOME is not set, and the password database has no home folder for this user: set HOME or CLAUDE_CONFIG_DIR, or give PATHs to search
