# Issue 15 point 10, docs/reference.md §4.1: --since later than --until can
# keep nothing: a usage error naming both, exit 2.
run: memgrep --since 2025-03-02 --until 2025-03-01 retry basic; echo "exit $?"; memgrep --since today --until yesterday retry basic; echo "exit $?"
--- stdout
exit 2
exit 2
--- stderr
memgrep: --since 2025-03-02 is later than --until 2025-03-01: no message can be in between
memgrep: --since today is later than --until yesterday: no message can be in between
