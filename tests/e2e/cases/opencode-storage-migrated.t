# Issue 30, docs/reference.md §1: OpenCode 1.2.1's one-time migration
# (recorded, tests/recorded/README.md) copied the JSON storage into
# opencode.db and left the files: the session is found once, the
# database's copy (DB#ID). Without the database (or with one that does
# not hold it) the storage's copy is found.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.2.1-migrated/.local/share
args: -l kakistocracy
--- stdout
$FIX/../../recorded/opencode-1.2.1-migrated/.local/share/opencode/opencode.db#ses_dd837ca26ffe3z9dMsIzAkCOFE
--- stderr
--- check
[ "$("$E2E_BIN" sessions -j 1 | wc -l)" = 1 ]
"$E2E_BIN" sessions -j 1 --format json | grep -qF '"total":1,'
memgrep -j 1 -c kakistocracy "$XDG_DATA_HOME/opencode" | grep -qxF "$XDG_DATA_HOME/opencode/opencode.db#ses_dd837ca26ffe3z9dMsIzAkCOFE:2"
mkdir -p "$T/data/opencode"
cp -r "$XDG_DATA_HOME/opencode/storage" "$T/data/opencode/"
[ "$(XDG_DATA_HOME=$T/data memgrep -j 1 -l kakistocracy)" = "$T/data/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE" ]
# A database that holds other sessions (1.18.33's) leaves this one to the storage.
cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" "$T/data/opencode/"
[ "$(XDG_DATA_HOME=$T/data "$E2E_BIN" sessions -j 1 | wc -l)" = 2 ]
XDG_DATA_HOME=$T/data memgrep -j 1 -l kakistocracy | grep -qxF "$T/data/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE"
