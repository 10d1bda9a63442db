# docs/reference.md §10: the kite folder has no .project_root: its project
# is the path that ~/.gemini/projects.json maps to "kite".
args: --color never pelican gemini/home/.gemini/tmp/kite
--- stdout
[1/1] 3c4d5e6 • 2025-06-04 08:00 • /home/dev/kite • 2 matches • Where is the pelican config loaded in kite?
  user       2025-06-04 08:00  L2  Where is the pelican config loaded in kite?
  assistant  2025-06-04 08:00  L4  The pelican config is loaded in src/config.ts.
--- stderr
