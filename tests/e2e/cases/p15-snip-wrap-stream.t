# docs/reference.md §4.5, issue 15 point 12: --stream on a terminal of 80
# columns: each line wraps under its snippet's column.
env: NO_COLOR=1
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "stty cols 80; '$E2E_BIN' -j 1 --stream alpha snippet/p15-groups.jsonl" /dev/null | tr -d '\r'
--- stdout
5a1e700 • 2025-03-03 12:01 • /home/dev/app • assistant  …0056 n0057 n0058 n0059
                                                        alpha n0061 n0062 n0063
                                                        n0064 n0065 n0066 n0067…
