# The progress line goes only to a terminal; --no-progress is accepted and
# stderr stays empty when it is not one.
args: --no-progress -c retry basic
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
--- stderr
