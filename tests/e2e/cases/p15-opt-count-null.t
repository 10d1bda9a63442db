# Issue 15 point 10: -0 goes with -c too: each FILE:COUNT ends with NUL.
run: memgrep -c -0 retry basic | tr '\0' @; echo
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2@
--- stderr
