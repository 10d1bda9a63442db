# docs/reference.md §10, §4.4: -A 1 shows the next message, which is the
# last copy of the rewritten answer, not its drafts.
args: --color never -A 1 "which cache" gemini/home/.gemini/tmp/harbor
--- stdout
[1/1] 1a2b3c4 • 2025-06-02 09:10 • /home/dev/harbor • 1 match • Fix the lighthouse parser on empty frames
  user       2025-06-02 09:10  L22  Which cache should the frames use?
  - assistant  2025-06-02 09:10  L28  Final: use the wombat cache for frames.
--- stderr
