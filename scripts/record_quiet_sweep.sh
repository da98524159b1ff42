#!/usr/bin/env bash
# Writes resources/recorded/quiet_cpu_sweep.json's content to stdout (resources/recorded/README.md):
# one sweep of the CPU engines at 16² … 2048², its trusted CPU rows, the CPU, the date and the
# command. Refuses (exit 1) when any CPU row is not trusted: a busy machine records nothing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${CONVSCOPE_BINARY:-$root/build/app/convscope}
sizes=16,32,64,128,256,512,1024,2048
command="convscope sweep --sizes $sizes --format json"
"$binary" sweep --sizes "$sizes" --format json --lang en |
  python3 -c '
import json, sys, datetime
command, info = sys.argv[1], json.loads(sys.argv[2])
sweep = json.load(sys.stdin)
rows = [r for r in sweep["rows"] if r["series"] in ("reference", "parallel")]
untrusted = [r for r in rows if not r.get("trusted", False)]
if untrusted:
    sys.exit("not recorded: %d CPU rows not trusted (another program held the CPU)" % len(untrusted))
cpu = info["cpu"]
out = {
    "cpu": {"model": cpu["model"], "logical_cores": cpu["logicalCores"], "simd": cpu["simd"]},
    "date": datetime.date.today().isoformat(),
    "command": command,
    "rows": [{"size": r["size"], "series": r["series"], "median_ms": r["median_ms"],
              "runs": r["runs"]} for r in rows],
}
print(json.dumps(out, indent=1))
' "$command" "$("$binary" info --format json)"
