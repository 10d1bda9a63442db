# With --stream every session whose id starts with the value is left out (no
# ambiguity check): 0199a1b2 leaves out both rollouts (no result, exit 1),
# 0199a1b2-1 the red one only.
env: HOME=$FIX/browse/home
run: memgrep --codex --stream --exclude-session 0199a1b2 -q buoy; echo "exit $?"; memgrep --codex --stream --format jsonl --exclude-session 0199a1b2-1 buoy | cut -c 1-52; echo "exit $?"
--- stdout
exit 1
{"session_id":"0199a1b2-2222-7bbb-8000-000000000002"
{"session_id":"0199a1b2-2222-7bbb-8000-000000000002"
exit 0
--- stderr
