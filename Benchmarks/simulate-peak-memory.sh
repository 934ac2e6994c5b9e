#!/usr/bin/env bash
# Peak memory of `refreshkit simulate` against the size of its input (issue 22): scripts of 1, 4,
# 16 and 64 MiB whose steps are `{"wait":0}` (valid: the run keeps every step, 24 bytes each)
# and `0` (refused at steps[0]: only the text is read), each measured side by side with a short
# script (`farm-bench --vs`, peak = the process's own maximum resident set), so the figure above
# the process's own memory can be read as a multiple of the input's size.
#
#   Benchmarks/simulate-peak-memory.sh [REFRESHKIT_BINARY]     # default: .build/release/refreshkit
#
# Needs GNU time (`/usr/bin/time -f %M`) and python3; farm-bench, where installed, adds its side-by-side
# runs (the new binary vs the same binary on the short script).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/refreshkit}
[ -x "$binary" ] || swift build -c release --product refreshkit >/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/rk-peak-XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
head = '{"viewport":{"width":390,"height":844},"contentHeight":2000,"steps":['
open(f"{work}/short.json", "w").write(head + '{"wait":1}]}')
for mib in (1, 4, 16, 64):
    for name, step in (("waits", '{"wait":0}'), ("zeros", "0")):
        count = (mib * 1024 * 1024 - len(head) - 2) // (len(step) + 1)
        open(f"{work}/{name}-{mib}.json", "w").write(head + ",".join([step] * count) + "]}")
PY

peak_kib() {   # the peak resident set of one run, in KiB
  { /usr/bin/time -f %M "$binary" simulate "$1" 2>&1 >/dev/null || true; } | tail -1
}

printf '%-10s %10s %12s %12s %10s\n' script "input" "peak" "above short" "x input"
base=$(peak_kib "$work/short.json")
for file in "$work"/waits-*.json "$work"/zeros-*.json; do
  name=$(basename "$file" .json)
  size=$(stat -c %s "$file")
  if command -v farm-bench >/dev/null; then
    farm-bench -n 3 --timeout 600 --vs "$binary simulate $work/short.json" -- "$binary" simulate "$file" | grep "peak MiB" | sed "s/^/  $name: /" || true
  fi
  peak=$(peak_kib "$file")
  above=$(( (peak - base) * 1024 ))
  printf '%-10s %7d KB %9d KB %9d KB %9.2f\n' "$name" $((size >> 10)) "$peak" $((above / 1024)) "$(echo "$above / $size" | bc -l)"
done
