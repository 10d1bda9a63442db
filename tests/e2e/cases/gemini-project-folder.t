# docs/reference.md §10: a folder named as versions before the project
# registry named it (the sha256 of the project root), with neither
# .project_root nor a projects.json entry: the project is its name.
args: --color never orchard gemini
--- stdout
[1/1] 5e6f708 • 2025-05-10 12:00 • b9846ae12603eabf040372b14613b63f30dde6575e32f53635e266a70dfbb339 • 2 matches • Prune the orchard lighthouse tests.
  user       2025-05-10 12:00  9e000000-0000-4000-8000-000000000032  Prune the orchard lighthouse tests.
  assistant  2025-05-10 12:00  9e000000-0000-4000-8000-000000000033  Pruned two orchard lighthouse tests.
--- stderr
