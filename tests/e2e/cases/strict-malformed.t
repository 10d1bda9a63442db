# --strict: a warning (here malformed lines) makes the status 2, after the
# results are printed.
args: --strict -c kestrel malformed
exit: 2
--- stdout
malformed/bad0bad0-0000-4000-8000-000000000005.jsonl:2
--- stderr-contains
malformed
--strict
