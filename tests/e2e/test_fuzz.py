#!/usr/bin/env python3
"""End-to-end: a small randomized fuzz of the command line, from the real option set.

A few hundred command lines, drawn with a fixed seed from every option zcity --help lists, with
good values, bad ones and none at all, in any order. Each runs bounded in time, without a
display, in a scratch folder. Whatever the line, zcity must end by itself with exit 0, 1 or 2
(never a signal, never a hang), say a usage error (2) in one line on standard error, and leave
no file but the ones the line names.

Usage: test_fuzz.py PATH/TO/zcity [RUNS] [SEED]
"""
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest
import honest

ZCITY = None
RUNS = 250
SEED = 20261130
TIME_LIMIT = 60  # seconds a run: far over any small job here; a run past it hangs

# Values by kind: good ones, edge ones and bad ones (the option's own check must refuse those).
NUMBERS = ["0", "1", "-1", "3", "0.5", "1e3", "1e300", "nan", "inf", "-inf", "x", "", "0x10", "12abc", "--"]
VALUES = {
    "--seed": ["0", "42", "0xA749F86C", "4294967295", "4294967296", "-1", "0x", "seed", "1e9", "0b1"],
    "--scene": ["tidied", "t2", "zterrain", "terrain", "pixelcity", "redux", "city", "", "TIDIED"],
    "--terrain": ["faithful", "fixed", "other"],
    "--terrain-layout": ["grid", "rings", "spiral"],
    "--grid": ["1", "3", "5", "2", "0", "-3", "203", "x"],
    "--size": ["64x64", "32x24", "1x1", "0x10", "64", "64x", "x64", "99999x99999", "-8x8", "64x64x64"],
    "--camera": ["0,200,0,20,-50", "10,30,50,0,-28", "0,0,0", "1e16,0,0,0,0", "a,b,c,d,e", "0,200,0,20,-50,1",
                 "nan,0,0,0,0", "0,1e15,0,0,0"],
    "--height": None,  # two numbers: drawn below
    "--frames": ["1", "3", "0", "-2", "10000001", "x"],
    "--ortho": ["100", "0", "-5", "1e8", "x"],
    "--look": ["fog", "no-fog,bloom", "flat,wireframe", "letterbox", "neon", ""],
    "--palette": ["none", "ega", "cga", "vga"],
    "--preset": ["original", "wide", "day", "cga", "sparkly", ""],
    "--sky": ["dusk", "#203050", "203050", "mauve", "#20305", "", "#gg0000"],
    "--time": ["now", "21:30", "2026-06-21T21:30+02:00", "2026-06-21T19:30Z", "cycle:10", "24:00", "noon", "",
               "2026-02-30T10:00", "cycle:0", "12:00junk"],
    "--place": ["51.5,-0.13", "-33.87,151.21", "91,0", "0", "", "north"],
    "--camera-mode": ["fly", "automatic", "orbit-in", "follow-behind", "spiral", ""],
    "--sign": ["ZCITY", "A & B-2.", "way too long for a sign", "<b>", "", "caf\u00e9"],
    "--city-size": ["1024", "2048", "1023", "4097", "4294968320", "big", ""],
    "--fov": ["33.75", "10", "120", "9", "121", "wide", "-60"],
    "--max-fps": ["30", "0", "1001", "x"],
    "--gl": ["core", "es", "gles", ""],
    "--view-distance": ["300", "800", "1", "0", "30001", "x"],
    "--cache-budget": ["64M", "1M", "1G", "12Q", "0", "x"],
    "--detail": ["0", "1.5", "3", "-1", "101", "x"],
    "--workers": ["1", "2", "0", "65", "x"],
    "--delay": ["33333", "0", "100000", "-1", "1e7", "x"],
    "--speed": ["1", "0.1", "10", "0.05", "11", "nan", "x"],
    "--rebuild": ["120", "0", "10", "9", "86401", "-1", "x"],
    "--scale": ["0.5", "1", "0.1", "0.09", "1.5", "0", "nan", "x"],
    # Without a display: one line and exit 1 for a good id, 2 for a bad one.
    "--window-id": ["0x400001", "4194305", "0", "x", "-1"],
    "--displays": ["same", "each", "main", "span", "all", ""],
    "--output": ["HDMI-A-1", "eDP-1", ""],
}
FILE_OPTIONS = ["--dump-boxes", "--screenshot", "--export", "--plan", "--flight"]
FILE_NAMES = ["out.csv", "out.png", "out.PNG", "out.glb", "out.obj", "out.svg", "out.jpg", "-", "", "sub/out.png",
              ".", "out", "--stats", "line:10", "line:x", "poses.txt"]
FLAGS = ["--stats", "--quiet", "--screensaver", "--no-floor", "--fog", "--no-fog", "--overlay", "--walk", "--materials",
         "--fullscreen", "--world", "--root", "--wallpaper", "--debug-state", "--fps", "--screensaver-settings", "--no-settings", "--reset-settings", "--version", "--help",
         "--bogus", "-x", "--seed=7", "--size=48x48"]


def options_of_help(help_text):
    return set(re.findall(r"^\s+(--[a-z-]+)", help_text, re.M))


def draw_line(rng):
    """One command line: a few options, each with a value of its kind (or none)."""
    args = []
    for _ in range(rng.randint(0, 5)):
        kind = rng.random()
        if kind < 0.35:
            option = rng.choice(sorted(VALUES))
            if option == "--height":
                args += [option, rng.choice(NUMBERS), rng.choice(NUMBERS)]
            else:
                args += [option, rng.choice(VALUES[option])] if rng.random() > 0.05 else [option]
        elif kind < 0.6:
            args += [rng.choice(FILE_OPTIONS), rng.choice(FILE_NAMES)]
        else:
            args.append(rng.choice(FLAGS))
    # Small pictures and short flights, unless the line says otherwise: the fuzz is about the
    # command line, not the renderer's speed.
    if "--size" not in args and not any(a.startswith("--size=") for a in args):
        args += ["--size", "48x48"]
    if "--frames" not in args:
        args += ["--frames", "2"]
    if "--view-distance" not in args:
        args += ["--view-distance", "600"]
    return args


class Fuzz(unittest.TestCase):
    def test_the_option_set_is_the_programs(self):
        # The fuzz draws from every option --help lists: a new option joins it or this fails.
        out = subprocess.run([ZCITY, "--help"], capture_output=True, text=True, timeout=30).stdout
        known = set(VALUES) | set(FILE_OPTIONS) | {f for f in FLAGS if f.startswith("--") and "=" not in f}
        missing = options_of_help(out) - known
        self.assertEqual(missing, set(), "options the fuzz does not draw")

    def test_random_command_lines(self):
        rng = random.Random(SEED)
        env = honest.headless_env()
        with tempfile.TemporaryDirectory() as home:
            env["XDG_DATA_HOME"] = home  # the viewer's settings, if it ever got that far
            for run in range(RUNS):
                args = draw_line(rng)
                with self.subTest(run=run, args=args), tempfile.TemporaryDirectory() as d:
                    with open(os.path.join(d, "poses.txt"), "w") as f:
                        f.write("0 120 0 20 -8\n")
                    before = set(os.listdir(d))
                    try:
                        # Bytes: a picture may come on standard output (--screenshot -).
                        r = subprocess.run([ZCITY, *args], cwd=d, env=env, capture_output=True, timeout=TIME_LIMIT)
                    except subprocess.TimeoutExpired:
                        self.fail(f"still running after {TIME_LIMIT} s")
                    r.stderr = r.stderr.decode("utf-8", "replace")
                    self.assertIn(r.returncode, (0, 1, 2, 130), r.stderr[-500:])
                    if r.returncode == 2:
                        self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
                    if r.returncode != 0:
                        self.assertTrue(r.stderr.strip(), "a failure says why")
                    made = set(os.listdir(d)) - before
                    named = {a for a in args} | {a.split("=", 1)[-1] for a in args}
                    named |= {os.path.splitext(a)[0] + ".mtl" for a in args if a.lower().endswith(".obj")}
                    named |= {n for n in made if n.endswith(".png") and any(a.lower().endswith(".obj") for a in args)}
                    self.assertEqual(made - named, set(), "files nobody asked for")
                    if r.returncode != 0:
                        self.assertEqual(made & named - {"sub"}, set() if r.returncode == 2 else made & named,
                                         "a usage error writes nothing")


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    if len(sys.argv) > 1 and sys.argv[1].isdigit():
        RUNS = int(sys.argv.pop(1))
    if len(sys.argv) > 1 and sys.argv[1].isdigit():
        SEED = int(sys.argv.pop(1))
    honest.main(verbosity=1)
