# Issue 15 point 4: --all and -n N say two things: a usage error naming both.
args: --all -n 3 retry basic
exit: 2
--- stdout
--- stderr
memgrep: --all prints every session and -n/--sessions N only N: leave out one of them
