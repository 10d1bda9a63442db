# An unknown --source name is a usage error: exit 2, nothing on stdout.
args: --source nope pelican
exit: 2
--- stdout
