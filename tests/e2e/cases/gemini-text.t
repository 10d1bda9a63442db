# docs/reference.md §10, §4.5: Gemini CLI sessions (JSON Lines, recorded by
# gemini-cli-core 0.61.0, tests/gemini) in text format: session ids from the
# metadata line, the project from the folder's .project_root, the title from
# the summary ($set). The tool calls and thoughts that also say "lighthouse"
# are not searched without --tools and --thinking.
# Issue 28 point 8: 3 matches, not 4: the prompt a $rewindTo took back is gone.
args: lighthouse gemini/home/.gemini/tmp/harbor
--- stdout
[1/2] 2b3c4d5 • 2025-06-03 14:08 • /home/dev/harbor • 3 matches • Summarise @notes/plan.md for the lighthouse review
  user       2025-06-03 14:00  L2   Summarise @notes/plan.md for the lighthouse review
  assistant  2025-06-03 14:00  L4   The plan is one migration, for the lighthouse review.
  user       2025-06-03 14:08  L10  List the lighthouse sources.

[2/2] 1a2b3c4 • 2025-06-02 09:10 • /home/dev/harbor • 3 matches • Fix the lighthouse parser on empty frames
  user       2025-06-02 09:00  L2   Why does the lighthouse parser drop empty frames?
  assistant  2025-06-02 09:00  L6   The lighthouse parser returns early on an empty frame; I will read it.
  summary    2025-06-02 09:10  L30  Fix the lighthouse parser on empty frames
--- stderr
