#!/usr/bin/env bash
# Measures refreshkit-playground's frame times at @2x under Xvfb while xdotool plays a tour:
# two pulls past the trigger with their refreshes, flicks up to the end (the footer loads
# more rows), a flick back, style and bar keys. Prints the playground's summary line:
#   {"frames": N, "seconds": t, "medianMs": m, "p99Ms": p, "maxMs": x, "scale": 2}
#
#   scripts/playground-frame-times.sh [--scale 1|2|3]
#   PLAYGROUND_BIN=path scripts/playground-frame-times.sh
#
# Needs Xvfb and xdotool (.ci/run installs them: apt-get install xvfb xdotool).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || { echo "playground-frame-times: $tool is missing; apt-get install xvfb xdotool (.ci/run does)" >&2; exit 1; }
done
scale=2
[ "${1:-}" = "--scale" ] && scale=$2

BIN=${PLAYGROUND_BIN:-}
if [ -z "$BIN" ]; then
  swift build -c release --product refreshkit-playground >&2
  BIN="$(swift build -c release --show-bin-path)/refreshkit-playground"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/playground-times.XXXXXX")
xvfb_pid=""
cleanup() { [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
Xvfb -displayfd 3 -screen 0 1024x1800x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(head -n1 "$work/display")"

"$BIN" --scale "$scale" --work-delay 1.5 --duration 16 >/dev/null 2>"$work/err" &
app=$!
timeout 30 xdotool search --sync --onlyvisible --name "RefreshKit playground" >/dev/null || { cat "$work/err" >&2; exit 1; }
x=$((195 * scale))
y() { echo $(($1 * scale)); }
# drag FROM TO STEPS: press at FROM pt, move to TO pt in STEPS frames of ~16 ms, release.
drag() {
  local args=(mousemove "$x" "$(y "$1")" mousedown 1)
  for i in $(seq 1 "$3"); do args+=(sleep 0.016 mousemove "$x" "$(y $(($1 + ($2 - $1) * i / $3)))"); done
  xdotool "${args[@]}" mouseup 1
}
sleep 1
drag 200 500 30; sleep 3        # pull past the trigger, refresh, finish
xdotool key Tab; drag 200 520 20; sleep 3
for _ in 1 2 3 4; do drag 650 150 8; sleep 0.6; done   # flicks to the end: the footer loads
sleep 2
drag 150 700 6; sleep 1.5       # a flick back up
xdotool key 3 key b; drag 250 550 25
wait "$app"
tail -n1 "$work/err"
