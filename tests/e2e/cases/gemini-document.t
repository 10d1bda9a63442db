# docs/reference.md §10: a session-*.json document (gemini-cli-core 0.36.0)
# is read whole and its messages one by one: each message's line is the
# line where it starts; the summary is the document's (its root, line 1).
args: --tools --thinking --format tsv -m 10 "puffin|old" gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
--- stdout
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:00:02.000Z	user	Explain the lighthouse build on this old branch.	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	7	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:00:05.000Z	thinking	Old build\nThe makefile calls the puffin script.	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	17	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:00:05.000Z	assistant	The lighthouse build runs make, then the puffin script. Ça marche.	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	17	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:00:05.000Z	tool	run_shell_command\nmake -n lighthouse\ncc -o lighthouse main.c puffin.o	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	17	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:03:02.000Z	summary	Explain the old lighthouse build	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	1	0	gemini
--- stderr
