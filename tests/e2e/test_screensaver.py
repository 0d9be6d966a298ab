#!/usr/bin/env python3
"""End-to-end: zcity as xscreensaver's hack under Xvfb. The test makes a plain X window itself,
as xscreensaver does, hands it over (-window-id, or -root with XSCREENSAVER_WINDOW), reads what
the X server shows in it, and ends zcity with SIGTERM, as xscreensaver does.

Usage: test_screensaver.py PATH/TO/zcity   (exits 77, skipped, without Xvfb)
"""
import os
import queue
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unittest

from night_figures import luma
from test_window import Xvfb
from png import read_png
from xorg_heads import DUMMY_DRIVER, XORG, TwoHeads
from xwindow import PlainWindow, differing, root_window, viewable_top_level_windows, window_rgba
import honest

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

    def __init__(self, display, *args, xscreensaver_window=None, bus=None, memory=None, env=None):
        self.scratch = tempfile.TemporaryDirectory()
        env = dict(os.environ, DISPLAY=display, XDG_DATA_HOME=self.scratch.name, **(env or {}))
        if bus is not None:
            env["DBUS_SESSION_BUS_ADDRESS"] = bus
        env.pop("SDL_VIDEODRIVER", None)
        env.pop("XSCREENSAVER_WINDOW", None)
        if xscreensaver_window is not None:
            env["XSCREENSAVER_WINDOW"] = xscreensaver_window
        limit = None
        if memory:  # bytes of address space (ulimit -v)
            limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        self.process = subprocess.Popen([ZCITY, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, preexec_fn=limit)

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


class SessionBus:
    """A D-Bus session bus of the test's own, with dbus-monitor beside it noting every call, as
    the desktop's bus would see them."""

    def __enter__(self):
        self.daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address"],
                                       stdout=subprocess.PIPE, text=True)
        self.address = self.daemon.stdout.readline().strip()
        self.lines = []
        self.monitor = subprocess.Popen(["dbus-monitor", "--address", self.address], stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        threading.Thread(target=lambda: self.lines.extend(self.monitor.stdout), daemon=True).start()
        time.sleep(0.5)  # the monitor is listening before anything calls
        return self

    def calls(self, member):
        return [line for line in self.lines if f"member={member}" in line and "method call" in line]

    def __exit__(self, *exc):
        for process in (self.monitor, self.daemon):
            process.terminate()
            process.wait(timeout=10)


def xml_path():
    """zcity.xml as the build wrote it from the setting table: build/packaging/zcity.xml, beside
    build/app/zcity."""
    path = os.path.join(os.path.dirname(os.path.dirname(ZCITY)), "packaging", "zcity.xml")
    if not os.path.isfile(path):
        raise AssertionError(f"{path} is missing: the build writes it (zcity_package_files)")
    return path


def widget_values(widget):
    """What an xscreensaver widget can give: a spinbutton's every whole step, a slider's two ends,
    its default and 200 steps between (as the dialogue prints them: whole numbers for a slider of
    whole numbers, two decimals for one of floats)."""
    low, high, default = (widget.get(k) for k in ("low", "high", "default"))
    floats = "." in low or "." in high
    lo, hi = float(low), float(high)
    if widget.get("type") == "spinbutton":
        return [str(v) for v in range(int(lo), int(hi) + 1)]
    steps = [lo + (hi - lo) * k / 200 for k in range(201)]
    return sorted({f"{v:.2f}" if floats else str(round(v)) for v in steps} | {low, high, default})


class XscreensaverConfig(unittest.TestCase):
    """The generated zcity.xml as xscreensaver reads it: its own settings dialogue parses it without
    a warning, and every value its widgets can give is an option zcity takes."""

    def test_xscreensaver_settings_reads_it_without_a_warning(self):
        config = "/usr/share/xscreensaver/config"
        if not (shutil.which("xscreensaver-settings") and shutil.which("unshare") and os.path.isdir(config)):
            honest.require(self, False, "xscreensaver-settings, unshare or xscreensaver's config folder")
        with tempfile.TemporaryDirectory() as d, Xvfb() as x:
            # The dialogue reads configs from its one folder only: ours is put there in a mount
            # namespace of this test's own, so nothing on the machine changes.
            configs = os.path.join(d, "config")
            os.makedirs(configs)
            shutil.copy(xml_path(), configs)
            with open(os.path.join(d, ".xscreensaver"), "w") as f:
                f.write("mode: one\nselected: 0\nprograms: \\\n  GL: zcity -root \\n\\\n\n")
            script = f"mount --bind {configs} {config} && exec timeout 8 xscreensaver-settings --debug"
            r = subprocess.run(["unshare", "--mount", "--", "sh", "-c", script], capture_output=True, text=True,
                               env=dict(os.environ, HOME=d, DISPLAY=x.display), timeout=60)
            if "Operation not permitted" in r.stderr or "permission denied" in r.stderr.lower():
                honest.require(self, False, "a mount namespace (root): " + r.stderr.strip()[:100])
            self.assertIn("reading /usr/share/xscreensaver/config/zcity.xml", r.stderr)
            warnings = [line for line in r.stderr.splitlines() if "zcity.xml" in line and "WARNING" in line]
            self.assertEqual(warnings, [])
            self.assertNotIn("parser error", r.stderr)

    def test_every_value_of_its_widgets_is_an_option_zcity_takes(self):
        import xml.etree.ElementTree as ElementTree
        root = ElementTree.parse(xml_path()).getroot()
        self.assertEqual(root.get("gl"), "yes")
        self.assertTrue(root.find("_description").text.strip().endswith("2026."))  # "Written by ...; year."
        choices = []
        for widget in root.iter():
            if widget.tag == "number":
                for value in widget_values(widget):
                    choices.append(widget.get("arg").replace("%", value).split())
            elif widget.tag in ("boolean", "option") and widget.get("arg-set"):
                choices.append(widget.get("arg-set").split())
            elif widget.tag == "string":
                choices.append(widget.get("arg").replace("%", "0x2A").split())
        self.assertGreaterEqual(len(choices), 400)
        # Every value through the real binary's parser: --help after the options prints the help
        # only when every option before it held (a usage error comes first, exit code 2). A
        # sanitizer's build takes every tenth: the parse is pure code, which the unit tests run
        # under both sanitizers with every value (SettingTableTest), and 430 starts took it 40 s.
        for args in choices[::1 if honest.slowness(ZCITY) == 1 else 10]:
            with self.subTest(args=args):
                r = subprocess.run([ZCITY, "-root", *args, "--help"], capture_output=True, text=True, timeout=60)
                self.assertEqual(r.returncode, 0, r.stderr)
        # And the hack as xscreensaver starts it, with a sample of them, in a window that is gone.
        with Xvfb() as x:
            for args in choices[::40]:
                with self.subTest(args=args):
                    # Exit code 1: the options held and only the window was missing; 2 would be a usage error.
                    r = subprocess.run([ZCITY, "-window-id", "0x1fffff0", *args], capture_output=True, text=True,
                                       env=dict(os.environ, DISPLAY=x.display), timeout=60)
                    self.assertEqual(r.returncode, 1, r.stderr)
                    self.assertIn("no such window", r.stderr)


class SettingsDialogue(unittest.TestCase):
    """zcity --screensaver-settings (Windows' /c), driven with the mouse as a person would: the
    widgets' places come from --debug-state, the clicks from xdotool."""

    def widgets(self, process):
        found = {}
        deadline = time.monotonic() + 30
        while "cancel" not in found and time.monotonic() < deadline:
            line = process.stdout.readline()
            if line.startswith("widget "):
                name, x, y, w, h = line.split()[1:]
                found[name] = (int(x) + int(w) // 2, int(y) + int(h) // 2)
                self.rects = dict(getattr(self, "rects", {}), **{name: (int(x), int(y), int(w), int(h))})
                self.lowest = max(getattr(self, "lowest", 0), int(y) + int(h))
        self.assertIn("save", found)
        # The dialogue's lines come from a thread, so a test can wait for one with a deadline.
        self.lines = queue.Queue()
        threading.Thread(target=lambda: [self.lines.put(line) for line in process.stdout], daemon=True).start()
        return found

    def click_until(self, env, window, at, expected):
        """Clicks until the dialogue says a line holding `expected`: a click sent before the
        window has the focus is lost (on a loaded machine, CI lost one), as a person's would be,
        and the person clicks again. Each click is only repeated once the last is seen to miss."""
        for _ in range(5):
            subprocess.run(["xdotool", "mousemove", "--window", window, str(at[0]), str(at[1]), "click", "1"], env=env,
                           check=True, timeout=30)
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                try:
                    line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
                except queue.Empty:
                    break
                if expected in line:
                    return line
        self.fail(f"no '{expected}' after five clicks")

    @honest.needs(shutil.which("xdotool"), "xdotool")
    def test_the_dialogue_draws_every_widget_where_it_says(self):
        """The dialogue's pixels against its widgets (each place from --debug-state): inside every
        widget's box, its label or frame (pixels off the background); below the last, only the
        background. A blank window, or one of noise, fails."""
        with Xvfb() as x, tempfile.TemporaryDirectory() as data:
            env = dict(os.environ, DISPLAY=x.display, XDG_DATA_HOME=data)
            env.pop("SDL_VIDEODRIVER", None)
            process = subprocess.Popen([ZCITY, "--screensaver-settings", "--debug-state"], env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            try:
                self.widgets(process)
                window = int(subprocess.run(["xdotool", "search", "--sync", "--name", "screensaver settings"], env=env,
                                            capture_output=True, text=True, timeout=30).stdout.split()[0])
                time.sleep(1)  # its first frames drawn
                width, height, rows = window_rgba(x.display, window, 560, 400)
            finally:
                process.kill()
                process.communicate()
        pixel = lambda px, py: tuple(rows[py][4 * px:4 * px + 3])
        counts = {}
        for row in rows:
            for i in range(0, 4 * width, 4):
                counts[tuple(row[i:i + 3])] = counts.get(tuple(row[i:i + 3]), 0) + 1
        background = max(counts, key=counts.get)
        off = lambda c: max(abs(a - b) for a, b in zip(c, background)) > 24
        for name, (left, top, w, h) in self.rects.items():
            inside = [pixel(px, py) for py in range(top, top + h) for px in range(left, left + w)]
            self.assertGreater(sum(map(off, inside)) / len(inside), 0.05, f"nothing drawn in {name}'s box")
        below = [pixel(px, py) for py in range(self.lowest + 8, height - 2) for px in range(8, width - 8)]
        self.assertGreater(len(below), 1000)
        self.assertLess(sum(map(off, below)) / len(below), 0.01, "drawn below the last widget")

    @honest.needs(shutil.which("xdotool"), "xdotool")
    def test_the_dialogue_saves_what_the_screensaver_then_shows(self):
        with Xvfb() as x, tempfile.TemporaryDirectory() as data:
            env = dict(os.environ, DISPLAY=x.display, XDG_DATA_HOME=data)
            env.pop("SDL_VIDEODRIVER", None)
            saved = os.path.join(data, "zcity", "zcity", "screensaver.ini")
            process = subprocess.Popen([ZCITY, "--screensaver-settings", "--debug-state"], env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            try:
                places = self.widgets(process)
                window = subprocess.run(["xdotool", "search", "--sync", "--name", "screensaver settings"], env=env,
                                        capture_output=True, text=True, timeout=30).stdout.split()[0]
                geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=env,
                                          capture_output=True, text=True, timeout=30).stdout
                height = int(re.search(r"HEIGHT=(\d+)", geometry).group(1))
                self.assertLessEqual(self.lowest, height, "a widget lies below the dialogue's window")
                self.click_until(env, window, places["scene-redux"], "scene=redux")
                self.click_until(env, window, places["fps"], "fps=1")
                self.click_until(env, window, places["save"], "saved ")
                self.assertEqual(process.wait(timeout=20), 0, process.stderr.read())
            finally:
                if process.poll() is None:
                    process.kill()
            with open(saved) as f:
                text = f.read()
            self.assertIn("scene=redux\n", text)
            self.assertIn("fps=1\n", text)
            # --screensaver reads it, and the command line wins over it.
            for args, scene in ((["--screensaver"], "redux"), (["--screensaver", "--scene", "t2"], "t2")):
                with self.subTest(args=args):
                    r = subprocess.Popen([ZCITY, *args, "--debug-state"], env=env, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, text=True)
                    state = ""
                    while not state.startswith("state "):
                        state = r.stdout.readline()
                    r.kill()
                    r.wait()
                    self.assertIn(f" scene={scene} ", state)
            # Esc leaves the file as it was.
            process = subprocess.Popen([ZCITY, "--screensaver-settings", "--debug-state"], env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            self.widgets(process)
            window = subprocess.run(["xdotool", "search", "--sync", "--name", "screensaver settings"], env=env,
                                    capture_output=True, text=True, timeout=30).stdout.split()[0]
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "Escape"], env=env, timeout=30)
            self.assertEqual(process.wait(timeout=20), 0)
            with open(saved) as f:
                self.assertEqual(f.read(), text)


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

    @unittest.skipUnless(sys.platform.startswith("linux"), "an enforced address-space limit")
    def test_the_time_of_day_it_is_given_draws_that_hour(self):
        """The clock as xscreensaver passes it from zcity.xml's "Time of day" (-time, and -place
        where one edits the command): at noon in Paris the hack draws the day (mean luma over 50;
        the night's is about 10)."""
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            with Hack(x.display, "-window-id", hex(window.id), "-time", "2026-06-21T13:30+02:00",
                      "-place", "48.85,2.35") as hack:
                deadline, brightest = time.monotonic() + 60, 0.0
                while brightest <= 50:
                    self.assertIsNone(hack.process.poll())
                    self.assertLess(time.monotonic(), deadline, f"no day in the window: mean luma {brightest:.1f}")
                    width, height, rows = window_rgba(x.display, window.id, WIDTH, HEIGHT)
                    total = sum(luma(row[i], row[i + 1], row[i + 2]) for row in rows for i in range(0, 4 * width, 4))
                    brightest = max(brightest, total / (width * height))
                    time.sleep(0.5)
                code, _ = hack.terminate()
                self.assertEqual(code, SIGTERM_EXIT)

    def test_draws_at_its_memory_floor_whatever_the_drivers_threads(self):
        """Issue 31: under ulimit -v the hack crashed from 448 MB up to about 700 (6 of 6 at 600 MB
        with llvmpipe's 2 threads; with 8, at 960 MB): each thread's malloc arena took 64 MB of
        address space. Now it draws just over its floor (448 MB + 16 a thread over two)."""
        if honest.slowness(ZCITY) > 1:
            self.skipTest("built with a sanitizer, which an address-space limit stops")
        for threads, megabytes in (("2", 464), ("8", 560)):
            with self.subTest(threads=threads), Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
                with Hack(x.display, "-window-id", hex(window.id), memory=megabytes << 20,
                          env={"LP_NUM_THREADS": threads}) as hack:
                    deadline = time.monotonic() + 60
                    while lit_pixels(window_rgba(x.display, window.id, WIDTH, HEIGHT)) == 0:
                        if hack.process.poll() is not None:  # read stderr only once it has ended
                            self.fail(f"exit {hack.process.returncode}: {hack.process.stderr.read()}")
                        self.assertLess(time.monotonic(), deadline, "no picture in 60 s")
                        time.sleep(0.2)
                    time.sleep(1)  # and goes on drawing
                    code, _ = hack.terminate()
                    self.assertEqual(code, SIGTERM_EXIT, hack.process.stderr.read())

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

    def test_the_wallpaper_on_x11_is_the_root_window_even_inside_xscreensaver(self):
        """--wallpaper on an X11 desktop draws on the root window, as -root does, but never in
        XSCREENSAVER_WINDOW (a wallpaper is the desktop's, not a screensaver's); given --camera it
        holds that pose: the root then shows what --screenshot draws of it."""
        pose = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50"]
        with Xvfb("-br") as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            root = root_window(x.display)
            with Hack(x.display, "--wallpaper", *pose, xscreensaver_window=str(window.id)) as hack:
                deadline = time.monotonic() + 60
                while lit_pixels(window_rgba(x.display, root, 1280, 720)) < 1000:
                    self.assertIsNone(hack.process.poll(), "the wallpaper ended")
                    self.assertLess(time.monotonic(), deadline, "no wallpaper on the root window in 60 s")
                    time.sleep(0.2)
                time.sleep(1)
                self.assertEqual(lit_pixels(window_rgba(x.display, window.id, WIDTH, HEIGHT)), 0)  # not in it
                picture = window_rgba(x.display, root, 1280, 720)
                with tempfile.TemporaryDirectory() as d:
                    shot = os.path.join(d, "shot.png")
                    r = subprocess.run([ZCITY, "--screenshot", shot, "--size", "1280x720", *pose],
                                       capture_output=True, text=True, timeout=60, env=honest.headless_env())
                    self.assertEqual(r.returncode, 0, r.stderr)
                    # Below the xscreensaver stand-in's window, which covers the root's corner.
                    below = lambda p: (p[0], p[1] - HEIGHT, p[2][HEIGHT:])
                    self.assertLessEqual(differing(below(picture), below(read_png(shot))), 0.01)
                code, _ = hack.terminate()
                self.assertEqual(code, SIGTERM_EXIT)

    def test_a_wallpaper_nobody_sees_draws_nothing(self):
        """A window over the whole screen: the X11 wallpaper on the root draws no frames (its CPU
        time stops: measured here 0.0 s in 3 against 0.9 seen at 20 frames a second), and draws
        again once the window goes. Two windows that leave a one-row gap change nothing. The
        screensaver's own full-screen window stops the same way under a window over it."""
        pose = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50", "--max-fps", "20"]

        with Xvfb("-br") as x:
            root = root_window(x.display)
            with Hack(x.display, "--wallpaper", *pose) as hack:
                self.wait_for_the_city(hack, x.display, root, 480, 270)
                seen = honest.cpu_over(hack.process.pid, 3)
                self.assertGreater(seen, 0.3)
                with PlainWindow(x.display, 1280, 390), PlainWindow(x.display, 1280, 330) as lower:
                    lower.move(0, 391)  # a one-row gap: the root still shows
                    self.assertGreater(honest.cpu_over(hack.process.pid, 3), 0.5 * seen, "a gap's worth of root stopped it")
                    lower.move(0, 390)  # now all of it is covered
                    time.sleep(1)  # the wallpaper asks twice a second
                    covered = honest.cpu_over(hack.process.pid, 3)
                self.assertLess(covered, 0.1 * seen, f"covered {covered:.2f} CPU s in 3 s, seen {seen:.2f}")
                # The windows gone, the root is cleared to black by the server; the city comes back.
                self.wait_for_the_city(hack, x.display, root, 480, 270, timeout=10)
                self.assertGreater(honest.cpu_over(hack.process.pid, 2), 0.3 * seen * 2 / 3)
                code, _ = hack.terminate()
                self.assertEqual(code, SIGTERM_EXIT)
            with Hack(x.display, "--screensaver", "--max-fps", "20", "--scene", "tidied") as hack:
                self.wait_for_the_city(hack, x.display, root, 480, 270)
                seen = honest.cpu_over(hack.process.pid, 3)
                with PlainWindow(x.display, 1280, 720):
                    time.sleep(1)
                    covered = honest.cpu_over(hack.process.pid, 3)
                self.assertLess(covered, 0.1 * seen, f"the screensaver covered {covered:.2f} CPU s in 3 s, seen {seen:.2f}")
                self.assertIsNone(hack.process.poll(), "a window over the screensaver ended it")

    def test_follows_the_window_when_it_grows(self):
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            with Hack(x.display, "-window-id", hex(window.id)) as hack:
                self.wait_for_the_city(hack, x.display, window.id)
                window.resize(2 * WIDTH, 2 * HEIGHT)
                # The frame is drawn to the new size: the city reaches the bottom-right quarter,
                # which the first size never covered.
                self.wait_for_the_city(hack, x.display, window.id, WIDTH, HEIGHT, timeout=30)
                self.assertEqual(hack.terminate()[0], SIGTERM_EXIT)

    def test_a_host_window_destroyed_ends_it_quietly(self):
        """xscreensaver destroys its windows: the hack leaves with exit code 0 and nothing on
        standard error (it was Xlib's six-line BadDrawable and exit code 1, 4 times in 4)."""
        with Xvfb() as x:
            for attempt in range(4):
                with self.subTest(attempt=attempt), PlainWindow(x.display, WIDTH, HEIGHT) as window:
                    with Hack(x.display, "-window-id", hex(window.id)) as hack:
                        self.wait_for_the_city(hack, x.display, window.id)
                        time.sleep(0.2 * attempt)  # at another moment of a frame each time
                        window.destroy()
                        self.assertEqual(hack.process.wait(timeout=10), 0)
                        self.assertEqual(hack.process.stderr.read(), "")

    def test_a_host_window_of_any_size_is_drawn_and_sigterm_ends_it_at_once(self):
        """A host's window resized to 32767 x 32767 crashed zcity (llvmpipe draws 16384 a side at
        most), and at 16384 x 16384 a frame took over 15 s and SIGTERM 4 to 10 s: frames are now
        rendered at most a 4K screen's pixels and scaled up into a window of the driver's size."""
        # The day city: the window's top left (all of it that Xvfb's 1280 x 720 screen shows)
        # is its grey boxes, where the night's would be sky.
        for side in (16384, 32767):
            with self.subTest(side=side), Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
                with Hack(x.display, "-window-id", hex(window.id), "--scene", "tidied") as hack:
                    self.wait_for_the_city(hack, x.display, window.id)
                    window.resize(side, side)
                    time.sleep(5)  # frames drawn at the new size
                    self.assertIsNone(hack.process.poll(), hack.process.stderr.read() if hack.process.poll() else "")
                    self.wait_for_the_city(hack, x.display, window.id)  # still drawing
                    code, seconds = hack.terminate()
                    self.assertEqual(code, SIGTERM_EXIT)
                    # SIGTERM waits for the frame being drawn: a 4K one here takes well under a
                    # second, under a sanitizer with another suite beside it up to 1.6 s.
                    self.assertLess(seconds, 1 * honest.slowness(ZCITY))
                    self.assertEqual(hack.process.stderr.read(), "")

    def frame_rate(self, display, window, *args):
        """The hack's frames a second over a few seconds, as its --debug-state titles say."""
        with Hack(display, "-window-id", hex(window.id), "--scene", "tidied", "--debug-state", *args) as hack:
            time.sleep(6)
            hack.terminate()
            out = hack.process.stdout.read()
        rates = [float(line.rsplit(" - ", 1)[1].split()[0]) for line in out.splitlines() if line.startswith("title ")]
        self.assertGreaterEqual(len(rates), 4, out[-500:])
        return sorted(rates[2:])[len(rates[2:]) // 2]  # the median, once it has settled

    def test_delay_caps_the_frame_rate_as_xscreensavers_hacks_do(self):
        """Held from both sides where the machine's speed does not decide: the day city draws far
        faster than 5 frames a second even with the cores busy, so a cap that throttles too hard
        fails as one that lets too much through does. --max-fps caps the hack too (it was the
        delay's default 30 that won)."""
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            rate = self.frame_rate(x.display, window, "--delay", "200000")  # 5 a second
            self.assertGreaterEqual(rate, 4)
            self.assertLessEqual(rate, 5.5)
            rate = self.frame_rate(x.display, window, "--max-fps", "5")
            self.assertGreaterEqual(rate, 4)
            self.assertLessEqual(rate, 5.5)
            self.assertLessEqual(self.frame_rate(x.display, window), 31)  # the default: 30 a second

    def test_fps_draws_the_frame_rate_in_the_picture(self):
        """--fps: the frame rate where a hack's window has no title to show it, top left."""
        def text_pixels(*args):
            with Hack(x.display, "-window-id", hex(window.id), *args) as hack:
                self.wait_for_the_city(hack, x.display, window.id)
                time.sleep(1.5)
                corner = window_rgba(x.display, window.id, 100, 30)
                hack.terminate()
            return lit_pixels(corner)
        with Xvfb() as x, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            self.assertGreater(text_pixels("--fps"), text_pixels() + 20)

    def test_the_screensaver_covers_every_display(self):
        """--screensaver (and Windows' /s) is one borderless window over every display, placed
        there itself: under Xvfb, with no window manager to make a window full screen, and with
        two screens joined by Xinerama (Xvfb places both heads at 0,0)."""
        def heads(display):
            info = subprocess.run(["xdpyinfo", "-ext", "XINERAMA"], env=dict(os.environ, DISPLAY=display),
                                  capture_output=True, text=True).stdout
            found = [tuple(map(int, m)) for m in re.findall(r"head #\d+: (\d+)x(\d+) @ (-?\d+),(-?\d+)", info)]
            width, height = map(int, re.search(r"dimensions:\s+(\d+)x(\d+) pixels", info).groups())
            return found or [(width, height, 0, 0)]
        for extra in ((), ("+xinerama", "-screen", "1", "640x360x24")):
            with self.subTest(screens=extra), Xvfb(*extra) as x:
                with Hack(x.display, "--screensaver", "--scene", "tidied") as hack:
                    # 60 s: the sanitizers' build, beside another suite, once took over 30 to show
                    # it (its first display had taken 2 s).
                    deadline = time.monotonic() + 60
                    window = None
                    while window is None and time.monotonic() < deadline and hack.process.poll() is None:
                        for w in viewable_top_level_windows(x.display):
                            geometry = subprocess.run(["xwininfo", "-id", str(w)], env=dict(os.environ, DISPLAY=x.display),
                                                      capture_output=True, text=True).stdout
                            if "City:" in geometry:
                                window = geometry
                        time.sleep(0.25)
                    if window is None:
                        hack.process.kill()
                        _, err = hack.process.communicate()
                        self.fail(f"no screensaver window (exit {hack.process.returncode}): {err[-600:]}")
                    left = int(re.search(r"Absolute upper-left X:\s+(-?\d+)", window).group(1))
                    top = int(re.search(r"Absolute upper-left Y:\s+(-?\d+)", window).group(1))
                    width = int(re.search(r"Width: (\d+)", window).group(1))
                    height = int(re.search(r"Height: (\d+)", window).group(1))
                    for w, h, hx, hy in heads(x.display):
                        self.assertLessEqual((left, top), (hx, hy))
                        self.assertGreaterEqual((left + width, top + height), (hx + w, hy + h))
                    hack.terminate()

    def test_displays_same_each_main_and_span_on_two_heads(self):
        """--displays on two 640x360 displays side by side (Xorg's dummy driver, two RandR
        outputs): the wallpaper on the root window, still at --camera, each display's half within
        1% of --screenshot's (each: the seed, then the next; main: the first display, the second
        black; span: one 1280x360 picture); the screensaver's own window over both, flying: same
        shows one picture on each, each two cities."""
        pose = ["--scene", "tidied", "--camera", "0,200,0,20,-50"]

        def halves(picture):
            width, height, rows = picture
            return ((width // 2, height, [r[:width * 2] for r in rows]), (width // 2, height, [r[width * 2:] for r in rows]))

        def shot(seed, size):
            path = os.path.join(scratch, f"{seed}-{size}.png")
            r = subprocess.run([ZCITY, "--screenshot", path, "--size", size, "--seed", seed, *pose],
                               capture_output=True, text=True, timeout=60, env=honest.headless_env())
            self.assertEqual(r.returncode, 0, r.stderr)
            return read_png(path)

        def settled(display, hack):
            root = root_window(display)
            deadline = time.monotonic() + 60
            while lit_pixels(window_rgba(display, root, TwoHeads.WIDTH, TwoHeads.HEIGHT)) < 1000:
                self.assertIsNone(hack.process.poll(), "zcity ended")
                self.assertLess(time.monotonic(), deadline, "nothing drawn on the root window in 60 s")
                time.sleep(0.2)
            time.sleep(1.5)
            return halves(window_rgba(display, root, TwoHeads.WIDTH, TwoHeads.HEIGHT))

        with tempfile.TemporaryDirectory() as scratch, TwoHeads() as x:
            six, seven = shot("6", "640x360"), shot("7", "640x360")
            expected = {"same": (six, six), "each": (six, seven), "span": halves(shot("6", "1280x360"))}
            for mode in ("same", "each", "main", "span"):
                with self.subTest(wallpaper=mode), Hack(x.display, "--wallpaper", "--displays", mode, "--seed", "6",
                                                        *pose) as hack:
                    first, second = settled(x.display, hack)
                    self.assertEqual(hack.terminate()[0], SIGTERM_EXIT)
                    self.assertLessEqual(differing(first, six if mode == "main" else expected[mode][0]), 0.01)
                    if mode == "main":
                        self.assertEqual(lit_pixels(second), 0)
                    else:
                        self.assertLessEqual(differing(second, expected[mode][1]), 0.01)
            for mode in ("same", "each"):
                with self.subTest(screensaver=mode), Hack(x.display, "--screensaver", "--displays", mode, "--seed", "6",
                                                          "--scene", "tidied") as hack:
                    first, second = settled(x.display, hack)
                    if mode == "same":
                        self.assertLessEqual(differing(first, second), 0.01)
                    else:
                        self.assertGreater(differing(first, second), 0.3)
                    hack.terminate()  # its own window's: SDL's quit, as a closed window

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
            honest.require(self, False, "xdotool")
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

    @honest.needs(shutil.which("dbus-daemon") and shutil.which("dbus-monitor"), "dbus (dbus-daemon, dbus-monitor)")
    def test_the_hack_never_keeps_the_screen_awake_and_the_viewer_does(self):
        """SDL asks the desktop to inhibit its screensaver (org.freedesktop.ScreenSaver.Inhibit)
        when it opens video; xscreensaver-systemd answers by deactivating xscreensaver. The hack,
        -root and --screensaver ask nothing; the viewer, which a person watches, asks."""
        with Xvfb() as x, SessionBus() as bus, PlainWindow(x.display, WIDTH, HEIGHT) as window:
            for args in (["-window-id", hex(window.id)], ["--screensaver", "--scene", "tidied"]):
                with self.subTest(args=args), Hack(x.display, *args, bus=bus.address) as hack:
                    if args[0] == "-window-id":
                        self.wait_for_the_city(hack, x.display, window.id)
                    else:
                        time.sleep(4)
                    self.assertIsNone(hack.process.poll())
                    hack.terminate()
                    self.assertEqual(bus.calls("Inhibit"), [])
            with Hack(x.display, "--no-settings", "--scene", "tidied", "--size", "320x180", bus=bus.address) as viewer:
                deadline = time.monotonic() + 30
                while not bus.calls("Inhibit") and time.monotonic() < deadline:
                    time.sleep(0.25)
                self.assertEqual(len(bus.calls("Inhibit")), 1, "the viewer no longer keeps the screen awake")

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
    honest.suite_needs("Xvfb", "xrandr", XORG)
    if not os.path.exists(DUMMY_DRIVER):
        honest.suite_needs(DUMMY_DRIVER + " (xserver-xorg-video-dummy)")
    honest.main(verbosity=2)
