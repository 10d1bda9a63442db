# --file with an empty query in text format: the tool message of the
# NotebookEdit call (name, then every input value, whitespace folded).
args: --file login-metrics.ipynb "" codex/files/home
--- stdout
[1/1] fc00000 • 2025-04-10 09:20 • /home/dev/app • 1 match • Chart the login failures per day
  tool       2025-04-10 09:20  L2  NotebookEdit /home/dev/app/notebooks/login-metrics.ipynb c1 plot(logins)
--- stderr
