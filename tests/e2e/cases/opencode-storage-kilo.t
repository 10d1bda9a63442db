# Issue 30, docs/reference.md §1: Kilo kept OpenCode's JSON storage below
# kilo/storage/ before its kilo.db (not recorded: OpenCode 1.1.65's
# storage copied there stands for it): its session is Kilo's, found
# below $XDG_DATA_HOME/kilo/storage by default, with Kilo's resume command.
env: XDG_DATA_HOME=$T/data
setup: mkdir -p data/kilo && cp -r "$FIX/../../recorded/opencode-1.1.65/.local/share/opencode/storage" data/kilo/
args: --format json borborygmus
--- stdout-contains
"source":"kilo"
"resume":"cd '/tmp/memgrep-record/opencode-json/proj' && kilo --session ses_dd837ca26ffe3z9dMsIzAkCOFE"
/kilo/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE"
--- stderr
--- check
[ "$(memgrep -j 1 --source kilo -l borborygmus)" = "$T/data/kilo/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE" ]
! memgrep -j 1 --source opencode -l borborygmus 2>/dev/null
