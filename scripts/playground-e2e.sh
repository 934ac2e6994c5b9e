#!/usr/bin/env bash
# End-to-end test of refreshkit-playground: a real X server (Xvfb), real input events
# (xdotool), real frame timing, the real controllers and renderer.
#
#   scripts/playground-e2e.sh            # builds the release binary first
#   PLAYGROUND_BIN=path scripts/playground-e2e.sh
#
# Needs Xvfb and xdotool (.ci/run installs them: apt-get install xvfb xdotool).
# Checks, exiting non-zero on the first failure:
#   1. without a display: exit 2 and one line that says to set DISPLAY or use xvfb-run;
#   2. a drag past the trigger and a release: the --log lines go pulling → armed →
#      refreshing → finishing → idle for the header, and the frames recorded with --record
#      show the indicator (refreshkit-playground --check-frames);
#   3. keys reach the window: a style key, Reduce Motion, the bar, then q quits at once and the
#      frame times are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "playground-e2e: FAIL: $*" >&2; exit 1; }
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || fail "$tool is missing; apt-get install xvfb xdotool (.ci/run does)"
done

BIN=${PLAYGROUND_BIN:-}
if [ -z "$BIN" ]; then
  swift build -c release --product refreshkit-playground >&2
  BIN="$(swift build -c release --show-bin-path)/refreshkit-playground"
fi
[ -x "$BIN" ] || fail "no binary at $BIN"

work=$(mktemp -d "${TMPDIR:-/tmp}/playground-e2e.XXXXXX")
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# 1. No display.
set +e
env -u DISPLAY "$BIN" >"$work/nodisplay.out" 2>"$work/nodisplay.err"
status=$?
set -e
[ "$status" -eq 2 ] || fail "without DISPLAY the exit status is $status, not 2"
[ "$(wc -l <"$work/nodisplay.err")" -eq 1 ] || fail "without DISPLAY stderr is not one line: $(cat "$work/nodisplay.err")"
grep -q "set DISPLAY or run under xvfb-run" "$work/nodisplay.err" || fail "the no-display line does not say what to do"
echo "no display: $(cat "$work/nodisplay.err")"

# A private X server on a free display number (Xvfb picks it and writes it to fd 3).
Xvfb -displayfd 3 -screen 0 1024x1800x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
export DISPLAY=":$(head -n1 "$work/display")"
echo "Xvfb on $DISPLAY"

# 2. Drag past the trigger, release, watch the refresh end.
"$BIN" --log --record "$work/frames" --duration 8 --work-delay 1.5 >"$work/log" 2>"$work/err" &
app_pid=$!
timeout 30 xdotool search --sync --onlyvisible --name "RefreshKit playground" >/dev/null \
  || fail "no playground window within 30 s ($(cat "$work/err" "$work/keys.err" 2>/dev/null))"
sleep 0.5
# The window is at the origin, 780x1688 pixels (@2x). The finger goes down at y = 400 and
# moves 600 px (300 pt, which the rubber band turns into a pull of ~138 pt, past the 80 pt
# trigger) in 30 steps over ~0.5 s, holds still for 1 s (writing a PNG per frame is slow: this
# leaves frames of the armed indicator even on a busy machine), then lifts.
moves=()
for i in $(seq 1 30); do moves+=(mousemove 390 $((400 + i * 20)) sleep 0.016); done
xdotool mousemove 390 400 mousedown 1 sleep 0.05 "${moves[@]}" sleep 1 mouseup 1
wait "$app_pid" || fail "the playground exited with status $? ($(cat "$work/err"))"
app_pid=""
echo "log:"
sed 's/^/  /' "$work/log"
header=$(grep '"edge": "header"' "$work/log" | sed -E 's/.*"state": "([A-Za-z]+)".*/\1/' | tr '\n' ' ')
case " $header" in
  *" pulling armed refreshing finishing idle "*) echo "header states in order: $header" ;;
  *) fail "the header's states are '$header', not pulling armed refreshing finishing idle" ;;
esac
echo "frame times: $(tail -n1 "$work/err")"
echo "frames recorded: $(ls "$work/frames" | grep -c '\.png$')"
"$BIN" --check-frames "$work/frames" || fail "the recorded frames do not show the indicator"

# 3. Keys: a style, Reduce Motion, the navigation bar, then q.
"$BIN" --duration 20 >"$work/keys.log" 2>"$work/keys.err" &
app_pid=$!
timeout 30 xdotool search --sync --onlyvisible --name "RefreshKit playground" >/dev/null \
  || fail "no playground window within 30 s ($(cat "$work/err" "$work/keys.err" 2>/dev/null))"
sleep 0.3
xdotool mousemove 390 400 key 2 key m key b sleep 0.3 key q
started=$SECONDS
wait "$app_pid" || fail "the playground exited with status $? after q"
app_pid=""
[ $((SECONDS - started)) -lt 5 ] || fail "q did not quit at once"
grep -q '"medianMs"' "$work/keys.err" || fail "no frame times printed on exit: $(cat "$work/keys.err")"
echo "keys and q: $(tail -n1 "$work/keys.err")"
echo "playground-e2e: 3 passed, 0 failed"
