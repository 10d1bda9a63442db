# Issue 31 point 9: with -C, a message that matches is never shown as a
# context line: with -m 1 -C 2 the other match, a neighbour of the one
# printed, is printed as a match (no "- "), the summary as context.
args: -m 1 -C 2 retry basic
--- stdout
[1/1] a1b2c3d • 2025-03-01 09:01 • /home/dev/app • 2 matches • Upload client work
  user       2025-03-01 09:00  L1  Please add a retry loop to the upload client
  assistant  2025-03-01 09:01  L2  I added a retry loop with exponential backoff to upload.go
  - summary    2025-03-01 09:01  L3  Upload client work
--- stderr
