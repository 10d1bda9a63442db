# Text with explicit PATHs: the session, an empty line, then memory.
args: --color never --memory retry basic memory/json
--- stdout
[1/1] a1b2c3d • 2025-03-01 09:01 • /home/dev/app • 2 matches • Upload client work
  user       2025-03-01 09:00  L1  Please add a retry loop to the upload client
  assistant  2025-03-01 09:01  L2  I added a retry loop with exponential backoff to upload.go

### memory/json/notes.md
**Line 2:** retry the upload three times
**Line 3:** never retry a 4xx answer

Found 2 matches across 1 files.
--- stderr
