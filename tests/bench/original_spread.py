#!/usr/bin/env python3
"""Pixel City's night figures over many seeds, zcity's or the 2009 original's port's: at the
original's overview (512,130,900, 14 degrees down) and from high above (512,320,860, 45 down),
1280 x 720, the mean luma, the share of pixels of luma 64 and more with the bloom and without,
the red car lights and the largest blob of luma 230 and more (tests/e2e/night_figures.py), and
the bloom's share (mean luma with it less without); each figure's median, least and most.

The two programs grow different cities from one seed, so one seed's figures are compared only
as a spread: a figure outside the other's range over eight seeds is a difference of the
programs, not of two cities.

    tests/bench/original_spread.py build/app/zcity [--seeds 1,2,3,4,5,6,7,8]
    tests/bench/original_spread.py PORT --original [--seeds ...]

PORT takes original_figures.py's options and, with PC_EFFECT=0 in its environment, draws no
bloom (docs/pixelcity.md says how the last port was made); its pictures are taken 20 s after
its city is ready at --frame-ms 50: 400 of its 50 ms car updates, as many as zcity drives its
cars before a picture (engine::kTrafficWarmUpMs). The red lights depend on it (seeds 1-5 at the
overview: 13/17/18/10/24 after 100 updates, 21/23/29/14/19 after 400); the rest hardly. About
2.5 minutes a picture here, 80 for the eight seeds. zcity's without the bloom are `--look
no-bloom`. Both run headless (SDL's offscreen driver)."""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from night_figures import figures  # noqa: E402

POSES = {"overview": "512,130,900,0,-14", "high": "512,320,860,0,-45"}
KEYS = ("luma", "bright", "bright_nobloom", "bloom", "red", "largest230")


def picture(program, original, seed, camera, bloom, path):
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen")
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    if original:
        env["PC_EFFECT"] = "1" if bloom else "0"
        command = [program, "--seed", seed, "--size", "1280x720", "--camera", camera, "--extra-seconds", "20",
                   "--frame-ms", "50", "--quiet", "--out", path]
    else:
        command = [program, "--scene", "pixelcity", "--screenshot", path, "--size", "1280x720", "--seed", seed,
                   "--camera", camera] + ([] if bloom else ["--look", "no-bloom"])
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    if result.returncode != 0 or not os.path.exists(path):
        sys.exit("original_spread: %s failed: %s" % (program, result.stderr.strip()[-300:]))
    return figures(path)


def seed_figures(program, original, seed, folder):
    row = {}
    for pose, camera in POSES.items():
        lit = picture(program, original, seed, camera, True, os.path.join(folder, "%s-%s-b.png" % (pose, seed)))
        dark = picture(program, original, seed, camera, False, os.path.join(folder, "%s-%s-n.png" % (pose, seed)))
        row[pose] = {"luma": lit["mean_luma"], "bright": lit["share64"], "bright_nobloom": dark["share64"],
                     "bloom": lit["mean_luma"] - dark["mean_luma"], "red": lit["red_lights"],
                     "largest230": lit["largest230"]}
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program")
    parser.add_argument("--original", action="store_true", help="PROGRAM is the original's port")
    parser.add_argument("--seeds", default="1,2,3,4,5,6,7,8")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rows = [seed_figures(os.path.abspath(args.program), args.original, seed, folder)
                for seed in args.seeds.split(",")]
    name = "original" if args.original else "zcity"
    print("%s, seeds %s: median (least - most)" % (name, args.seeds))
    for pose in POSES:
        for key in KEYS:
            values = [row[pose][key] for row in rows]
            print("  %-8s %-15s %7.2f  (%.2f - %.2f)" % (pose, key, statistics.median(values), min(values),
                                                        max(values)))
    ratios = [row["high"]["bloom"] / row["overview"]["bloom"] for row in rows if row["overview"]["bloom"] > 0]
    print("  the bloom from high above / at the overview %.2f  (%.2f - %.2f)" % (statistics.median(ratios),
                                                                             min(ratios), max(ratios)))


if __name__ == "__main__":
    main()
