#!/usr/bin/env python3
"""Each drawing mode's memory floor: the smallest address-space limit (ulimit -v) under which it
starts and draws in every run, as issue 31 asked. Each mode is run under limits from --high down
in --step steps, --runs times each, until a run fails; what a failure was is printed (a crash,
or zcity's own one-line refusal), so the floor each mode refuses below can be checked against
what it needs.

    tests/bench/memory_floor.py build/app/zcity [--modes screenshot,window,hack,screensaver,world,redux,night-world,city-4096]
                                [--runs 3] [--high 1024] [--low 320] [--step 32] [--threads N]

--threads sets llvmpipe's thread count (LP_NUM_THREADS), as a machine with that many cores has:
llvmpipe reserves address space a thread. The window modes run under an Xvfb of their own at
1280 x 720; a run counts as drawn once zcity's first frame-rate line is out and it is still
running two seconds later.
"""
import argparse
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from test_window import Xvfb  # noqa: E402
from xwindow import PlainWindow  # noqa: E402

MODES = {
    "screenshot": ["--screenshot", "shot.png"],
    "window": [],
    "hack": None,  # -window-id, in a window of the script's own
    "screensaver": ["--screensaver"],
    "world": ["--world"],
    "redux": ["--screenshot", "shot.png", "--scene", "redux"],
    "night-world": ["--screenshot", "shot.png", "--world", "--scene", "pixelcity"],
    "city-4096": ["--screenshot", "shot.png", "--scene", "pixelcity", "--city-size", "4096"],
}


def limited(megabytes):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    return apply


def outcome(code, stderr):
    """'drawn', 'refused: ...' (zcity's one line, exit 1) or what else ended it."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    if code == 0:
        return "drawn"
    if code == 1 and len(lines) == 1 and lines[0].startswith("zcity: "):
        return "refused"
    if code < 0:
        return f"signal {signal.Signals(-code).name}"
    return f"exit {code}: {lines[-1] if lines else ''}"


def run_once(zcity, mode, megabytes, threads):
    env = dict(os.environ)
    if threads:
        env["LP_NUM_THREADS"] = str(threads)
    with tempfile.TemporaryDirectory() as scratch:
        env["XDG_DATA_HOME"] = scratch
        if mode == "screenshot":
            r = subprocess.run([zcity, "--no-settings", *MODES[mode]], cwd=scratch, env=env, capture_output=True,
                               text=True, preexec_fn=limited(megabytes), timeout=120)
            return outcome(r.returncode, r.stderr)
        env.pop("SDL_VIDEODRIVER", None)
        with Xvfb() as x:
            env["DISPLAY"] = x.display
            if mode == "hack":
                with PlainWindow(x.display, 1280, 720) as window:
                    return watch([zcity, "--debug-state", "-window-id", str(window.id)], env, megabytes)
            return watch([zcity, "--debug-state", "--no-settings", *MODES[mode]], env, megabytes)


def watch(command, env, megabytes):
    """Runs a window mode until its first frame-rate line and two seconds more, then SIGTERM."""
    with tempfile.TemporaryFile("w+") as errors:
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=errors, text=True,
                                   preexec_fn=limited(megabytes))
        drawn = False
        deadline = time.monotonic() + 60
        for line in process.stdout:
            if line.startswith("title "):
                drawn = True
                break
            if time.monotonic() > deadline:
                break
        if drawn:
            time.sleep(2)
        code = process.poll()
        if code is None:
            process.terminate()
            process.wait(timeout=20)
            process.stdout.close()
            return "drawn" if drawn else "no frame in 60 s"
        process.stdout.close()
        errors.seek(0)
        return outcome(code, errors.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("zcity")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--high", type=int, default=1024)
    parser.add_argument("--low", type=int, default=320)
    parser.add_argument("--step", type=int, default=32)
    parser.add_argument("--threads", type=int, default=0)
    options = parser.parse_args()
    zcity = os.path.abspath(options.zcity)
    for mode in options.modes.split(","):
        if mode not in MODES:
            sys.exit(f"memory_floor: no mode {mode}; the modes: {', '.join(MODES)}")
        floor, failed = None, None
        for megabytes in range(options.high, options.low - 1, -options.step):
            results = [run_once(zcity, mode, megabytes, options.threads) for _ in range(options.runs)]
            print(f"  {mode} {megabytes} MB: {', '.join(results)}", flush=True)
            if any(r != "drawn" for r in results):
                failed = (megabytes, results)
                break
            floor = megabytes
        print(f"{mode}: drawn in every run down to {floor} MB" +
              (f"; at {failed[0]} MB: {', '.join(failed[1])}" if failed else ""), flush=True)


if __name__ == "__main__":
    main()
