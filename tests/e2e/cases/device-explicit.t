# An explicit PATH that is a device (here /dev/zero, which never ends) is
# refused with one line, exit 2, never read.
args: retry /dev/zero
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
/dev/zero
not a regular file
