# Issue 30: --partial then merge gives what a plain search gives, and so
# does a search after memgrep index, for OpenCode's and Kilo's sessions.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
args: --tools "hello|quokkaroo"
--- stdout-contains
/tmp/memgrep-record/opencode/proj
--- check
memgrep -j 1 --partial --tools "hello|quokkaroo" > "$T/p"
"$E2E_BIN" merge "$T/p" > "$T/merged"
memgrep -j 1 --tools "hello|quokkaroo" > "$T/plain"
cmp "$T/plain" "$T/merged"
"$E2E_BIN" index > /dev/null
memgrep -j 1 --tools "hello|quokkaroo" > "$T/indexed"
cmp "$T/plain" "$T/indexed"
export XDG_DATA_HOME=$FIX/../../recorded/kilo-7.7.7/.local/share
memgrep -j 1 --tools "hello|bumfuzzle" > "$T/k"
memgrep -j 1 --partial --tools "hello|bumfuzzle" > "$T/kp"
"$E2E_BIN" merge "$T/kp" | cmp - "$T/k"
grep -q /tmp/memgrep-record/kilo/proj "$T/k"
