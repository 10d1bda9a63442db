# docs/reference.md §4.4: -B 1 / -A 1 print the message before and after each
# match in its file, marked as context; they do not count as matches.
args: --color never -B 1 -A 1 lighthouse context
--- stdout
[1/1] c0c0c0c • 2025-03-04 08:02 • /srv/site • 1 match • first message about the garden
  - assistant  2025-03-04 08:01  L2  second message about the fence
  user       2025-03-04 08:02  L3  third message about the lighthouse
  - assistant  2025-03-04 08:03  L4  fourth message about the harbour
