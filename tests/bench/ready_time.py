#!/usr/bin/env python3
"""How long Pixel City takes to be ready to look at: the whole process of a headless screenshot
(start, grow, window sheets, bake, draw, write the picture), as issue 23 measured it against the
2009 original. Runs interleaved, so both programs see the same machine load, and prints medians.

    tests/bench/ready_time.py build/app/zcity [--runs 9] [--original 'CMD ...']

--original times another command the same way in the same run (the original, ported to Linux,
started at its overview and quitting once built and drawn); its medians are then printed beside
zcity's with the ratios. Mesa keeps compiled shaders in a cache on disk
(~/.cache/mesa_shader_cache), so each is timed both ways: "warm" (the cache as it is, as after
any earlier run) and "cold" (MESA_SHADER_CACHE_DISABLE=true: every shader compiled, as on a
first run; the original's fixed-function pipeline is compiled into shaders by Mesa too).
The machine's load is said before and after: another job on the cores reads as a slower program.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command, env):
    start = time.perf_counter()
    try:
        result = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    except OSError as error:
        sys.exit("ready_time: cannot run %s: %s" % (command[0], error.strerror))
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        said = result.stderr.decode(errors="replace").strip().splitlines()
        sys.exit("ready_time: %s failed (exit %d)%s" % (command[0], result.returncode, ": " + said[-1] if said else ""))
    return seconds


def load_average():
    """The 1-minute load average, or None where /proc has none (not Linux)."""
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def say_load(when):
    """The machine's load, said beside the figures: on a shared 2-core machine another job's
    build doubles them (issue 32's 0.64 s was measured so; 0.21 s on the same machine quiet)."""
    load, cores = load_average(), os.cpu_count() or 1
    if load is None:
        return
    print("load average %s: %.2f on %d cores%s" % (
        when, load, cores, "  (busy: these figures will read high; run again when it is quiet)" if load > cores / 2 else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("zcity")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--seed", default="6")
    parser.add_argument("--original", help="a command line to time beside zcity's")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    say_load("before")
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)  # headless, as a screenshot on a machine with no screen
    cold_env = dict(env, MESA_SHADER_CACHE_DISABLE="true")
    with tempfile.TemporaryDirectory() as scratch:
        picture = os.path.join(scratch, "ready.png")
        zcity = [args.zcity, "--scene", "pixelcity", "--seed", args.seed, "--screenshot", picture]
        timed(zcity, env)  # fills the shader cache: "warm" means after any earlier run
        original = shlex.split(args.original) if args.original else None
        if original:
            timed(original, env)
        runs = [("zcity", "warm", zcity, env), ("zcity", "cold", zcity, cold_env)]
        if original:
            runs += [("original", "warm", original, env), ("original", "cold", original, cold_env)]
        times = {(who, cache): [] for who, cache, _, _ in runs}
        for _ in range(args.runs):
            for who, cache, command, run_env in runs:
                times[(who, cache)].append(timed(command, run_env))
    say_load("after")
    medians = {key: statistics.median(values) for key, values in times.items()}
    for (who, cache), median in medians.items():
        values = times[(who, cache)]
        print("%-9s %s shader cache: median %.3f s  (min %.3f, max %.3f, %d runs)" % (
            who, cache, median, min(values), max(values), len(values)))
    if original:
        for cache in ("warm", "cold"):
            print("original / zcity, both %s: %.2fx" % (cache, medians[("original", cache)] / medians[("zcity", cache)]))


if __name__ == "__main__":
    main()
