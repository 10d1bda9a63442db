# --file: a notebook_path ending with /PATH names the file.
args: --file login-metrics.ipynb -l "" codex/files/home
--- stdout
codex/files/home/.claude/projects/-home-dev-app/fc000003-0000-4000-8000-000000000003.jsonl
