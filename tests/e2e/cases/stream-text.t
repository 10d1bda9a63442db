# --stream in text: one line a message, its session, time, project and type.
args: --stream retry basic
--- stdout
a1b2c3d • 2025-03-01 09:00 • /home/dev/app • user  Please add a retry loop to the upload client
a1b2c3d • 2025-03-01 09:01 • /home/dev/app • assistant  I added a retry loop with exponential backoff to upload.go
