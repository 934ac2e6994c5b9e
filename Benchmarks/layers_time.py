#!/usr/bin/env python3
"""How much longer `refreshkit layers` takes than `refreshkit styles`, for every built-in style and phase.

    swift build -c release --product refreshkit
    python3 Benchmarks/layers_time.py [--runs 21] [--warmup 5] [--binary .build/release/refreshkit]
                                      [--styles progressRing,letterWave] [--phases refreshing]
                                      [--instructions]

`refreshkit styles` starts the process, parses its arguments and prints the catalog: it is the
yardstick for what every command costs before it does its work. For each style and phase the
script runs `refreshkit layers --style S --state P` and `refreshkit styles` in turn, `--runs`
times each (A B A B ...; pairing keeps the difference meaningful when the machine's speed drifts;
the cells take turns, one pair each per round),
and prints the median of the per-pair differences in CPU time (user + system, from the
operating system's accounting of each finished child) and in wall time. What the difference
holds: the layer plan's compile, loading the font and laying out the text (text styles), and
writing the plan as JSON. Standard output is thrown away.

With `--instructions`, the same cells are counted instead of timed: each command runs once under
`valgrind --tool=callgrind` (on a copy of the binary stripped of its debug information in a
scratch folder of the script's own, so valgrind starts sooner; the count is the same), and the
table gives the instructions `layers` runs beyond `styles`, in millions. A count does not move
with the machine's load: it is the figure to compare two builds by on a shared machine.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STYLES = ["barFill", "arcSpinner", "progressRing", "handwriting", "letterWave", "classic", "system",
          "systemYellowOnRed", "imageSequence"]
PHASES = ["pulling", "armed", "refreshing", "finishing"]


def run(binary, args):
    """CPU seconds (user + system) and wall seconds of one run."""
    start = time.perf_counter()
    child = subprocess.Popen([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"layers_time.py: {' '.join(args)} exited with status {status}; build the release binary first")
    return usage.ru_utime + usage.ru_stime, wall


def instructions(binary, args, scratch):
    """The instructions one run executes, counted by callgrind."""
    out = os.path.join(scratch, "callgrind.out")
    status = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary] + args,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if status != 0:
        sys.exit(f"layers_time.py: {' '.join(args)} under valgrind exited with status {status}")
    with open(out, encoding="utf-8", errors="replace") as f:
        totals = [int(m.group(2)) for m in (re.match(r"(summary|totals): (\d+)", line) for line in f) if m]
    os.remove(out)
    if not totals:
        sys.exit("layers_time.py: callgrind wrote no total; is valgrind working here?")
    return totals[0]


def count(args, styles, phases):
    """Prints the table of instructions `layers` runs beyond `styles`, one run each."""
    if shutil.which("valgrind") is None:
        sys.exit("layers_time.py: --instructions needs valgrind (apt-get install valgrind)")
    with tempfile.TemporaryDirectory(prefix="layers-instructions.") as scratch:
        binary = os.path.join(scratch, "refreshkit")
        if subprocess.run(["objcopy", "--strip-debug", args.binary, binary],
                          stderr=subprocess.DEVNULL).returncode != 0:
            shutil.copy2(args.binary, binary)
        base = instructions(binary, ["styles"], scratch)
        print("| style | " + " | ".join(f"{p} (M instructions)" for p in phases) + " |")
        print("| --- |" + " ---: |" * len(phases))
        worst = (float("-inf"), "")
        for style in styles:
            cells = []
            for phase in phases:
                extra = (instructions(binary, ["layers", "--style", style, "--state", phase], scratch) - base) / 1e6
                worst = max(worst, (extra, f"{style} {phase}"))
                cells.append(f"{extra:+.2f}")
            print(f"| {style} | " + " | ".join(cells) + " |")
    print(f"\nlargest difference: {worst[0]:+.2f} M instructions ({worst[1]}); refreshkit styles runs "
          f"{base / 1e6:.2f} M")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=21, help="pairs of runs per style and phase")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "refreshkit"))
    parser.add_argument("--styles", default=",".join(STYLES), help="comma-separated styles to time (default: all)")
    parser.add_argument("--phases", default=",".join(PHASES), help="comma-separated phases to time (default: all)")
    parser.add_argument(
        "--warmup", type=int, default=5,
        help="unmeasured pairs run first, so the first cell does not pay for a cold start (default: 5)")
    parser.add_argument(
        "--instructions", action="store_true",
        help="count each command's instructions with valgrind's callgrind, once per cell, instead of timing")
    args = parser.parse_args()
    styles, phases = args.styles.split(","), args.phases.split(",")
    for name, chosen, known in (("style", styles, STYLES), ("phase", phases, PHASES)):
        unknown = [c for c in chosen if c not in known]
        if unknown:
            sys.exit(f"layers_time.py: {', '.join(unknown)} is not a {name}; pass some of {', '.join(known)}")
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"layers_time.py: no executable at {args.binary}; run swift build -c release --product refreshkit")
    if args.instructions:
        count(args, styles, phases)
        return
    # The first processes of a run find the binary and its libraries out of the page cache and the
    # CPU not yet at speed: they are run and thrown away.
    for _ in range(max(0, args.warmup)):
        run(args.binary, ["layers", "--style", styles[0], "--state", phases[0]])
        run(args.binary, ["styles"])
    print("| style | " + " | ".join(f"{p}: cpu / wall (ms)" for p in phases) + " |")
    print("| --- |" + " ---: |" * len(phases))
    # Round after round, one pair of every cell each: a burst of load from elsewhere on a shared
    # machine then lands on many cells' samples, once each, not on all of one cell's.
    cpu = {(style, phase): [] for style in styles for phase in phases}
    wall = {(style, phase): [] for style in styles for phase in phases}
    for _ in range(args.runs):
        for style in styles:
            for phase in phases:
                a = run(args.binary, ["layers", "--style", style, "--state", phase])
                b = run(args.binary, ["styles"])
                cpu[(style, phase)].append(a[0] - b[0])
                wall[(style, phase)].append(a[1] - b[1])
    worst = (0.0, "")
    for style in styles:
        cells = []
        for phase in phases:
            c, w = statistics.median(cpu[(style, phase)]) * 1000, statistics.median(wall[(style, phase)]) * 1000
            worst = max(worst, (c, f"{style} {phase}"))
            cells.append(f"{c:+.2f} / {w:+.2f}")
        print(f"| {style} | " + " | ".join(cells) + " |")
    print(f"\nlargest median CPU difference: {worst[0]:+.2f} ms ({worst[1]})")


if __name__ == "__main__":
    main()
