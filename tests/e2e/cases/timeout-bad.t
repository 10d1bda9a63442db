# --timeout takes a positive number of seconds.
args: --timeout -3 retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
--timeout
