# docs/reference.md §4.5 (issue 31, point 5): each message of a search's
# text output names its place, what `show ID --around` takes: L and its
# line in the session's file; in another file, its uuid's first 8
# characters (9 with the '-' when they are all digits, which --around
# would read as a line; more while another match's uuid starts alike),
# else its file's name, ':L' and its line. Places
# are padded to the widest of the session's (a file's name is not). Each
# place printed, given to `show --around`, reaches that very message.
args: -m 6 gantry place
--- stdout
[1/1] aaaa000 • 2025-06-01 10:05 • /w/proj • 6 matches • plan the gantry move
  user       2025-06-01 10:00  L1          plan the gantry move
  assistant  2025-06-01 10:01  L2          the gantry moves at noon
  user       2025-06-01 10:02  12345678-   check the gantry rails
  assistant  2025-06-01 10:03  abcdef12-0  gantry rails are clear
  assistant  2025-06-01 10:04  agent-cc33.jsonl:L3  gantry log written
  assistant  2025-06-01 10:05  abcdef12-1  gantry crane parked
--- stderr
--- check
n=0
while read -r kind date time place text; do
	memgrep show --around "$place" -C 0 aaaa place >"$T/shown"
	grep -q "^$date $time  $kind.*◀\$" "$T/shown"
	grep -qxF "    $text" "$T/shown"
	n=$((n + 1))
done < <(tail -n +2 "$OUT")
test "$n" = 6
# a line given as L55 (any case) or FILE:L55, as the places print
memgrep show --around l2 -C 0 aaaa place | grep -qxF '    the gantry moves at noon'
