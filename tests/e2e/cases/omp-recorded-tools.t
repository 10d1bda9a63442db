# Issue 30, docs/reference.md §1: an omp toolCall block (its name, then its
# arguments' scalars) and its toolResult message are kind tool, shown with
# --tools only; a thinking block (the mock's reasoning_content) is kind
# thinking, shown with --thinking only.
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
run: memgrep --tools 'Wall time'; memgrep fiddlesticks; memgrep --thinking fiddlesticks
--- stdout
[1/2] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  tool       2026-11-29 15:04  L8   hello Wall time: 0.27 seconds
  tool       2026-11-29 15:04  L15  hello Wall time: 0.11 seconds

[2/2] 01a227d6 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 1 match • Read @notes.txt, say numbskull
  tool       2026-11-29 15:04  L9  hello Wall time: 0.37 seconds
[1/1] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  thinking   2026-11-29 15:04  L6  fiddlesticks musing
  thinking   2026-11-29 15:04  L9  fiddlesticks musing
--- stderr
No results found for "fiddlesticks" in omp sessions ($T/home/.omp/agent/sessions).
Hint: try --thinking (2 matching messages are of kind thinking, not searched)
