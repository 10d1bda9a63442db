# Issue 30, docs/reference.md §1: the session the Cline CLI 3.0.65 wrote
# (tests/recorded/README.md, cline): a prompt (quodlibetal, données), its
# reasoning (cogitabund), its answer (snollygoster), then the same session
# resumed with --id: a second
# prompt (bumfuzzle, 日本語) and answer (gobemouche), all in one
# sessions/<id>/<id>.messages.json. The <user_input mode="act"> wrapper
# the CLI puts around what was typed is taken off; its project is the cwd
# of the manifest beside it (<id>.json).
env: CLINE_DIR=$FIX/../../recorded/cline-3.0.65/.cline
args: "quodlibetal|snollygoster|bumfuzzle|gobemouche"
--- stdout
[1/1] 1795954 • 2026-11-29 12:17 • /tmp/memgrep-record/cline/proj • 4 matches • Run a command about quodlibetal données, then answer
  user       2026-11-29 12:17  1c45597e  Run a command about quodlibetal données, then answer
  assistant  2026-11-29 12:17  msg_-eqTkGvY  snollygoster answer 1
  user       2026-11-29 12:17  d5378b25  Resumed: say bumfuzzle in 日本語
  assistant  2026-11-29 12:17  msg_rXFtviGk  gobemouche answer 2
--- stderr
--- check
# Its reasoning (sent by the mock as reasoning_content, kept by Cline as a
# thinking block) is kind thinking: found with --thinking alone.
if memgrep cogitabund; then exit 1; fi
memgrep --thinking --format tsv cogitabund | cut -f 3,4 | diff - <(printf 'thinking\tA cogitabund plan: run the command first.\n')
# Nothing of the wrapper is searched as what was typed.
if memgrep user_input; then exit 1; fi
