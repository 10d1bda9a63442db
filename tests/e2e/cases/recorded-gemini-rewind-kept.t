# Issue 28 point 8, docs/reference.md §10: what a $rewindTo did not take back
# stays: the first turn (wobbegong, answer 1) before it and the turn after
# it (brisance, `wobbegong answer 3`); `wobbegong answer 2`, written after
# the prompt it rewinds to, is gone.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
args: "wobbegong|brisance"
--- stdout
[1/1] 50179fa • 2026-11-29 02:43 • /tmp/memgrep-record/gemini/proj • 4 matches • Run echo hello, then say wobbegong
  user       2026-11-29 02:43  L3   Run echo hello, then say wobbegong
  assistant  2026-11-29 02:43  L10  wobbegong answer 1
  user       2026-11-29 02:43  L23  Third prompt, after the rewind: brisance
  assistant  2026-11-29 02:43  L30  wobbegong answer 3
--- stderr
--- check
# Nor are they context: -C 5 around brisance shows no lollygag.
memgrep -C 5 brisance > "$T/ctx"
grep -q "Third prompt, after the rewind: brisance" "$T/ctx"
if grep -e lollygag -e "wobbegong answer 2" "$T/ctx"; then exit 1; fi
