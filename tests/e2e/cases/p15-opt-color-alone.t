# Issue 15 point 11, docs/reference.md §4.5: --color with no value means
# always, as grep's; a value is --color=WHEN, or the next word when it is
# auto, always or never.
run: memgrep --color retry basic | grep -c $'\e\\[1;31m'; memgrep --color=never retry basic | grep -c $'\e'; memgrep --color never retry basic | grep -c $'\e'; memgrep retry basic --colour | grep -c $'\e\\[1;31m'
--- stdout
2
0
0
2
--- stderr
