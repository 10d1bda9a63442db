# The reasoning summary is not found without --thinking (and its event_msg
# agent_reasoning copy never is).
args: '"Inspecting the parser"' codex/basic
exit: 1
--- stdout
