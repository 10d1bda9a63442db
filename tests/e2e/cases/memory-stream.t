# --stream: the session lines as they are decided, then the memory part
# after an empty line.
args: --stream --memory retry basic memory/json
--- stdout
a1b2c3d • 2025-03-01 09:00 • /home/dev/app • user  Please add a retry loop to the upload client
a1b2c3d • 2025-03-01 09:01 • /home/dev/app • assistant  I added a retry loop with exponential backoff to upload.go

### memory/json/notes.md
**Line 2:** retry the upload three times
**Line 3:** never retry a 4xx answer

Found 2 matches across 1 files.
