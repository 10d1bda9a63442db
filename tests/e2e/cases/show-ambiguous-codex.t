# Two Codex rollouts whose UUIDv7-like ids share their first 9 characters
# (0199a1b2-): the prefix 0199a1b2 is ambiguous (exit 2, both listed).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 0199a1b2
exit: 2
--- stdout
--- stderr
memgrep: session id prefix 0199a1b2 is ambiguous: it starts 2 sessions:
  0199a1b2-1111-7aaa-8000-000000000001  codex   2025-05-04 10:01  /home/dev/harbor
  0199a1b2-2222-7bbb-8000-000000000002  codex   2025-05-04 10:31  /home/dev/harbor
