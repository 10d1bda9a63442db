# Issue 30, docs/reference.md §1-2: show prints an OpenCode session by its
# id, its file DB#ID, and the command that resumes it (opencode --session
# ID, in its folder).
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
run: "$E2E_BIN" show -j 1 ses_dd8e6ba89ffeNJSnHmffeFegfr
--- stdout
session ses_dd8e6ba89ffeNJSnHmffeFegfr
source:   opencode
title:    quokkaroo plain answer
project:  /tmp/memgrep-record/opencode/proj
time:     2026-11-29 11:38 – 2026-11-29 11:38, 5 messages, 2 tool
files:    $FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr
resume:   cd '/tmp/memgrep-record/opencode/proj' && opencode --session ses_dd8e6ba89ffeNJSnHmffeFegfr

2026-11-29 11:38  user
    "Run echo hello, then say quokkaroo: données 日本語"

2026-11-29 11:38  tool  bash echo hello hello

2026-11-29 11:38  assistant
    quokkaroo answer 1

2026-11-29 11:38  user
    "Second prompt, resumed: snollygoster"

2026-11-29 11:38  tool  bash echo hello hello

2026-11-29 11:38  assistant
    snollygoster answer 2
--- stderr
--- check
# The file given whole (DB#ID) shows the same.
"$E2E_BIN" show -j 1 "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr" > "$T/byfile"
"$E2E_BIN" show -j 1 ses_dd8e6ba89ffeNJSnHmffeFegfr | cmp - "$T/byfile"
