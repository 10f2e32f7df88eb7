#!/usr/bin/env python3
"""Writes the calls a live UI test run made (ui/src/test/live.ts) into its scenario.

    scripts/live-to-scenario.py NAME...

Reads /tmp/tablekeep-live/NAME.jsonl and sets `calls` (the writes, in order) and `reads` (each
read once, in first-asked order; campaign-free commands are left to recorded/requests.json) of
ui/src/test/recorded/scenarios/NAME.json, keeping its other fields. Then record:
cargo test -p tablekeep-api recorded.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "ui/src/test/recorded"
free = set(json.loads((ROOT / "requests.json").read_text()))
for name in sys.argv[1:]:
    path = ROOT / "scenarios" / f"{name}.json"
    scenario = json.loads(path.read_text())
    calls, reads, seen = [], [], set()
    for line in Path(f"/tmp/tablekeep-live/{name}.jsonl").read_text().splitlines():
        row = json.loads(line)
        call = {"command": row["command"], "args": row["args"]}
        if row["write"]:
            calls.append(call)
        elif row["command"] not in free:
            key = json.dumps(call, sort_keys=True)
            if key not in seen:
                seen.add(key)
                reads.append(call)
    scenario["calls"] = calls
    scenario["reads"] = reads
    path.write_text(json.dumps(scenario, indent=2) + "\n")
    print(f"{name}: {len(calls)} calls, {len(reads)} reads")
