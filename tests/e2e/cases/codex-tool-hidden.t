# A text found only in a function_call_output is not found without --tools.
args: parse_frame codex/basic
exit: 1
--- stdout
