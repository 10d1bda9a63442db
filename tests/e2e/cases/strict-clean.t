# --strict without a warning changes nothing.
args: --strict -c retry basic
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
--- stderr
