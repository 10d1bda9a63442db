# Pasted memgrep output is dropped from search results: a line opening with
# a text header whose short id is 7 hex digits (5e55c00) or longer, hex
# digits and '-' (0199a1b2-2, as printed when two ids share 7 characters).
# A header with 6 hex digits, or a letter after the 7, is no memgrep header:
# kept. --keep-noise keeps them all (5 matches).
run: memgrep pelican browse/pasted; memgrep -c --keep-noise pelican browse/pasted
--- stdout
[1/1] 9a57ed0 • 2025-05-10 08:04 • /home/dev/paste • 3 matches • Tell me about the pelican
  user       2025-05-10 08:00  L1  Tell me about the pelican
  user       2025-05-10 08:03  L4  [1/1] 5e55c0 • six digits are no id: pelican
  user       2025-05-10 08:04  L5  [1/1] 5e55c00x • a letter after seven: pelican
browse/pasted/9a57ed00-0000-4000-8000-000000000001.jsonl:5
--- stderr
