# Issue 30: for OpenCode's JSON storage, --partial then merge gives what a
# plain search gives, and so does a search after memgrep index; --source
# opencode and --opencode select it, --source claude leaves it out, and a
# PATH that is the storage folder (or a session's file) is read as
# OpenCode's.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.1.65/.local/share
args: --tools --thinking "hello|kakistocracy|lucubration"
--- stdout-contains
/tmp/memgrep-record/opencode-json/proj
--- check
memgrep -j 1 --partial --tools --thinking "hello|kakistocracy|lucubration" > "$T/p"
"$E2E_BIN" merge "$T/p" > "$T/merged"
memgrep -j 1 --tools --thinking "hello|kakistocracy|lucubration" > "$T/plain"
cmp "$T/plain" "$T/merged"
"$E2E_BIN" index > /dev/null
memgrep -j 1 --tools --thinking "hello|kakistocracy|lucubration" > "$T/indexed"
cmp "$T/plain" "$T/indexed"
F="$XDG_DATA_HOME/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE"
[ "$(memgrep -j 1 --source opencode -l kakistocracy)" = "$F" ]
[ "$(memgrep -j 1 --opencode -l kakistocracy)" = "$F" ]
! memgrep -j 1 --source claude -l kakistocracy 2>/dev/null
[ "$(memgrep -j 1 -l kakistocracy "$XDG_DATA_HOME/opencode/storage")" = "$F" ]
[ "$(memgrep -j 1 -l kakistocracy "$XDG_DATA_HOME/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json")" = "$F" ]
