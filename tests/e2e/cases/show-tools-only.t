# --tools alone: tool messages in full, thinking still one line.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --tools --around a-2 -A 2 -B 0 5e55a | tail -n +10
--- stdout

2025-05-01 09:01  thinking  The crane schedule depends on the tides: high water at 14:00 and low water at 20:00, so berth three…  ◀

2025-05-01 09:02  tool
    Bash
    grep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, every crane counted, and the tide table read twice'

2025-05-01 09:02  tool
    berth 3: crane A
    berth 5: crane B
--- stderr
