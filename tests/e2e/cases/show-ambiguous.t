# memgrep show PREFIX that starts several session ids: exit 2, nothing on
# stdout, and the candidates on stderr, one a line (id, source, local time
# of the last message, project, title when the session has one), by id.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 5e55
exit: 2
--- stdout
--- stderr
memgrep: session id prefix 5e55 is ambiguous: it starts 3 sessions:
  5e55a000-0000-4000-8000-00000000000a  claude  2025-05-01 09:11  /home/dev/harbor  Harbor crane planning
  5e55b000-0000-4000-8000-00000000000b  claude  2025-05-02 08:02  /home/dev/harbor
  5e55c000-0000-4000-8000-00000000000c  claude  2025-05-03 07:01  /home/dev/it's here  Tugboat's log
