#!/usr/bin/env python3
"""End-to-end: zcity as xscreensaver's hack under Xvfb. The test makes a plain X window itself,
as xscreensaver does, hands it over (-window-id, or -root with XSCREENSAVER_WINDOW), reads what
the X server shows in it, and ends zcity with SIGTERM, as xscreensaver does.

Usage: test_screensaver.py PATH/TO/zcity   (exits 77, skipped, without Xvfb)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from test_window import Xvfb
from xwindow import PlainWindow, root_window, viewable_top_level_windows, window_rgba

ZCITY = None
WIDTH, HEIGHT = 320, 180
# SIGTERM ends zcity as it ends a headless mode: at once, with 128 + 15 (app/formats/src/Interrupt.cpp).
SIGTERM_EXIT = 143


def lit_pixels(picture):
    """How many pixels are bright (some channel over 150): the night city's lit windows, lights
    and signs; a black or an unpainted window has none."""
    width, _, rows = picture
    return sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i], row[i + 1], row[i + 2]) > 150)


class Hack:
    """zcity run as xscreensaver runs its hack: standard output and error kept for the end."""

    def __init__(self, display, *args, xscreensaver_window=None):
        self.scratch = tempfile.TemporaryDirectory()
        env = dict(os.environ, DISPLAY=display, XDG_DATA_HOME=self.scratch.name)
        env.pop("SDL_VIDEODRIVER", None)
        env.pop("XSCREENSAVER_WINDOW", None)
        if xscreensaver_window is not None:
            env["XSCREENSAVER_WINDOW"] = xscreensaver_window
        self.process = subprocess.Popen([ZCITY, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate()
        self.scratch.cleanup()

    def terminate(self):
        """SIGTERM, as xscreensaver ends its hack: the exit code and how long it took."""
        start = time.monotonic()
        self.process.terminate()
        code = self.process.wait(timeout=10)
        return code, time.monotonic() - start


class Screensaver(unittest.TestCase):
    def wait_for_the_city(self, hack, display, window, left=0, top=0, timeout=60):
        """Reads the window until the night city shows in it; fails if zcity ends or it never does."""
        deadline = time.monotonic() + timeout
        while True:
            self.assertIsNone(hack.process.poll(), hack.process.stderr.read() if hack.process.poll() is not None else "")
            lit = lit_pixels(window_rgba(display, window, WIDTH, HEIGHT, left, top))
            if lit >= 20:
                return lit
            if time.monotonic() > deadline:
                self.fail(f"no city in window {window:#x} after {timeout} s ({lit} lit pixels)")
            time.sleep(0.5)

    def draws_in_the_window_and_ends_on_sigterm(self, display, window, hack, before):
        self.wait_for_the_city(hack, display, window)
        self.assertEqual(viewable_top_level_windows(display), before, "zcity opened a window of its own")
        code, seconds = hack.terminate()
        self.assertEqual(code, SIGTERM_EXIT)
        self.assertLess(seconds, 2)
        self.assertEqual(hack.process.stderr.read(), "")
        # It saved no settings: the screensaver's run is not the user's.
        self.assertEqual(os.listdir(hack.scratch.name), [])

    def test_draws_in_the_window_it_is_given_and_sigterm_ends_it(self):
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            before = viewable_top_level_windows(x.display)
            self.assertEqual(lit_pixels(window_rgba(x.display, window.id, WIDTH, HEIGHT)), 0)
            with Hack(x.display, "-window-id", hex(window.id)) as hack:
                self.draws_in_the_window_and_ends_on_sigterm(x.display, window.id, hack, before)

    def test_draws_in_xscreensavers_window_named_by_the_environment(self):
        """xscreensaver runs the config's `zcity -root` with XSCREENSAVER_WINDOW set (decimal here)."""
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            before = viewable_top_level_windows(x.display)
            with Hack(x.display, "-root", xscreensaver_window=str(window.id)) as hack:
                self.draws_in_the_window_and_ends_on_sigterm(x.display, window.id, hack, before)

    def test_draws_in_a_32_bit_window_as_xscreensaver_6_makes(self):
        """xscreensaver 6 gives its hacks a 32-bit (ARGB) window: a GL config of another depth
        than the window's was a BadMatch, and Xlib's handler ended zcity with status 1."""
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT, depth=32) as window:
            before = viewable_top_level_windows(x.display)
            with Hack(x.display, "-window-id", hex(window.id)) as hack:
                self.draws_in_the_window_and_ends_on_sigterm(x.display, window.id, hack, before)

    def test_root_draws_on_the_root_window(self):
        with Xvfb("-br") as x:  # a black root window to start with
            root = root_window(x.display)
            self.assertEqual(lit_pixels(window_rgba(x.display, root, WIDTH, HEIGHT, 480, 270)), 0)
            before = viewable_top_level_windows(x.display)
            with Hack(x.display, "-root") as hack:
                self.wait_for_the_city(hack, x.display, root, 480, 270)
                self.assertEqual(viewable_top_level_windows(x.display), before)
                code, seconds = hack.terminate()
                self.assertEqual(code, SIGTERM_EXIT)
                self.assertLess(seconds, 2)

    def test_follows_the_window_when_it_grows(self):
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            with Hack(x.display, "-window-id", hex(window.id)) as hack:
                self.wait_for_the_city(hack, x.display, window.id)
                window.resize(2 * WIDTH, 2 * HEIGHT)
                # The frame is drawn to the new size: the city reaches the bottom-right quarter,
                # which the first size never covered.
                self.wait_for_the_city(hack, x.display, window.id, WIDTH, HEIGHT, timeout=30)
                self.assertEqual(hack.terminate()[0], SIGTERM_EXIT)

    def test_sigterm_while_the_city_is_built_ends_it_at_once(self):
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            with Hack(x.display, "--window-id", str(window.id)) as hack:
                time.sleep(0.3)
                code, seconds = hack.terminate()
                self.assertEqual(code, SIGTERM_EXIT)
                self.assertLess(seconds, 2)

    def test_input_in_the_window_does_not_end_it(self):
        """The host's input is the host's: xscreensaver, not the hack, decides to stop."""
        if not shutil.which("xdotool"):
            self.skipTest("xdotool not installed")
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            with Hack(x.display, "-window-id", hex(window.id)) as hack:
                self.wait_for_the_city(hack, x.display, window.id)
                env = dict(os.environ, DISPLAY=x.display)
                for action in (["mousemove", "--window", str(window.id), "100", "100"], ["key", "space"],
                               ["click", "1"], ["mousemove", "--window", str(window.id), "200", "150"]):
                    subprocess.run(["xdotool", *action], env=env, check=True, timeout=30, capture_output=True)
                time.sleep(1)
                self.assertIsNone(hack.process.poll())
                self.assertEqual(hack.terminate()[0], SIGTERM_EXIT)

    def test_a_window_that_is_not_there_is_one_line(self):
        with Xvfb() as x:
            for args, env_window, code, names in [
                (["-window-id", "0x1fffff0"], None, 1, "0x1fffff0"),
                (["-window-id", "abc"], None, 2, '"abc"'),
                (["-window-id", "0"], None, 2, '"0"'),
                (["-root"], "0x1fffff0", 1, "XSCREENSAVER_WINDOW 0x1fffff0"),
                (["-root"], "junk", 2, 'XSCREENSAVER_WINDOW "junk"'),
                (["-window-id", "0x400000", "--stats"], None, 2, "--window-id"),
            ]:
                with self.subTest(args=args, env=env_window), Hack(x.display, *args, xscreensaver_window=env_window) as hack:
                    out, err = hack.process.communicate(timeout=30)
                    self.assertEqual(hack.process.returncode, code, err)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertIn(names, err)
                    self.assertNotIn("X Error", err)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    if not shutil.which("Xvfb"):
        print("skipped: Xvfb not installed")
        sys.exit(77)
    unittest.main(verbosity=2)
