# Issue 30, docs/reference.md §1: VS Code Copilot Chat's sessions are
# written by VS Code's own chat store (src/vs/workbench/contrib/chat/common/
# model/chatSessionStore.ts): a workspace's below workspaceStorageHome
# (<user folder>/workspaceStorage/<workspace id>/chatSessions/), an empty
# window's below the default profile's globalStorageHome (<user folder>/
# globalStorage/emptyWindowChatSessions/), whatever profile is in use; the
# user folder is <$XDG_CONFIG_HOME or ~/.config, or macOS's ~/Library/
# Application Support>/<the product's nameShort>/User (userDataPath.ts).
# So every editor built on VS Code keeps them there: VSCodium, Code - OSS
# (microsoft/vscode's own product.json), Cursor and Windsurf are read as
# Code is, on Linux and on macOS, with their projects.
setup: s=$FIX/../../recorded/copilot-vscode-built/home/.config/Code/User/workspaceStorage/3f2a9c1d7e5b4a6c8d0e1f2a3b4c5d6e/chatSessions/5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11.json; mk() { mkdir -p "$(dirname "$1")"; sed "s/5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11/$2/; s/_5b1c_/_$3_/g; s/Hullabaloo chat/$3/; s/borborygmus/$3/g" "$s" > "$1"; }; ws() { mkdir -p "$1"; printf '{"folder": "file:///home/dev/%s"}\n' "$2" > "$1/workspace.json"; }; U=.config/VSCodium/User; ws h/$U/workspaceStorage/w1 codium; mk h/$U/workspaceStorage/w1/chatSessions/11111111-0000-4000-8000-000000000001.json 11111111-0000-4000-8000-000000000001 wambleskew; mk "h/.config/Code - OSS/User/globalStorage/emptyWindowChatSessions/22222222-0000-4000-8000-000000000002.json" 22222222-0000-4000-8000-000000000002 wambleoss; U="h/Library/Application Support/Windsurf/User"; ws "$U/workspaceStorage/w3" surf; mk "$U/workspaceStorage/w3/chatSessions/33333333-0000-4000-8000-000000000003.json" 33333333-0000-4000-8000-000000000003 wamblesurf; U=h/.config/Cursor/User; ws $U/workspaceStorage/w4 cursed; mk $U/globalStorage/chatSessions/w4/44444444-0000-4000-8000-000000000004.json 44444444-0000-4000-8000-000000000004 wamblecur
env: HOME=$T/h
run: "$E2E_BIN" sessions -j 1 --source copilot | cut -c 19-
--- stdout
1111111  copilot     3  /home/dev/codium  wambleskew
2222222  copilot     3    wambleoss
3333333  copilot     3  /home/dev/surf  wamblesurf
4444444  copilot     3  /home/dev/cursed  wamblecur
--- stderr
--- check
# Found by a search, by default (their folders alone make Copilot on).
"$E2E_BIN" -j 1 -l "wambleskew|wambleoss|wamblesurf|wamblecur" | sed "s|^$HOME/||" | sort > "$T/l"
diff - "$T/l" <<'L'
.config/Code - OSS/User/globalStorage/emptyWindowChatSessions/22222222-0000-4000-8000-000000000002.json
.config/Cursor/User/globalStorage/chatSessions/w4/44444444-0000-4000-8000-000000000004.json
.config/VSCodium/User/workspaceStorage/w1/chatSessions/11111111-0000-4000-8000-000000000001.json
Library/Application Support/Windsurf/User/workspaceStorage/w3/chatSessions/33333333-0000-4000-8000-000000000003.json
L
