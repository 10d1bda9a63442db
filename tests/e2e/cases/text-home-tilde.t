# docs/reference.md §4.5 (its example): a project under $HOME is shown as ~/….
env: HOME=/home/dev
args: retry basic
--- stdout
[1/1] a1b2c3d • 2025-03-01 09:01 • ~/app • 2 matches • Upload client work
  user       2025-03-01 09:00  L1  Please add a retry loop to the upload client
  assistant  2025-03-01 09:01  L2  I added a retry loop with exponential backoff to upload.go
