# Issue 30, docs/reference.md §1-2: show prints a session of OpenCode's
# JSON storage by its id (its messages, then each message's parts, in the
# order the database's render gives), its file FILE#ID, and the command
# that resumes it (opencode --session ID, in its folder).
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.1.65/.local/share
run: "$E2E_BIN" show -j 1 --thinking ses_dd837ca26ffe3z9dMsIzAkCOFE
--- stdout
session ses_dd837ca26ffe3z9dMsIzAkCOFE
source:   opencode
title:    "Run echo hello, then say kakistocracy: données 日本語"  (its first prompt)
project:  /tmp/memgrep-record/opencode-json/proj
time:     2026-11-29 14:49 – 2026-11-29 14:49, 4 messages, 2 tool, 2 thinking
files:    $FIX/../../recorded/opencode-1.1.65/.local/share/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE
resume:   cd '/tmp/memgrep-record/opencode-json/proj' && opencode --session ses_dd837ca26ffe3z9dMsIzAkCOFE

2026-11-29 14:49  user
    "Run echo hello, then say kakistocracy: données 日本語"

2026-11-29 14:49  thinking
    lucubration musing

2026-11-29 14:49  tool  bash echo hello kakistocracy description hello

2026-11-29 14:49  thinking
    lucubration musing

2026-11-29 14:49  assistant
    kakistocracy answer 1

2026-11-29 14:49  user
    "Second prompt, resumed: borborygmus"

2026-11-29 14:49  tool  bash echo hello borborygmus description hello

2026-11-29 14:49  assistant
    borborygmus answer 2
--- stderr
--- check
# The file given whole (FILE#ID) shows the same; --resume prints the command.
"$E2E_BIN" show -j 1 --thinking "$XDG_DATA_HOME/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE" > "$T/byfile"
"$E2E_BIN" show -j 1 --thinking ses_dd837ca26ffe3z9dMsIzAkCOFE | cmp - "$T/byfile"
memgrep -j 1 --resume borborygmus | grep -qxF "  resume: cd '/tmp/memgrep-record/opencode-json/proj' && opencode --session ses_dd837ca26ffe3z9dMsIzAkCOFE"
memgrep -j 1 --format json borborygmus | grep -qF '"resume":"cd '"'"'/tmp/memgrep-record/opencode-json/proj'"'"' && opencode --session ses_dd837ca26ffe3z9dMsIzAkCOFE"'
