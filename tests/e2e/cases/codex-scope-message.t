# Control for codex-scope-session: no single message holds both groups.
args: '"empty frames" "read the lighthouse"' codex/basic
exit: 1
--- stdout
