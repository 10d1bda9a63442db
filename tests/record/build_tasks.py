#!/usr/bin/env python3
"""Builds the task documents of Cline's VS Code extension before its SDK
(3.85.0) and of Roo Code (3.52.1) from their sources (issue 30).

Neither runs headless: both are VS Code extensions, whose tasks are
written by the extension host. What each writes is taken from its own
source, and written here the way its writer writes it:

  Cline 3.85.0 (cline/cline 791d2389966d^, src/core/storage/disk.ts
  saveApiConversationHistory: JSON.stringify(history), compact, UTF-8 raw):
  globalStorage/saoudrizwan.claude-dev/tasks/<ms id>/
  api_conversation_history.json, an array of Anthropic messages; the first
  user message is `<task>\\n...\\n</task>` (src/core/task/index.ts) and an
  `<environment_details>` block naming `# Current Working Directory (...)
  Files`; a tool's result is a text block `[tool for '...'] Result:\\n...`
  (XML tools) or a tool_result block holding the same text (native tools;
  src/core/task/tools/utils/ToolResultUtils.ts); ui_messages.json and
  task_metadata.json beside it (not read by memgrep).

  Roo Code 3.52.1 (RooCodeInc/Roo-Code cb836567180a, src/core/
  task-persistence/apiMessages.ts, safeWriteJson: compact):
  globalStorage/rooveterinaryinc.roo-cline/tasks/<uuid>/
  api_conversation_history.json; user text `<user_message>\\n...\\n
  </user_message>` (src/core/task/Task.ts), `# Current Workspace Directory
  (...) Files` (src/core/environment/getEnvironmentDetails.ts), each
  message with `ts`, reasoning as a {"type": "reasoning", "text",
  "summary"} block (Task.addToApiConversationHistory).

  tests/record/build_tasks.py [--out tests/recorded]

Writes tests/recorded/cline-vscode-3.85.0/ and tests/recorded/roo-code-3.52.1/
(wiped first), each laid out below a home folder (.config/Code/User/...).
"""
import argparse
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
STORAGE = ".config/Code/User/globalStorage"


def write(path, value, mtime):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(value, ensure_ascii=False, separators=(",", ":")))
    os.utime(path, (mtime, mtime))


def env(head, cwd):
    return {"type": "text", "text": "<environment_details>\n# VSCode Visible Files\n"
            f"README.md\n\n# Current Time\n11/29/2026, 9:00:00 AM (UTC)\n\n"
            f"{head} ({cwd}) Files\nREADME.md\n</environment_details>"}


def cline_tasks(out):
    tasks = f"{out}/cline-vscode-3.85.0/{STORAGE}/saoudrizwan.claude-dev/tasks"
    cwd = "/home/dev/garden"
    head = "# Current Working Directory"
    # (a) XML tools, no ts (as versions before ClineStorageMessage wrote).
    a = [
        {"role": "user", "content": [
            {"type": "text", "text": "<task>\nList the hornswoggle files, données 日本語\n</task>"},
            env(head, cwd)]},
        {"role": "assistant", "content": [
            {"type": "thinking", "thinking": "The user wants a mumpsimus listing.",
             "signature": "c2lnbmF0dXJl"},
            {"type": "text", "text": "I will list them.\n\n<execute_command>\n<command>ls</command>\n"
             "<requires_approval>false</requires_approval>\n</execute_command>"}]},
        {"role": "user", "content": [
            {"type": "text", "text": "[execute_command for 'ls'] Result:\nCommand executed.\n"
             "Output:\nsnickersnee.txt"},
            env(head, cwd)]},
        {"role": "assistant", "content": [
            {"type": "text", "text": "<attempt_completion>\n<result>\nThe taradiddle list is done."
             "\n</result>\n</attempt_completion>"}]},
    ]
    write(f"{tasks}/1795900000000/api_conversation_history.json", a, 1795900060)
    write(f"{tasks}/1795900000000/ui_messages.json", [
        {"ts": 1795900000000, "type": "say", "say": "task",
         "text": "List the hornswoggle files, données 日本語"}], 1795900060)
    write(f"{tasks}/1795900000000/task_metadata.json", {
        "files_in_context": [], "model_usage": [], "environment_history": []}, 1795900060)
    # (b) native tools, with ts and ids (ClineStorageMessage).
    b = [
        {"role": "user", "ts": 1795903600000, "content": [
            {"type": "text", "text": "<task>\nabsquatulate: run the check\n</task>"},
            env(head, cwd)]},
        {"role": "assistant", "ts": 1795903601000, "id": "msg_01",
         "content": [
            {"type": "text", "text": "Running it."},
            {"type": "tool_use", "id": "toolu_01", "name": "execute_command",
             "input": {"command": "echo gardyloo", "requires_approval": False}}]},
        {"role": "user", "ts": 1795903602000, "content": [
            {"type": "tool_result", "tool_use_id": "toolu_01", "content":
             "[execute_command for 'echo gardyloo'] Result:\nCommand executed.\nOutput:\ngardyloo"},
            env(head, cwd)]},
        {"role": "assistant", "ts": 1795903603000, "id": "msg_02",
         "content": [{"type": "text", "text": "skedaddle: the check passed."}]},
    ]
    write(f"{tasks}/1795903600000/api_conversation_history.json", b, 1795903603)


def roo_tasks(out):
    tasks = f"{out}/roo-code-3.52.1/{STORAGE}/rooveterinaryinc.roo-cline/tasks"
    cwd = "/home/dev/orchard"
    head = "# Current Workspace Directory"
    t = [
        {"role": "user", "ts": 1795910000000, "content": [
            {"type": "text", "text": "<user_message>\nCount the brabble lines, données 日本語\n</user_message>"},
            env(head, cwd)]},
        {"role": "assistant", "ts": 1795910001000, "content": [
            {"type": "reasoning", "text": "A flibbertigibbet count needs wc.", "summary": []},
            {"type": "text", "text": "Counting."},
            {"type": "tool_use", "id": "call_roo_1", "name": "execute_command",
             "input": {"command": "wc -l lickspittle.txt"}}]},
        {"role": "user", "ts": 1795910002000, "content": [
            {"type": "tool_result", "tool_use_id": "call_roo_1",
             "content": "Command executed in terminal within working directory '/home/dev/orchard'. "
             "Exit code: 0\nOutput:\n3 lickspittle.txt"},
            env(head, cwd)]},
        {"role": "assistant", "ts": 1795910003000, "content": [
            {"type": "text", "text": "mollycoddle: three lines."}]},
        {"role": "user", "ts": 1795910060000, "content": [
            {"type": "text", "text": "<user_message>\nAnd bloviate once more\n</user_message>"},
            env(head, cwd)]},
        {"role": "assistant", "ts": 1795910061000, "content": [
            {"type": "text", "text": "mollycoddle again."}]},
    ]
    tid = "019ad2c4-7a10-7000-8000-00000000b0b0"
    write(f"{tasks}/{tid}/api_conversation_history.json", t, 1795910061)
    write(f"{tasks}/{tid}/ui_messages.json", [
        {"ts": 1795910000000, "type": "say", "say": "text",
         "text": "Count the brabble lines, données 日本語"}], 1795910061)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(REPO, "tests", "recorded"))
    args = ap.parse_args()
    for d in ("cline-vscode-3.85.0", "roo-code-3.52.1"):
        shutil.rmtree(os.path.join(args.out, d), ignore_errors=True)
    cline_tasks(args.out)
    roo_tasks(args.out)


if __name__ == "__main__":
    main()
