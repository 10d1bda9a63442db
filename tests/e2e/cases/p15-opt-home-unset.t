# Issue 15 point 11, docs/reference.md §1: with HOME unset or empty the home
# folder comes from the password database; ./.claude and ./.codex below the
# current folder are never searched.
setup: mkdir -p .claude/projects/p .codex/sessions; printf '{"type":"user","sessionId":"e0e0e0e0-0000-4000-8000-000000000001","uuid":"u1","timestamp":"2025-03-01T09:00:00Z","cwd":"/x","message":{"role":"user","content":"the quokkafish p15 plan"}}\n' | tee .claude/projects/p/s.jsonl > .codex/sessions/rollout-s.jsonl
cwd: $T
run: true
--- check
pw=$(getent passwd "$(id -u)" | cut -d: -f6)
[ -n "$pw" ] || { echo "no home folder in the password database for $(id -u)"; exit 1; }
for h in unset empty; do
	if [ $h = unset ]; then e="env -u HOME -u CODEX_HOME"; else e="env -u CODEX_HOME HOME="; fi
	# The real home's history may hold anything: only no ./ path counts.
	$e memgrep -l quokkafish >o 2>e || true # nothing found: exit 1
	! grep -q '^\./\|^\.claude' o || { echo "HOME $h: ./.claude searched:"; cat o; exit 1; }
	! grep -q '\./\.claude\|no history found: \.' e || { echo "HOME $h: a root below the current folder:"; cat e; exit 1; }
	$e memgrep --source codex -l quokkafish >o 2>e || true
	! grep -q '^\./\|^\.codex' o || { echo "HOME $h: ./.codex searched:"; cat o; exit 1; }
	[ -d "$pw/.codex/sessions" ] || grep -qF "no history found: $pw/.codex/sessions does not exist" e ||
		{ echo "HOME $h: the codex root is not $pw/.codex/sessions:"; cat e; exit 1; }
done
