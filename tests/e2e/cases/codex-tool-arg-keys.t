# docs/reference.md §2 (tool_use: keys are not text), applied to function_call
# arguments: "workdir" and "timeout_ms" are keys of the arguments JSON, never
# text.
args: --tools --thinking --keep-noise "workdir|timeout_ms" codex/basic
exit: 1
--- stdout
