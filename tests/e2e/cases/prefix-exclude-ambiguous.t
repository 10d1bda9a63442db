# --exclude-session PREFIX that starts several session ids: exit 2, the
# candidate ids one a line on stderr, no results.
env: HOME=$FIX/browse/home
run: memgrep --codex --exclude-session 0199a1b2 buoy
exit: 2
--- stdout
--- stderr
memgrep: --exclude-session 0199a1b2 is ambiguous: it starts 2 session ids:
  0199a1b2-1111-7aaa-8000-000000000001
  0199a1b2-2222-7bbb-8000-000000000002
