# Issue 30, docs/reference.md §1: OpenClaw 2026.9 publishes each transcript
# a reset or a delete archived as a file of its archive name below
# sessions/ (<id>.jsonl.reset.<time>.<generation>.zst, <id>.jsonl.deleted.
# …) and later prunes the store's row: such a file is read (zstd or not),
# a session of its own; while the store still holds the archive, the file
# is its copy and the session is found once, from the store. The files are
# the store's own blobs (tests/recorded/openclaw-2026.9.6-archives).
setup: cp -r "$FIX/../../recorded/openclaw-2026.9.6-archives/.openclaw" "$HOME/" && chmod -R u+w "$HOME/.openclaw" && python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); [open(sys.argv[2]+"/"+n,"wb").write(b) for n,b in c.execute("select archive_name, archive_blob from session_transcript_archives")]' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite" "$HOME/.openclaw/agents/main/sessions"
run: memgrep -l "quomodocunquize|zenzizenzizenzic"; python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("delete from session_transcript_archives"); c.commit()' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite"; memgrep -l "quomodocunquize|zenzizenzizenzic"; memgrep -c zenzizenzizenzic; "$E2E_BIN" sessions -j 1 | grep -c quomodocunquize
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a.jsonl.reset.2026-11-29T19-20-00.000Z.9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b.zst
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b
$T/home/.openclaw/agents/main/sessions/5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a.jsonl.reset.2026-11-29T19-20-00.000Z.9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b.zst
$T/home/.openclaw/agents/main/sessions/c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b
$T/home/.openclaw/agents/main/sessions/c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b:3
1
--- stderr
