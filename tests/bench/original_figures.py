#!/usr/bin/env python3
"""Pixel City's faithful-look figures, zcity beside the 2009 original's port where one is given:
at the original's overview (512,130,900 looking north 14 degrees down) the sky band's brightest
row and where it is, the 8 rows above the band's foot as a share of it, and the columns dark 10
and 20 rows above the foot (the skyline: the city's far buildings and the band's own); from high
above (512,320,860, 45 degrees down) the mean luma, the share of pixels of luma 64 and more,
and the red pixels (the cars' tail-lights). 1280 x 720, the middle third of the columns, as
tests/e2e/test_pixelcity.py's SkyBand measures.

  tests/bench/original_figures.py build/app/zcity [--original PORT] [--seeds 1,2,3,6]

PORT is a port of the original that takes `--seed S --size WxH --camera X,Y,Z,YAW,PITCH
--extra-seconds S --out FILE` (zcity's camera words) and writes that frame as a PNG: the
original is GPL-3.0 and lives outside this repository (docs/pixelcity.md says how the last one
was made). Both run headless (SDL's offscreen driver)."""
import argparse
import math
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from png import read_png  # noqa: E402

LENS = 60 / (16 / 9)  # the original's vertical field of view at 16:9
FOOT_DEGREES = 6.8    # its sky band's foot below eye level at 130 up
OVERVIEW = "512,130,900,0,-14"
HIGH = "512,320,860,0,-45"


def brightness(rows, x, y):
    return max(rows[y][4 * x:4 * x + 3])


def band_figures(path):
    width, height, rows = read_png(path)
    foot = int(math.floor(height / 2 - math.tan(math.radians(14 - FOOT_DEGREES)) / math.tan(math.radians(LENS / 2)) * height / 2))
    middle = range(width // 3, 2 * width // 3)
    means = [sum(brightness(rows, x, y) for x in middle) / len(middle) for y in range(foot)]
    peak = max(means)
    dark = [sum(1 for x in middle if brightness(rows, x, foot - up) <= peak / 4) / len(middle) for up in (10, 20)]
    return {"peak": peak, "row": means.index(peak), "near": sum(means[foot - 8:foot]) / 8 / peak,
            "dark10": dark[0], "dark20": dark[1]}


def high_figures(path):
    width, height, rows = read_png(path)
    total = bright = red = 0
    for y in range(height):
        row = rows[y]
        for x in range(width):
            r, g, b = row[4 * x], row[4 * x + 1], row[4 * x + 2]
            luma = 0.299 * r + 0.587 * g + 0.114 * b
            total += luma
            bright += luma >= 64
            red += r >= 90 and r > 2 * g and r > 2 * b
    return {"luma": total / (width * height), "bright": 100 * bright / (width * height), "red": red}


def picture(command, path):
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    if result.returncode != 0 or not os.path.exists(path):
        sys.exit("original_figures: %s failed: %s" % (command[0], result.stderr.strip()[-300:]))
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("zcity")
    parser.add_argument("--original")
    parser.add_argument("--seeds", default="1,2,3,6")
    args = parser.parse_args()
    programs = [("zcity", args.zcity)] + ([("original", args.original)] if args.original else [])
    with tempfile.TemporaryDirectory() as folder:
        for seed in args.seeds.split(","):
            for name, program in programs:
                shots = {}
                for pose, camera in (("overview", OVERVIEW), ("high", HIGH)):
                    path = os.path.join(folder, "%s-%s-%s.png" % (name, pose, seed))
                    if name == "zcity":
                        command = [program, "--scene", "pixelcity", "--screenshot", path, "--size", "1280x720",
                                   "--seed", seed, "--camera", camera]
                    else:  # its cars placed for 10 s, as zcity drives 20 s of traffic before a picture
                        command = [program, "--seed", seed, "--size", "1280x720", "--camera", camera,
                                   "--extra-seconds", "10", "--out", path]
                    shots[pose] = picture(command, path)
                band, high = band_figures(shots["overview"]), high_figures(shots["high"])
                print("%-8s seed %-4s band: brightest %4.1f at row %3d, near %.2f, dark 10/20 rows up %2.0f/%2.0f%%; "
                      "high: luma %.2f, bright %.2f%%, red px %d" %
                      (name, seed, band["peak"], band["row"], band["near"], 100 * band["dark10"], 100 * band["dark20"],
                       high["luma"], high["bright"], high["red"]))


if __name__ == "__main__":
    main()
