# docs/reference.md §4.5: text output, no colour when stdout is not a terminal:
# a header per session (short id, latest time, project, matches, title), then
# its messages in chronological order.
args: retry basic
--- stdout
[1/1] a1b2c3d • 2025-03-01 09:01 • /home/dev/app • 2 matches • Upload client work
  user       2025-03-01 09:00  L1  Please add a retry loop to the upload client
  assistant  2025-03-01 09:01  L2  I added a retry loop with exponential backoff to upload.go
--- stderr
