# Issue 30, docs/noise-markers.md: a custom_message entry is text put in
# the model's context (here the Gateway's): noise (doohickey is not found;
# --keep-noise finds it); the prompts are not.
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6/.openclaw" "$HOME/"
run: memgrep doohickey; echo "exit $?"; memgrep --keep-noise doohickey
--- stdout
exit 1
[1/1] 5f0c2a9 • 2026-11-29 13:00 • /tmp/memgrep-record/openclaw/workspace • 1 match • Platypusian naming ceremony
  user       2026-11-29 13:00  doohickey: context the gateway injected
--- stderr
No results found for "doohickey" in OpenClaw transcripts ($T/home/.openclaw/agents).
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
