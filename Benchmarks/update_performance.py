#!/usr/bin/env python3
"""Rewrites the generated tables of docs/performance.md from a measurement's output.

Each generated table sits between `<!-- begin NAME … -->` and `<!-- end NAME -->`; only the tables
whose source is given are rewritten, each with the date, the commit and the command that measured
it (and the load average of the shared machine where known), and the targets those figures decide.
Everything outside the markers is left as it is.

Sources:
  --benchmarks DIR      the TSV files of `swift package --package-path Benchmarks benchmark
                        --format histogramPercentiles --path DIR` (Benchmarks/update-performance
                        runs it): tables scroll-events, adapter-on-model, layer-plan-frames, compile, plan-sizes,
                        scenes, gif-memory, whichever benchmarks the run had (medians, p50)
  --layers-time FILE    the output of Benchmarks/layers_time.py: table layers-command
  --layers-instructions FILE  the output of Benchmarks/layers_time.py --instructions: table
                        layers-instructions
  --skia FILE           the output of Benchmarks/skia_compare.py: table skia
  --simulate-memory FILE  the output of Benchmarks/simulate-peak-memory.sh: table simulate-memory
  --playground FILE     the JSON lines of scripts/playground-frame-times.sh: table playground
  --size FILE           the output of scripts/size-report: tables size, size-files and size-areas
  --run-time WHAT SECONDS  a row of the table ci-times (CI and test run times): replaces the row
                        named WHAT, or adds it (repeat the option for several rows)
  --load TEXT           the load average to state (default: /proc/loadavg now)
  --date YYYY-MM-DD     the measurement's date (default: today)
"""
import argparse
import datetime
import glob
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, 'docs', 'performance.md')
STYLES = ['barFill', 'arcSpinner', 'progressRing', 'handwriting', 'letterWave', 'classic', 'system',
          'systemYellowOnRed', 'imageSequence']
SCENE_STYLES = STYLES[:7] + ['imageSequence', 'collapsingHeader']  # the scene benchmarks' cases
PHASES = ['pulling', 'armed', 'refreshing', 'finishing']
BENCHMARK = 'swift package --package-path Benchmarks benchmark'


# ---------------------------------------------------------------- reading a benchmark run

def read_run(directory: str) -> dict[tuple[str, str], tuple[float, str]]:
    """{(benchmark name as the file names it, metric header): (median, unit)}."""
    results = {}
    for path in glob.glob(os.path.join(directory, '*.histogram.percentiles.tsv')):
        base = os.path.basename(path)[:-len('.histogram.percentiles.tsv')]
        parts = base.split('.', 2)  # baseline, target, "name.metric"
        if len(parts) < 3:
            continue
        name = parts[2].split('.', 1)[0]
        lines = open(path, encoding='utf-8').read().splitlines()
        header = lines[0].split('\t', 1)[1].rstrip(' *')
        # Counts the tool prints in thousands or millions say so, "(K)"; times give their unit.
        factor = 1.0
        scaled = re.search(r' \((K|M|G)\)$', header)
        if scaled:
            factor = {'K': 1e3, 'M': 1e6, 'G': 1e9}[scaled.group(1)]
            header = header[:scaled.start()]
        unit = re.search(r' \((ns|μs|µs|us|ms|s)\)$', header) if header.startswith('Time') else None
        if unit:
            header = header[:unit.start()]
        values = dict(line.split('\t') for line in lines[1:] if '\t' in line)
        if '50' not in values:
            continue
        results[(name, header)] = (float(values['50']) * factor,
                                   unit.group(1).replace('μ', 'µ') if unit else '')
    return results


def file_name(name: str) -> str:
    """A benchmark's name as its TSV file spells it."""
    return name.replace('/', '_').replace(' ', '_')


class Run:
    def __init__(self, directory: str):
        self.results = read_run(directory)

    def get(self, name: str, metric: str, unit: str | None = None) -> float | None:
        found = self.results.get((file_name(name), metric))
        if found is None:
            return None
        value, have = found
        if unit is None or have == unit:
            return value
        scale = {'ns': 1e-9, 'µs': 1e-6, 'us': 1e-6, 'ms': 1e-3, 's': 1.0}
        return value * scale[have] / scale[unit]

    def time(self, name: str, unit: str) -> float | None:
        return self.get(name, 'Time (wall clock)', unit)

    def mallocs(self, name: str) -> float | None:
        return self.get(name, 'Malloc (total)')

    def has(self, prefix: str) -> bool:
        return any(name.startswith(file_name(prefix)) for name, _ in self.results)


# ---------------------------------------------------------------- formatting

def num(value: float | None, digits: int | None = None) -> str:
    """A figure as the tables write it: three significant digits, thousands spaced; — if missing."""
    if value is None or math.isnan(value):
        return '—'
    if digits is None:
        digits = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2 if abs(value) >= 1 else 3
    text = f'{value:,.{digits}f}'.replace(',', ' ')
    if '.' in text and digits > 0:
        text = text.rstrip('0').rstrip('.')
    return text


def ratio(value: float | None) -> str:
    if value is None:
        return '—'
    return num(value, 0 if value >= 100 else 1 if value >= 10 else 2) + '×'


def table(header: list[str], rows: list[list[str]], align: list[str] | None = None) -> str:
    align = align or ['---'] + ['---:'] * (len(header) - 1)
    lines = ['| ' + ' | '.join(header) + ' |', '| ' + ' | '.join(align) + ' |']
    lines += ['| ' + ' | '.join(row) + ' |' for row in rows]
    return '\n'.join(lines)


def verdict(ok: bool, detail: str) -> str:
    return f'**{"met" if ok else "not met"}** ({detail})'


# ---------------------------------------------------------------- tables from a benchmark run

def scroll_events(run: Run):
    if not run.has('Scroll event/'):
        return None
    rows, times, allocations = [], [], []
    for label, name in [(f'controller + physics, header {p}', f'Scroll event/header {p}')
                        for p in ('pulling', 'armed', 'refreshing')] + [
            ('controller + physics, collapsing header', 'Scroll event/collapsing header')] + [
            (f'decision path, header {p}', f'Scroll event/decision path, header {p}')
            for p in ('pulling', 'armed', 'refreshing')]:
        t, m = run.time(name, 'ns'), run.mallocs(name)
        rows.append([label, num(t), num(m, 0)])
        if label.startswith('controller') and t is not None:
            times.append(t)
        if m is not None:
            allocations.append(m)
    body = table(['scroll event', 'time per event (ns)', 'heap allocations per event'], rows)
    targets = [
        'Controller + physics under 1 µs and no allocation per scroll event: '
        + verdict(bool(times) and max(times) < 1000 and max(allocations, default=0) == 0,
                  f'at most {num(max(times, default=float("nan")))} ns, {num(max(allocations, default=0), 0)} allocations'),
        'The decision path allocates nothing: ' + verdict(max(allocations, default=0) == 0,
                                                          f'{num(max(allocations, default=0), 0)} at most'),
    ]
    return body, targets, f'{BENCHMARK} --filter "Scroll event/.*"'


ADAPTER = 'Adapter on the UIKit model/'


def adapter_on_model(run: Run):
    """The adapter's own UIKit code on the UIKit model: scroll events, refreshing frames, a fling."""
    if not run.has(ADAPTER):
        return None
    rows, allocations, main_drawing = [], [], []
    for label in ['header pulling', 'header armed', 'header refreshing', 'collapsing header']:
        name = f'{ADAPTER}scroll event, {label}'
        m = run.mallocs(name)
        main = run.get(name, 'main thread: scenes drawn + text laid out, measured run')
        rows.append([f'scroll event, {label}', num(run.time(name, 'ns')), num(m, 0), num(main, 0)])
        allocations += [m] if m is not None else []
        main_drawing += [main] if main is not None else []
    body = table(['adapter on the model', 'time per event (ns)', 'heap allocations per event',
                  'main thread: scenes + text layouts per event'], rows)
    refreshing, shown = f'{ADAPTER}refreshing frame, header', f'{ADAPTER}collapsing header shown'
    fling = f'{ADAPTER}fling past resting controls'
    worker = lambda name: run.get(name, 'compile queue: scenes drawn + text laid out, whole scene')
    whole_main = lambda name: run.get(name, 'main thread: scenes drawn + text laid out, whole scene')
    frame, flung = run.get(refreshing, 'display-link calls / refreshing frame'), run.get(fling, 'display-link calls / fling')
    body += '\n\n' + table(
        ['adapter on the model', 'display-link calls', 'frames', 'compile queue: scenes + text layouts',
         'main thread: scenes + text layouts'], [
            ['header made, pulled, refreshing with layer plans (calls per frame over 600 frames)', num(frame, 0),
             '600', num(worker(refreshing), 0), num(whole_main(refreshing), 0)],
            ['collapsing header shown (its plan compiled, then shown)', '', '', num(worker(shown), 0),
             num(whole_main(shown), 0)],
            ['fling past a resting header and footer (per fling)', num(flung, 0),
             num(run.get(fling, 'deceleration frames / fling'), 0), '', '']])
    most = max(allocations, default=float('nan'))
    compiled = [worker(refreshing), worker(shown)]
    targets = [
        '0 heap allocations per scroll event on the adapter\'s whole path: '
        + verdict(bool(allocations) and most == 0, f'at most {num(most, 0)}; what allocates is listed below'),
        '0 adapter calls per refreshing frame: ' + verdict(frame == 0, f'{num(frame, 0)} display-link calls'),
        'No tick while a deceleration has nothing to show: ' + verdict(flung == 0, f'{num(flung, 0)} per fling'),
        'No plan compiled on the main thread, the collapsing header included (scroll events draw nothing there; '
        'the plans are drawn on the compile queue): '
        + verdict(bool(main_drawing) and max(main_drawing) == 0 and all(c is not None and c > 0 for c in compiled),
                  f'main thread per event {num(max(main_drawing, default=float("nan")), 0)}, compile queue '
                  f'{num(compiled[0], 0)} and {num(compiled[1], 0)}'),
    ]
    return body, targets, f'{BENCHMARK} --filter "{ADAPTER}.*"'


def layer_plan_frames(run: Run):
    if not run.has('Layer plan/refreshing frame, scene') and not run.has('Layer plan/pulling frame, scene'):
        return None
    write = run.time('Layer plan/pulling frame, timeOffset write', 'ns')
    rows, plan_calls = [], []
    for style in STYLES:
        refreshing = f'Layer plan/refreshing frame, scene + raster @3x/{style}'
        pulling = f'Layer plan/pulling frame, scene + raster @3x/{style}'
        today_calls = run.get(refreshing, 'scene path: main-thread calls / frame')
        calls = run.get(refreshing, 'plan path: main-thread calls / frame')
        if calls is not None:
            plan_calls.append(calls)
        pull = run.time(pulling, 'µs')
        rows.append([style, num(run.time(refreshing, 'µs')), f'{num(today_calls, 0)} / **{num(calls, 0)}**',
                     num(pull), num(write, 0), ratio(pull * 1000 / write if pull and write else None)])
    body = table(['style', 'refreshing frame, scene + raster (µs)', 'main-thread calls per refreshing frame: '
                  'scene / plan', 'pulling frame, scene + raster (µs)', 'pulling frame, plan: one write (ns)',
                  'pulling: scene ÷ plan'], rows)
    targets = ['Main thread per refreshing frame with a plan: no call for every style: '
               + verdict(bool(plan_calls) and max(plan_calls) == 0, f'at most {num(max(plan_calls, default=0), 0)}')]
    return body, targets, f'{BENCHMARK} --filter "Layer plan/.*frame.*"'


def style_phase_rows(cell) -> list[list[str]]:
    """One row per refresh style, one cell per compiled phase: `cell(style, phase, benchmark name)`."""
    return [[style] + [cell(style, phase, f'Layer plan/compile {phase}/{style}') for phase in PHASES]
            for style in STYLES]


def compile_times(run: Run):
    if not run.has('Layer plan/compile'):
        return None
    declared_all = []

    def cell(style, phase, name):
        declared = run.get(name, 'compile, declared timeline (µs)')
        times_ten = run.get(name, 'searched ÷ declared (×10)')
        # The searched time comes in thousands; declared × the ratio keeps its digits.
        searched = declared * times_ten / 10 if declared and times_ten else run.get(name, 'compile, searched (µs)')
        if declared is not None:
            declared_all.append((declared, f'{style} {phase}'))
        return f'{num(declared)} / {num(searched)} ({ratio(times_ten / 10 if times_ten else None)})'

    body = table(['style: declared / searched (µs)'] + PHASES, style_phase_rows(cell))
    worst = max(declared_all, default=(float('nan'), ''))
    targets = ['Compile ≤ 2 ms per built-in style and phase, declared: '
               + verdict(bool(declared_all) and worst[0] <= 2000,
                         f'{len(declared_all)} phases, the largest {num(worst[0])} µs, {worst[1]}')]
    return body, targets, f'{BENCHMARK} --filter "Layer plan/compile.*"'


def plan_sizes(run: Run):
    if not run.has('Layer plan/compile'):
        return None
    sizes, updates = [], []

    def cell(style, phase, name):
        size = run.get(name, 'plan size (bytes, estimated)')
        if size is not None:
            sizes.append((size, f'{style} {phase}'))
        if run.get(name, 'plan needs frame updates (1 yes, 0 no)'):
            updates.append(f'{style} {phase}')
        return num(size / 1000 if size is not None else None)

    body = table(['style: plan size (kB)'] + PHASES, style_phase_rows(cell))
    worst = max(sizes, default=(float('nan'), ''))
    targets = [
        'Plan ≤ 64 KiB (65.5 kB) for every built-in style and phase: '
        + verdict(bool(sizes) and worst[0] <= 65536, f'{len(sizes)} plans, the largest {num(worst[0] / 1000)} kB, {worst[1]}'),
        'No built-in plan needs frame updates: ' + verdict(not updates, ', '.join(updates) or 'none does'),
    ]
    return body, targets, f'{BENCHMARK} --filter "Layer plan/compile.*"'


def scenes(run: Run):
    if not run.has('IndicatorScene/'):
        return None
    rows, scene_times, cycles = [], [], []
    for style in SCENE_STYLES:
        moments = ('half', 'open') if style == 'collapsingHeader' else ('pulling', 'refreshing')
        scene = [run.time(f'IndicatorScene/{style}/{m}', 'µs') for m in moments]
        scene_times += [t for t in scene if t is not None]
        same = [run.mallocs(f'IndicatorScene/{style}/{m}') for m in moments]
        both = run.mallocs(f'IndicatorScene, both moments alternately/{style}')
        raster = [run.time(f'Raster @3x/{style}/{m}', 'µs') for m in moments]
        gif = run.time(f'GIF cycle @2x 60fps/{style}', 'ms')
        if gif is not None:
            cycles.append((gif, style))
        rows.append([style, ' / '.join(num(t) for t in scene), ' / '.join(num(m, 0) for m in same)
                     + f', {num(both / 2 if both is not None else None, 1)}',
                     ' / '.join(num(t) for t in raster), num(gif), num(run.time(f'PNG frame @3x/{style}', 'ms'))])
    body = table(['style', 'scene(for:), pulling / refreshing (µs)',
                  'allocations per scene: the same moment (pulling / refreshing), a new drawing',
                  'raster @3x, pulling / refreshing (µs)', 'GIF cycle (ms)', 'PNG frame (ms)'], rows)
    worst_cycle = max(cycles, default=(float('nan'), ''))
    targets = [
        'Scene building under 20 µs for every style: '
        + verdict(bool(scene_times) and max(scene_times) < 20, f'at most {num(max(scene_times, default=float("nan")))} µs'),
        'A full-cycle GIF per style under 1 s: '
        + verdict(bool(cycles) and worst_cycle[0] < 1000, f'at most {num(worst_cycle[0])} ms, {worst_cycle[1]}'),
    ]
    return body, targets, f'{BENCHMARK} --filter "IndicatorScene.*|Raster.*|GIF cycle @2x.*|PNG frame.*"'


def gif_memory(run: Run):
    if not run.has('GIF cycle peak memory/'):
        return None
    rows, streamed = [], []
    for side, how in [(1024, 'streamed'), (2048, 'streamed'), (1024, 'all frames kept (before issue 11)')]:
        name = f'GIF cycle peak memory/barFill {side}x{side} @1x 50fps, {how}'
        above = run.get(name, 'peak RSS above start (KB)')
        per_canvas = run.get(name, 'peak above start / one canvas (%)')
        canvas_mib = side * side * 4 / 2 ** 20
        if how == 'streamed' and per_canvas is not None:
            streamed.append(per_canvas / 100)
        rows.append([f'barFill {side}×{side} @1x, {how}', num(canvas_mib), num(above / 1024 if above else None),
                     num(per_canvas / 100 if per_canvas is not None else None, 2), num(run.time(name, 'ms'))])
    body = table(['GIF cycle', 'one canvas (MiB)', 'peak above start (MiB)', 'peak ÷ canvas', 'time (ms)'], rows)
    targets = ['A streamed cycle within two canvases beyond the process\'s own memory, whatever its size: '
               + verdict(bool(streamed) and max(streamed) <= 2.0, f'at most {num(max(streamed, default=float("nan")), 2)}')]
    return body, targets, f'{BENCHMARK} --filter "GIF cycle peak memory.*"'


# ---------------------------------------------------------------- tables from the other tools

def markdown_table(text: str) -> tuple[str, list[str]]:
    """The first markdown table of a tool's output, and the lines after it."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith('|'))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith('|')), len(lines))
    return '\n'.join(lines[start:end]), [line for line in lines[end:] if line.strip()]


def layers_command(text: str):
    body, rest = markdown_table(text)
    worst = [line for line in rest if line.startswith('largest')]
    largest = re.search(r'([+-]?\d+\.\d+) ms', worst[0]) if worst else None
    targets = ['Within 2 ms of `refreshkit styles` for every style and phase (median CPU difference): '
               + verdict(bool(largest) and float(largest.group(1)) <= 2.0, worst[0] if worst else 'no summary line')]
    return body, targets, 'python3 Benchmarks/layers_time.py --runs 41'


def layers_instructions(text: str):
    body, rest = markdown_table(text)
    summary = [line for line in rest if line.startswith('largest')]
    return body, summary, 'python3 Benchmarks/layers_time.py --instructions'


def skia(text: str):
    body, rest = markdown_table(text)
    rows = [row.split('|') for row in body.splitlines()[2:]]
    ratios, differences = [float(row[5]) for row in rows], [float(row[7]) for row in rows]
    targets = [
        'Rasterizing at least as fast as Skia, ours ÷ Skia ≤ 1.0 for every scene: '
        + verdict(bool(ratios) and max(ratios) <= 1.0, f'worst {max(ratios, default=float("nan")):.2f}, '
                  f'geometric mean {math.exp(sum(map(math.log, ratios)) / len(ratios)):.2f}' if ratios else ''),
        'Pixel agreement with Skia, mean absolute difference under 1/255 per channel, for every scene: '
        + verdict(bool(differences) and max(differences) < 1, f'at most {max(differences, default=float("nan")):.3f}/255 '
                  'over the image'),
    ]
    return body, targets, 'Benchmarks/.venv/bin/python Benchmarks/skia_compare.py'


def simulate_memory(text: str):
    rows = []
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 8 and fields[2] == 'KB' and re.match(r'(waits|zeros)-\d+', fields[0]):
            kind, mib = fields[0].split('-')
            steps = '`{"wait":0}` steps' if kind == 'waits' else '`0` steps (refused)'
            rows.append(((kind, int(mib)), [f'{mib} MiB of {steps}', num(int(fields[3]) / 1024),
                                            num(int(fields[5]) / 1024), num(float(fields[7]), 2)]))
    rows = [row for _, row in sorted(rows)]
    body = table(['script', 'peak (MiB)', 'above a short script (MiB)', 'above ÷ input size'], rows)
    return body, [], 'Benchmarks/simulate-peak-memory.sh'


def playground(text: str):
    import json
    rows = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith('{') and 'medianMs' in line:
            run = json.loads(line)
            rows.append([str(run['frames']), num(run['seconds']), num(run['medianMs']), num(run['p99Ms']),
                         num(run['maxMs']), f'@{run["scale"]}x'])
    body = table(['frames', 'seconds', 'median frame (ms)', '99th percentile (ms)', 'longest (ms)', 'scale'], rows)
    return body, [], 'PLAYGROUND_BIN=.build/release/refreshkit-playground scripts/playground-frame-times.sh'


def ci_times(old_body: str, updates: list[tuple[str, str]], date: str, commit: str):
    """The CI table with the rows named in `updates` replaced or added (what | seconds | date | commit)."""
    rows = [[cell.strip() for cell in line.strip().strip('|').split('|')] for line in old_body.splitlines()[2:]
            if line.startswith('|')]
    for what, seconds in updates:
        row = [what, num(float(seconds)), date, commit]
        index = next((i for i, r in enumerate(rows) if r[0] == what), None)
        if index is None:
            rows.append(row)
        else:
            rows[index] = row
    return table(['what', 'time (s)', 'measured', 'commit'], rows, ['---', '---:', '---', '---'])


def coverage(text: str):
    """scripts/coverage's figures: each folder, the lines compiled on Linux, all of Sources/RefreshKit."""
    rows, figures = [], {}
    for line in text.splitlines():
        match = re.match(r'coverage: (.+?)\s+([0-9.]+) % \(([0-9]+) of ([0-9]+) lines\)$', line.strip())
        if match and not match.group(1).endswith('.swift'):
            label, pct = match.group(1), float(match.group(2))
            figures[label] = pct
            rows.append([label, f'{pct:.2f} %', f'{int(match.group(3)):,} of {int(match.group(4)):,}'])
    if not rows:
        sys.exit('update_performance: no "coverage: … % (… of … lines)" line in the --coverage file; '
                 'give it the output of scripts/coverage')
    body = table(['lines of', 'covered', 'lines'], rows, ['---', '---:', '---:'])
    targets = []
    for label, goal in [('Sources/RefreshKit/UIKit', 95), ('lines that compile on Linux', 90),
                        ('all of Sources/RefreshKit (the rest uncovered)', 80)]:
        if label in figures:
            verdict = 'met' if figures[label] >= goal else 'not met'
            targets.append(f'{label} at least {goal} %: **{verdict}** ({figures[label]:.2f} %)')
    return body, targets, 'scripts/coverage'


def size_figures(text: str) -> dict:
    """scripts/size-report's lines: {kind: {name: (text, data)}}, kinds product, shipped, linked,
    mjrefresh, stripped and file."""
    figures: dict = {}
    for line in text.splitlines():
        match = re.match(r'size: (product|shipped|linked|mjrefresh|stripped|file) ?(.*?) ?(?:files \d+ commit \w+ )?'
                         r'text (\d+) data (\d+)$', line.strip())
        if match:
            figures.setdefault(match.group(1), {})[match.group(2)] = (int(match.group(3)), int(match.group(4)))
    if 'mjrefresh' not in figures or 'shipped' not in figures:
        sys.exit('update_performance: no "size: shipped …" or "size: mjrefresh …" line in the --size file; '
                 'give it the output of scripts/size-report')
    return figures


def kib(value: int) -> str:
    return f'{value / 1024:,.1f}'


def size_table(text: str):
    """What RefreshKit adds to an app against MJRefresh, from one run of scripts/size-report."""
    figures = size_figures(text)
    mj = sum(figures['mjrefresh'][''])
    rows = []

    def row(what, pair):
        rows.append([what, kib(pair[0]), kib(pair[1]), f'**{kib(sum(pair))}**', f'{sum(pair) / mj:.2f}×'])
    for name, pair in figures.get('product', {}).items():
        row(f'product `{name}` (arm64 iOS, -Osize, whole module)', pair)
    row('all shipped products (every product an app can link, the opt-in ones included)', figures['shipped'][''])
    if 'one' in figures.get('linked', {}):
        row('what an app using `RefreshKit` with a style it holds (`.arcSpinner()`) links: '
            '`RefreshKitCore` + `RefreshKit`', figures['linked']['one'])
    row('MJRefresh, its 24 .m files (arm64 iOS, -Os, ARC)', figures['mjrefresh'][''])
    for name, label in [('one', 'a tiny program with one style (`.arcSpinner()`), dead-stripped: ELF stand-in'),
                        ('every', 'the same with every built-in style: ELF stand-in')]:
        if name in figures.get('stripped', {}):
            row(label, figures['stripped'][name])
    body = table(['code', 'TEXT (KiB)', 'DATA (KiB)', 'TEXT + DATA (KiB)', '÷ MJRefresh'], rows,
                 ['---', '---:', '---:', '---:', '---:'])
    shipped = sum(figures['shipped'][''])
    targets = [f'all shipped code at most 3× MJRefresh\'s: **{"met" if shipped <= 3 * mj else "not met"}** '
               f'({shipped / mj:.2f}×)']
    if 'one' in figures.get('stripped', {}):
        one = sum(figures['stripped']['one'])
        targets.append(f'a one-style program\'s dead-stripped addition at most 2× MJRefresh (ELF stand-in): '
                       f'**{"met" if one <= 2 * mj else "not met"}** ({one / mj:.2f}×)')
    return body, targets, 'scripts/size-report'


def size_files_table(text: str):
    """The 20 shipped files whose code weighs most, each compiled on its own."""
    files = size_figures(text).get('file', {})
    heaviest = sorted(files.items(), key=lambda item: -sum(item[1]))[:20]
    rows = [[f'`{name}`', kib(pair[0]), kib(pair[1]), kib(sum(pair))] for name, pair in heaviest]
    return table(['file', 'TEXT (KiB)', 'DATA (KiB)', 'TEXT + DATA (KiB)'], rows,
                 ['---', '---:', '---:', '---:']), [], 'scripts/size-report'


def size_areas_table(text: str):
    """What each folder of `RefreshKitCore` and `RefreshKit` (what an app using a built-in style
    links) weighs: its files compiled one by one, summed, and that sum scaled by the product's
    whole-module size over the sum of all its files (an estimate of the folder's part of the
    product), against MJRefresh."""
    figures = size_figures(text)
    mj = sum(figures['mjrefresh'][''])
    products = figures.get('product', {})
    areas: dict = {}
    for name, pair in figures.get('file', {}).items():
        parts = name.split('/')
        if len(parts) < 3 or parts[0] != 'Sources' or parts[1] not in ('RefreshKitCore', 'RefreshKit'):
            continue
        key = (parts[1], parts[2] if len(parts) > 3 else '(top level)')
        count, alone = areas.get(key, (0, 0))
        areas[key] = (count + 1, alone + sum(pair))
    totals: dict = {}
    for (module, _), (_, alone) in areas.items():
        totals[module] = totals.get(module, 0) + alone
    if any(module not in products for module in totals):
        return None
    def part(key) -> float:
        return areas[key][1] * sum(products[key[0]]) / totals[key[0]]
    rows, running = [], 0.0
    for module, folder in sorted(areas, key=lambda key: -part(key)):
        count, alone = areas[(module, folder)]
        running += part((module, folder))
        rows.append([f'`Sources/{module}/{folder}`', str(count), kib(alone), kib(part((module, folder))),
                     f'{part((module, folder)) / mj:.2f}×', f'{running / mj:.2f}×'])
    return table(['folder', 'files', 'files alone (KiB)', 'part of the product (KiB, estimated)', '÷ MJRefresh',
                  'with the folders above it ÷ MJRefresh'], rows,
                 ['---', '---:', '---:', '---:', '---:', '---:']), [], 'scripts/size-report'


# ---------------------------------------------------------------- writing the page

def replace_block(doc: str, name: str, caption: str, body: str, targets: list[str]) -> str:
    pattern = re.compile(rf'<!-- begin {re.escape(name)}\b[^>]*-->\n.*?<!-- end {re.escape(name)} -->', re.S)
    if not pattern.search(doc):
        sys.exit(f'update_performance: docs/performance.md has no table "{name}" (<!-- begin {name} --> … '
                 f'<!-- end {name} -->); add the markers where it belongs')
    block = (f'<!-- begin {name}: written by Benchmarks/update_performance.py; rerun it, do not edit -->\n'
             f'{caption}\n\n{body}\n' + ''.join(f'\n- {t}' for t in targets) + ('\n' if targets else '')
             + f'<!-- end {name} -->')
    return pattern.sub(lambda _: block, doc)


def block_body(doc: str, name: str) -> str:
    match = re.search(rf'<!-- begin {re.escape(name)}\b[^>]*-->\n(.*?)<!-- end {re.escape(name)} -->', doc, re.S)
    if not match:
        return ''
    body, _ = markdown_table(match.group(1))
    return body


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--benchmarks')
    parser.add_argument('--layers-time')
    parser.add_argument('--layers-instructions')
    parser.add_argument('--skia')
    parser.add_argument('--simulate-memory')
    parser.add_argument('--playground')
    parser.add_argument('--coverage', help="scripts/coverage's output, saved to a file")
    parser.add_argument('--size', help="scripts/size-report's output, saved to a file")
    parser.add_argument('--run-time', nargs=2, action='append', default=[], metavar=('WHAT', 'SECONDS'))
    parser.add_argument('--load')
    parser.add_argument('--date', default=datetime.date.today().isoformat())
    parser.add_argument('--command', help='the command that measured the source, when not the usual one')
    parser.add_argument('--commit', help='the commit measured, when not HEAD (a run made on a branch before its merge)')
    args = parser.parse_args()

    commit = args.commit or subprocess.run(
        ['git', '-C', ROOT, 'rev-parse', '--short', 'HEAD'], capture_output=True, text=True).stdout.strip() or 'unknown'
    load = args.load or open('/proc/loadavg').read().split()[0]
    doc = open(DOC, encoding='utf-8').read()
    written = []

    def put(name, result):
        nonlocal doc
        if result is None:
            return
        body, targets, command = result
        if '—' in body:
            print(f'update_performance: left {name} as it was: the source lacks some of its figures '
                  f'(measure them all with: {command})')
            return
        ran = f' in a run of `{args.command}`' if args.command and args.command != command else ''
        medians = '' if name in ('simulate-memory', 'playground', 'coverage') else 'medians, '
        caption = (f'*Measured {args.date} at commit `{commit}`{ran} (this table alone: `{command}`); {medians}'
                   f'load average {load} on the shared two cores.*') if name not in (
                'coverage', 'size', 'size-files', 'size-areas', 'layers-instructions') else (
            f'*Measured {args.date} at commit `{commit}` (`{command}`).*')
        doc = replace_block(doc, name, caption, body, targets)
        written.append(name)

    if args.benchmarks:
        run = Run(args.benchmarks)
        if not run.results:
            sys.exit(f'update_performance: no *.histogram.percentiles.tsv in {args.benchmarks}')
        for name, make in [('scroll-events', scroll_events), ('adapter-on-model', adapter_on_model),
                           ('layer-plan-frames', layer_plan_frames),
                           ('compile', compile_times), ('plan-sizes', plan_sizes), ('scenes', scenes),
                           ('gif-memory', gif_memory)]:
            put(name, make(run))
    for name, path, make in [('layers-command', args.layers_time, layers_command),
                             ('layers-instructions', args.layers_instructions, layers_instructions),
                             ('skia', args.skia, skia),
                             ('simulate-memory', args.simulate_memory, simulate_memory),
                             ('playground', args.playground, playground), ('coverage', args.coverage, coverage),
                             ('size', args.size, size_table), ('size-files', args.size, size_files_table),
                             ('size-areas', args.size, size_areas_table)]:
        if path:
            put(name, make(open(path, encoding='utf-8').read()))
    if args.run_time:
        body = ci_times(block_body(doc, 'ci-times'), args.run_time, args.date, commit)
        doc = replace_block(doc, 'ci-times', '*Each row: the latest measurement of that run, on the machine above.*',
                            body, [])
        written.append('ci-times')
    if not written:
        if args.benchmarks:
            sys.exit('update_performance: no table was complete in this run; docs/performance.md is unchanged')
        parser.error('nothing to write: give a source (--benchmarks, --layers-time, --layers-instructions, --skia, '
                     '--simulate-memory, --playground, --coverage, --size or --run-time)')
    with open(DOC + '.tmp', 'w', encoding='utf-8') as f:
        f.write(doc)
    os.replace(DOC + '.tmp', DOC)
    print(f'update_performance: rewrote {", ".join(written)} in docs/performance.md')
    return 0


if __name__ == '__main__':
    sys.exit(main())
