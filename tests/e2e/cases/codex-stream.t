# docs/reference.md §4.5 --stream on a Codex rollout: every matching message,
# one line each, in no set order (so compared sorted).
args: --stream lighthouse codex/basic
--- check
sort "$OUT" > "$T/got.txt"
sort > "$T/want.txt" <<'EOF'
c0de111 • 2025-04-01 10:00 • /home/dev/harbor • user  Please fix the lighthouse parser so it handles empty frames
c0de111 • 2025-04-01 10:00 • /home/dev/harbor • assistant  I will read the lighthouse parser first.
c0de111 • 2025-04-01 10:03 • /home/dev/harbor • assistant  The lighthouse parser now skips empty frames.
EOF
diff "$T/want.txt" "$T/got.txt"
