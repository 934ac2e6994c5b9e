#!/usr/bin/env python3
"""Our rasterizer against Skia on the same scenes, at the same size, in one run.

    python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install skia-python==144.1 numpy
    Benchmarks/.venv/bin/python Benchmarks/skia_compare.py [--min-seconds 0.5] [--out Benchmarks/out]

1. Builds and runs `raster-compare` (release): it exports every benchmark scene (each built-in
   style at a pulling and a refreshing moment, 390x80 pt at @3x = 1170x240 px) as a JSON display
   list, with our pixels, and times our rasterizer on each (median per frame).
2. Draws each display list with skia-python: the same paths, transforms, paints, opacities, AA
   clips and stroke styles (trims through Skia's TrimPathEffect), recorded once into an
   SkPicture so the timed loop is Skia's own C++ playback (clear + draw), with no Python per
   item. Times it the same way (median over at least 15 frames and --min-seconds).
3. Prints ours / Skia's time per scene (ratio <= 1.0 is the target) and the mean absolute
   difference per channel between the two images, in 1/255 units (< 1 is the target).

Both sides draw single-threaded into a reused, cleared, premultiplied RGBA buffer. Our time is
"cold": the stroke cache is emptied before every frame, so every stroke is outlined again, as
Skia does; the "warm" column keeps the cache (a frame whose strokes did not change).
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

import numpy as np
import skia

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def clamp01(v):
    return 0.0 if not v > 0 else (1.0 if v > 1 else v)


def color4f(c, opacity=1.0):
    return skia.Color4f(clamp01(c[0]), clamp01(c[1]), clamp01(c[2]), clamp01(c[3]) * opacity)


def make_path(commands, even_odd):
    path = skia.Path()
    for cmd in commands:
        op = cmd[0]
        if op == "M":
            path.moveTo(cmd[1], cmd[2])
        elif op == "L":
            path.lineTo(cmd[1], cmd[2])
        elif op == "Q":
            path.quadTo(cmd[1], cmd[2], cmd[3], cmd[4])
        elif op == "C":
            path.cubicTo(cmd[1], cmd[2], cmd[3], cmd[4], cmd[5], cmd[6])
        elif op == "Z":
            path.close()
    path.setFillType(skia.PathFillType.kEvenOdd if even_odd else skia.PathFillType.kWinding)
    return path


def make_paint(item):
    paint = skia.Paint()
    paint.setAntiAlias(True)
    spec = item["paint"]
    opacity = item["opacity"]
    if "solid" in spec:
        paint.setColor4f(color4f(spec["solid"], opacity))
    else:
        g = spec["linear"]
        stops = sorted(enumerate(g["stops"]), key=lambda s: (s[1][0], s[0]))
        colors = [color4f(s[1][1]).toColor() for s in stops]
        positions = [clamp01(s[1][0]) for s in stops]
        shader = skia.GradientShader.MakeLinear(
            [skia.Point(*g["p0"]), skia.Point(*g["p1"])], colors, positions, skia.TileMode.kClamp)
        paint.setShader(shader)
        paint.setAlphaf(opacity)
    return paint


def record(scene, scale, directory):
    """The display list as an SkPicture in device pixels."""
    recorder = skia.PictureRecorder()
    w, h = scene["width"] * scale, scene["height"] * scale
    canvas = recorder.beginRecording(skia.Rect.MakeWH(w, h))
    keep = []  # images must outlive the recording
    for item in scene["items"]:
        canvas.save()
        if item["clip"] is not None:
            x, y, cw, ch = item["clip"]
            canvas.clipRect(skia.Rect.MakeXYWH(x * scale, y * scale, cw * scale, ch * scale), skia.ClipOp.kIntersect, True)
        a, b, c, d, tx, ty = item["transform"]
        canvas.concat(skia.Matrix.MakeAll(a * scale, c * scale, tx * scale, b * scale, d * scale, ty * scale, 0, 0, 1))
        kind = item["kind"]
        if kind == "fill":
            canvas.drawPath(make_path(item["path"], item["evenOdd"]), make_paint(item))
        elif kind == "stroke":
            paint = make_paint(item)
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(item["width"])
            paint.setStrokeCap(CAPS[item["cap"]])
            paint.setStrokeJoin(JOINS[item["join"]])
            paint.setStrokeMiter(item["miterLimit"])
            if item["trimStart"] > 0 or item["trimEnd"] < 1:
                paint.setPathEffect(skia.TrimPathEffect.Make(item["trimStart"], item["trimEnd"]))
            canvas.drawPath(make_path(item["path"], False), paint)
        else:
            pw, ph = item["pixelWidth"], item["pixelHeight"]
            with open(os.path.join(directory, item["file"]), "rb") as f:
                pixels = np.frombuffer(f.read(), dtype=np.uint8).reshape(ph, pw, 4).copy()
            image = skia.Image.fromarray(pixels, colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)
            keep.append(image)
            x, y, rw, rh = item["rect"]
            paint = skia.Paint()
            paint.setAntiAlias(True)
            paint.setAlphaf(item["opacity"])
            canvas.drawImageRect(image, skia.Rect.MakeXYWH(x, y, rw, rh),
                                 skia.SamplingOptions(skia.FilterMode.kLinear), paint)
        canvas.restore()
    return recorder.finishRecordingAsPicture(), keep


def median_us(body, min_seconds):
    for _ in range(3):
        body()
    samples = []
    start = time.perf_counter()
    while len(samples) < 15 or time.perf_counter() - start < min_seconds:
        t0 = time.perf_counter_ns()
        body()
        samples.append((time.perf_counter_ns() - t0) / 1000)
        if len(samples) >= 100000:
            break
    return statistics.median(samples)


def machine():
    model = "unknown CPU"
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--min-seconds", type=float, default=0.5, help="least time measured per scene and side")
    parser.add_argument("--out", default=os.path.join(HERE, "out"), help="where the scenes and pixels go")
    parser.add_argument("--no-build", action="store_true", help="use the raster-compare already built")
    args = parser.parse_args()

    scratch = os.path.join(HERE, ".build")
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE, "--scratch-path", scratch,
                        "--product", "raster-compare"], check=True, stdout=sys.stderr)
    binary = os.path.join(scratch, "release", "raster-compare")
    print("ours (exporting scenes and timing RefreshKitRender)...", file=sys.stderr)
    subprocess.run([binary, args.out, str(args.min_seconds)], check=True, stdout=sys.stderr)
    with open(os.path.join(args.out, "ours.json")) as f:
        ours = json.load(f)

    rows = []
    print("skia-python", skia.__version__, "...", file=sys.stderr)
    for entry in ours:
        with open(os.path.join(args.out, entry["file"] + ".json")) as f:
            scene = json.load(f)
        w, h, scale = entry["width"], entry["height"], entry["scale"]
        picture, _keep = record(scene, scale, args.out)
        surface = skia.Surface.MakeRaster(skia.ImageInfo.Make(w, h, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
        canvas = surface.getCanvas()

        def draw():
            canvas.clear(skia.ColorTRANSPARENT)
            canvas.drawPicture(picture)

        skia_us = median_us(draw, args.min_seconds)
        draw()
        theirs = np.asarray(surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType,
                                                                  alphaType=skia.kPremul_AlphaType), dtype=np.int16)
        with open(os.path.join(args.out, entry["file"] + ".rgba"), "rb") as f:
            mine = np.frombuffer(f.read(), dtype=np.uint8).reshape(h, w, 4).astype(np.int16)
        diff = np.abs(mine - theirs)
        covered = (mine[..., 3] > 0) | (theirs[..., 3] > 0)
        rows.append({
            "scene": f"{entry['style']}/{entry['moment']}", "items": entry["items"],
            "ours": entry["cold_us"], "warm": entry["warm_us"], "skia": skia_us,
            "ratio": entry["cold_us"] / skia_us, "mad": float(diff.mean()),
            "mad_drawn": float(diff[covered].mean()) if covered.any() else 0.0, "max": int(diff.max()),
        })

    print(f"\n{w}x{h} px, {machine()}, skia-python {skia.__version__}\n")
    print("| scene | items | ours (µs) | Skia (µs) | ours / Skia | ours, cache warm (µs) | mean abs diff (1/255) | on drawn pixels | max |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(f"| {r['scene']} | {r['items']} | {r['ours']:.0f} | {r['skia']:.0f} | {r['ratio']:.2f} | {r['warm']:.0f} "
              f"| {r['mad']:.3f} | {r['mad_drawn']:.2f} | {r['max']} |")
    worst = max(rows, key=lambda r: r["ratio"])
    geo = statistics.geometric_mean([r["ratio"] for r in rows])
    print(f"\nworst ratio {worst['ratio']:.2f} ({worst['scene']}), geometric mean {geo:.2f}; "
          f"worst mean abs diff {max(r['mad'] for r in rows):.3f}/255")
    with open(os.path.join(args.out, "comparison.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
