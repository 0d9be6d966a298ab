#!/usr/bin/env python3
"""End-to-end: zcity on Wayland, under a headless sway (tests/e2e/wayland.py), held to what the
X11 window already proves: it opens on SDL's own choice of driver, draws what --screenshot
draws (read back with grim), turns on the mouse and flies on the keys, quits on Escape; the
screensaver covers the output and quits on input; --gl es draws through EGL; an output at scale
2 gets every pixel of its own.

Usage: test_wayland.py PATH/TO/zcity PATH/TO/zcity_virtual_input
"""
import os
import signal
import subprocess
import sys
import time

import honest
import test_window
from test_window import Zcity, ZcityTestCase
from wayland import TOOLS, Sway, Weston
from xwindow import differing

INPUT = None


def read_or_empty(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return ""
LEFT_BUTTON = 272  # Linux's BTN_LEFT


class OnWayland(ZcityTestCase):
    def desktop(self, **kwargs):
        return Sway(INPUT, **kwargs)

    def open(self, sway, *args):
        """zcity on the desktop: SDL left to choose its driver, as a person's desktop does."""
        app = Zcity(None, "--no-settings", *args, env=sway.env)
        app.wait_for(lambda a: a.state is not None and a.title is not None and a.gl is not None, timeout=60)
        sway.wait_focused(app.process.pid)
        return app

    def open_quietly(self, sway, *args):
        """The window with nothing over its picture: F3 hides the status line, the start's messages fade."""
        app = self.open(sway, *args)
        sway.keys("F3")
        app.wait_for(lambda a: not a.state["status"])
        app.settle(4.5)
        return app

    def quit_with_escape(self, sway, app):
        sway.keys("Escape")
        self.assertEqual(app.process.wait(timeout=10), 0)
        self.assertEqual(honest.own_lines(app.process.stderr.read()), [])

    def test_sdl_picks_wayland_and_the_window_draws_what_the_screenshot_draws(self):
        """With no X display SDL 2 takes its Wayland driver; the output then shows what
        --screenshot draws of the same pose, within 1% of its pixels (the night's cars move)."""
        poses = (("tidied", "0,200,0,20,-50", []), ("pixelcity", "512,130,900,0,-14", ["--look", "modern"]))
        with self.desktop() as sway:
            for scene, camera, look in poses:
                with self.subTest(scene=scene):
                    args = ["--scene", scene, "--seed", "6", "--camera", camera, *look]
                    app = self.open_quietly(sway, *args)
                    with app:
                        self.assertIn("(driver wayland)", app.gl)
                        window = sway.picture()
                        self.quit_with_escape(sway, app)
                    self.assertLessEqual(differing(window, self.screenshot(self.scratch.name, *args)), 0.01)

    def test_the_mouse_turns_the_keys_fly_and_escape_quits(self):
        with self.desktop() as sway:
            with self.open(sway) as app:
                self.assertEqual((app.state["yaw"], app.state["pitch"]), (20.0, -50.0))
                app.settle()
                # A locked pointer's motion of N pixels turns by 0.2 N degrees, as on X11.
                sway.mouse("move 40 0")
                app.wait_for(lambda a: a.state["yaw"] != 20.0)
                app.settle()
                self.assertAlmostEqual(app.state["yaw"], 20.0 - 0.2 * 40, places=6)
                sway.mouse("move 0 30")
                app.wait_for(lambda a: a.state["pitch"] != -50.0)
                app.settle()
                self.assertAlmostEqual(app.state["pitch"], -50.0 + 0.2 * 30, places=6)
                # The left button held flies forwards; W held flies too.
                sway.mouse(f"press {LEFT_BUTTON}")
                app.wait_for(lambda a: a.state["thrust"] == 1)
                sway.mouse(f"release {LEFT_BUTTON}")
                app.wait_for(lambda a: a.state["thrust"] == 0)
                before = dict(app.state)
                sway.hold("w", 0.6)
                app.settle()
                moved = sum((app.state[k] - before[k]) ** 2 for k in ("x", "y", "z")) ** 0.5
                self.assertGreater(moved, 3)
                # The variant key, then Escape.
                sway.keys("v")
                app.wait_for(lambda a: a.state["scene"] == "t2")
                self.quit_with_escape(sway, app)

    def test_the_screensaver_covers_every_window_and_quits_on_a_key_or_the_mouse(self):
        """--screensaver on Wayland is a surface of the overlay layer (no window in sway's tree):
        over a window already open, the output shows the flying city, not the window; the
        keyboard is its own; a key, or the pointer moved past a nudge, ends it with exit 0."""
        for name, quit in (("key", lambda sway: sway.keys("space")), ("mouse", lambda sway: sway.mouse("move 20 10"))):
            with self.subTest(input=name), self.desktop() as sway:
                with self.open_quietly(sway, "--scene", "tidied") as below:
                    window = sway.picture()
                    with Zcity(None, "--screensaver", env=sway.env) as app:
                        app.wait_for(lambda a: a.state is not None and a.gl is not None, timeout=60)
                        self.assertIn("(driver wayland layer shell, overlay layer, output HEADLESS-1 640x360)", app.gl)
                        self.assertTrue(app.state["auto"])
                        start = dict(app.state)
                        app.wait_for(lambda a: (a.state["x"], a.state["z"]) != (start["x"], start["z"]))
                        self.assertEqual(len(sway.windows()), 1)  # the window below; the screensaver is none
                        app.settle(2)  # past the fade in
                        shown = sway.picture()
                        self.assertGreater(differing(shown, window), 0.3)
                        sway.mouse("move 3 2")  # a nudge: not the user
                        app.settle(0.8)
                        self.assertIsNone(app.process.poll())
                        quit(sway)
                        self.assertEqual(app.process.wait(timeout=10), 0)
                    below.settle(1)
                    self.assertLessEqual(differing(sway.picture(), window), 0.01)  # the window as it was

    def test_swayidle_starts_the_screensaver_and_input_ends_it(self):
        """The README's line: swayidle runs zcity --screensaver after an idle timeout; the city
        covers the output; a key ends it (exit 0), as the user coming back does."""
        with self.desktop() as sway:
            out, status = (os.path.join(self.scratch.name, n) for n in ("idle.out", "idle.status"))
            command = f"{test_window.ZCITY} --screensaver --debug-state > {out} 2>&1; echo \"exit $?\" >> {status}"
            idle = subprocess.Popen(["swayidle", "-w", "timeout", "2", command], env=sway.env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            try:
                deadline = time.monotonic() + 60
                while "driver wayland layer shell, overlay" not in read_or_empty(out):
                    self.assertLess(time.monotonic(), deadline, "swayidle did not start zcity: " + read_or_empty(out))
                    time.sleep(0.2)
                # The city fades in once grown: a sanitizer's build grows it several times slower,
                # so the picture is looked at until it is lit (or 30 s pass).
                deadline = time.monotonic() + 30
                while True:
                    time.sleep(1)
                    self.assertEqual(read_or_empty(status), "")  # still running
                    width, height, rows = sway.picture()
                    lit = sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i:i + 3]) > 24)
                    if lit / (width * height) > 0.02 or time.monotonic() > deadline:
                        break
                self.assertGreater(lit / (width * height), 0.02)
                sway.keys("space")
                deadline = time.monotonic() + 20
                while not read_or_empty(status):
                    self.assertLess(time.monotonic(), deadline, "zcity did not end on a key")
                    time.sleep(0.1)
                self.assertEqual(read_or_empty(status).splitlines()[0], "exit 0")
            finally:
                os.killpg(idle.pid, signal.SIGTERM)
                idle.wait(timeout=10)

    def test_opengl_es_through_egl_draws_what_core_draws(self):
        args = ["--scene", "redux", "--seed", "6", "--camera", "512,130,900,0,-14"]
        with self.desktop() as sway:
            with self.open_quietly(sway, "--gl", "es", *args) as app:
                self.assertIn("OpenGL ES 3", app.gl)
                window = sway.picture()
                self.quit_with_escape(sway, app)
        self.assertLessEqual(differing(window, self.screenshot(self.scratch.name, "--gl", "core", *args)), 0.01)

    def test_an_output_at_scale_2_gets_every_pixel(self):
        """HiDPI: on an output of 1280x720 pixels at scale 2 the window is 640x360 points and
        zcity draws 1280x720 pixels, the picture --screenshot makes at that size (Redux's windows:
        drawn at half size and magnified, 7.6% of its pixels would differ)."""
        args = ["--scene", "redux", "--seed", "6", "--camera", "512,130,900,0,-14"]
        with self.desktop(size=(1280, 720)) as sway:
            sway.swaymsg("output", "HEADLESS-1", "scale", "2")
            self.assertEqual(sway.outputs_now()["HEADLESS-1"]["rect"]["width"], 640)
            with self.open_quietly(sway, *args) as app:
                window = sway.picture()
                self.quit_with_escape(sway, app)
        self.assertEqual(window[:2], (1280, 720))
        self.assertLessEqual(differing(window, self.screenshot(self.scratch.name, *args, size="1280x720")), 0.01)

    def wallpaper(self, sway, *args):
        """zcity --wallpaper on the desktop, once it has said where it draws."""
        app = Zcity(None, "--wallpaper", *args, env=sway.env)
        app.wait_for(lambda a: a.gl is not None and a.state is not None, timeout=60)
        return app

    def test_the_wallpaper_is_under_every_window_and_ends_on_sigterm(self):
        """--wallpaper: a surface of sway's background layer (no window in sway's tree) covering
        the output with what --screenshot draws of the pose; a window opened over it hides it;
        closed, the wallpaper shows again; SIGTERM ends it, as a session's end does."""
        args = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50"]
        with self.desktop() as sway:
            with self.wallpaper(sway, *args) as paper:
                self.assertIn("(driver wayland layer shell, background layer, output HEADLESS-1 640x360)", paper.gl)
                paper.settle(1.5)
                self.assertEqual(sway.windows(), [])  # a layer, not a window: nothing tiles round it
                under = sway.picture()
                self.assertLessEqual(differing(under, self.screenshot(self.scratch.name, *args)), 0.01)
                with self.open(sway, "--scene", "redux", "--seed", "6") as window:
                    window.settle(1.5)
                    self.assertGreater(differing(sway.picture(), under), 0.5)  # the window, over the wallpaper
                    self.quit_with_escape(sway, window)
                paper.settle(1)
                self.assertLessEqual(differing(sway.picture(), under), 0.01)
                paper.process.terminate()
                self.assertEqual(paper.process.wait(timeout=10), 128 + 15)
                self.assertEqual(honest.own_lines(paper.process.stderr.read()), [])

    def test_the_wallpaper_flies_itself_as_the_screensaver_does(self):
        """Without --camera the wallpaper is the screensaver's Pixel City, its camera moving on
        its own: a lit city, and two moments apart two pictures."""
        with self.desktop() as sway:
            with self.wallpaper(sway) as paper:
                self.assertTrue(paper.state["auto"])
                self.assertEqual(paper.state["scene"], "pixelcity")
                paper.settle(2)
                first = sway.picture()
                paper.settle(1.5)
                self.assertGreater(differing(sway.picture(), first), 0.02)
                width, height, rows = first
                lit = sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i:i + 3]) > 24)
                self.assertGreater(lit / (width * height), 0.02)

    def test_a_wallpaper_without_a_compositor_is_one_line(self):
        """Careless: WAYLAND_DISPLAY naming no compositor is one line and exit 1, not a hang."""
        with self.desktop() as sway:
            env = dict(sway.env, WAYLAND_DISPLAY="no-such-wayland")
            with Zcity(None, "--wallpaper", env=env) as app:
                self.assertEqual(app.process.wait(timeout=20), 1)
                lines = honest.own_lines(app.process.stderr.read())
                self.assertEqual(len(lines), 1, lines)
                self.assertIn("cannot reach the Wayland compositor (WAYLAND_DISPLAY=no-such-wayland)", lines[0])

    def test_a_compositor_without_the_layer_shell_is_named_in_one_line(self):
        """GNOME's case, under weston (which has no layer shell either): --wallpaper cannot be,
        and says which compositors can, in one line, exit 1."""
        with Weston() as weston:
            r = subprocess.run([test_window.ZCITY, "--wallpaper"], env=weston.env, capture_output=True, text=True,
                               timeout=60)
        self.assertEqual(r.returncode, 1)
        lines = honest.own_lines(r.stderr)
        self.assertEqual(len(lines), 1, lines)
        self.assertIn("this Wayland compositor has no layer shell (zwlr_layer_shell_v1)", lines[0])
        self.assertIn("GNOME has none", lines[0])

    def test_without_the_layer_shell_the_screensaver_is_a_full_screen_window(self):
        """GNOME's fallback, under weston (no layer shell either): --screensaver cannot be a
        layer (--debug-state notes it) and opens SDL's full-screen window instead, over the whole
        of weston's output, its panel included; the city flies; the mouse moved past a nudge
        ends it with exit 0, and so does a key."""
        for name in ("mouse", "key"):
            with self.subTest(input=name), Weston() as weston:
                time.sleep(1)  # weston's own panel and background drawn
                desktop = weston.picture()
                with Zcity(None, "--screensaver", "--scene", "tidied", env=weston.env) as app:
                    app.wait_for(lambda a: a.state is not None and a.gl is not None, timeout=60)
                    self.assertIn("(driver wayland)", app.gl)
                    self.assertTrue(app.state["auto"])
                    start = dict(app.state)
                    app.wait_for(lambda a: (a.state["x"], a.state["z"]) != (start["x"], start["z"]))
                    app.settle(2)  # past the fade in
                    panel = lambda p: (p[0], 32, p[2][:32])  # weston's panel: the top 32 rows
                    # Covered once weston has made the window full-screen, which a busy machine
                    # (the suites run two at a time) has seen take longer than the fade.
                    deadline = time.monotonic() + 15
                    shown = weston.picture()
                    while differing(panel(shown), panel(desktop)) <= 0.3 and time.monotonic() < deadline:
                        time.sleep(0.5)
                        shown = weston.picture()
                    self.assertGreater(differing(shown, desktop), 0.3)
                    self.assertGreater(differing(panel(shown), panel(desktop)), 0.3)
                    if name == "mouse":
                        weston.xdotool("mousemove", "100", "100")
                        time.sleep(0.3)
                        weston.xdotool("mousemove", "300", "250")
                    else:
                        weston.xdotool("mousemove", "320", "180")
                        time.sleep(0.3)
                        weston.xdotool("key", "space")
                    self.assertEqual(app.process.wait(timeout=20), 0)
                    # Nothing said, and no decorations' library loaded for a full-screen window.
                    self.assertEqual(honest.own_lines(app.process.stderr.read()), [])
                    self.assertTrue(any("has no layer shell (zwlr_layer_shell_v1)" in n and
                                        n.endswith("GNOME has none: a full-screen window instead") for n in app.notes),
                                    app.notes)

    def test_without_the_layer_shell_the_screensaver_is_a_window_on_each_output(self):
        """GNOME's fallback with two outputs (weston's, side by side): a full-screen window on
        each, as --displays says: same, one picture on both; each, two cities; main, the city
        on the first and black on the second; span, one picture across both. Either window
        ends it on the mouse."""
        def lit(picture):
            width, height, rows = picture
            return sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i:i + 3]) > 24)

        with Weston(outputs=2) as weston:
            for mode in ("same", "each", "main", "span"):
                with self.subTest(displays=mode), Zcity(None, "--screensaver", "--displays", mode, "--scene", "tidied",
                                                        env=weston.env) as app:
                    app.wait_for(lambda a: a.state is not None and a.gl is not None, timeout=60)
                    app.settle(2.5)  # past the fade in
                    first, second = weston.pictures()
                    self.assertGreater(lit(first), 0.3 * 640 * 360)
                    if mode == "same":
                        # weston repaints each output on its own clock, so one read can catch
                        # them a frame apart while the city flies (CI saw 5% of pixels differ
                        # once); the same picture shows as the two agreeing at some moment.
                        least, deadline = differing(first, second), time.monotonic() + 10
                        while least > 0.01 and time.monotonic() < deadline:
                            least = min(least, differing(*weston.pictures()))
                        self.assertLessEqual(least, 0.01)
                    elif mode == "main":
                        self.assertEqual(lit(second), 0)
                    else:
                        self.assertGreater(lit(second), 0.1 * 640 * 360)
                        self.assertGreater(differing(first, second), 0.3)
                    weston.xdotool("mousemove", "900", "100")
                    time.sleep(0.3)
                    weston.xdotool("mousemove", "1100", "250")
                    self.assertEqual(app.process.wait(timeout=20), 0)
                    self.assertEqual(honest.own_lines(app.process.stderr.read()), [])

    def test_every_output_gets_the_wallpaper_or_the_one_named(self):
        """Two outputs side by side: --wallpaper covers both with the same view (one process, one
        city, one GL context); --output HEADLESS-2 covers that one alone; a name no output has is
        one line listing the compositor's."""
        args = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50"]
        with self.desktop(outputs=2) as sway:
            shot = self.screenshot(self.scratch.name, *args)
            with self.wallpaper(sway, *args) as paper:
                self.assertIn("output HEADLESS-1 640x360, HEADLESS-2 640x360)", paper.gl)
                paper.settle(1.5)
                for output in ("HEADLESS-1", "HEADLESS-2"):
                    self.assertLessEqual(differing(sway.picture(output), shot), 0.01, output)
                paper.process.terminate()
                paper.process.wait(timeout=10)
            with self.wallpaper(sway, "--output", "HEADLESS-2", *args) as paper:
                self.assertIn("output HEADLESS-2 640x360)", paper.gl)
                paper.settle(1.5)
                self.assertLessEqual(differing(sway.picture("HEADLESS-2"), shot), 0.01)
                self.assertGreater(differing(sway.picture("HEADLESS-1"), shot), 0.3)
                paper.process.terminate()
                paper.process.wait(timeout=10)
            r = subprocess.run([test_window.ZCITY, "--wallpaper", "--output", "DP-9"], env=sway.env,
                               capture_output=True, text=True, timeout=60)
            self.assertEqual(r.returncode, 1)
            self.assertEqual(honest.own_lines(r.stderr),
                             ["zcity: no output named DP-9 (the compositor's: HEADLESS-1, HEADLESS-2)"])

    def test_the_screensaver_covers_every_output(self):
        """Two outputs: the screensaver's overlay on each, both lit, and one key ends it."""
        with self.desktop(outputs=2) as sway:
            with Zcity(None, "--screensaver", env=sway.env) as app:
                app.wait_for(lambda a: a.state is not None and a.gl is not None, timeout=60)
                self.assertIn("output HEADLESS-1 640x360, HEADLESS-2 640x360)", app.gl)
                app.settle(2.5)
                for output in ("HEADLESS-1", "HEADLESS-2"):
                    width, height, rows = sway.picture(output)
                    lit = sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i:i + 3]) > 24)
                    self.assertGreater(lit / (width * height), 0.02, output)
                sway.keys("space")
                self.assertEqual(app.process.wait(timeout=10), 0)

    def test_the_wallpaper_on_an_output_at_scale_2_gets_every_pixel(self):
        """HiDPI: the wallpaper's buffer is the output's pixels (1280x720 at scale 2), not its
        640x360 points magnified."""
        args = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50"]
        with self.desktop(size=(1280, 720)) as sway:
            sway.swaymsg("output", "HEADLESS-1", "scale", "2")
            with self.wallpaper(sway, *args) as paper:
                self.assertIn("output HEADLESS-1 1280x720)", paper.gl)
                paper.settle(1.5)
                picture = sway.picture()
                paper.process.terminate()
                paper.process.wait(timeout=10)
        self.assertEqual(picture[:2], (1280, 720))
        self.assertLessEqual(differing(picture, self.screenshot(self.scratch.name, *args, size="1280x720")), 0.01)

    def test_a_wallpaper_nobody_sees_draws_nothing(self):
        """Under a full-screen window sway asks the background layer for no frames, and the
        wallpaper's swap waits for one: it costs nothing (measured here: 0.0 CPU seconds a minute
        against 23 seen); the window gone, it draws again at once."""
        args = ["--scene", "tidied", "--seed", "6", "--camera", "0,200,0,20,-50"]

        with self.desktop() as sway:
            with self.wallpaper(sway, *args) as paper:
                paper.settle(1.5)
                under = sway.picture()
                seen = honest.cpu_over(paper.process.pid, 4)
                with self.open(sway, "--fullscreen", "--max-fps", "5", "--scene", "redux") as window:
                    window.settle(1.5)
                    covered = honest.cpu_over(paper.process.pid, 4)
                    self.quit_with_escape(sway, window)
                self.assertGreater(seen, 0.5)
                self.assertLess(covered, 0.1 * seen, f"covered {covered:.2f} CPU s in 4 s, seen {seen:.2f}")
                paper.settle(1)
                self.assertLessEqual(differing(sway.picture(), under), 0.01)

    def test_displays_same_each_main_and_span_on_two_outputs(self):
        """--displays on two outputs side by side, a still wallpaper: each, a city of its own on
        each (the first's seed, then the next); main, the first output only; span, one picture of
        1280x360 across the two, each output its half. Each within 1% of --screenshot's."""
        pose = ["--scene", "tidied", "--camera", "0,200,0,20,-50"]

        def halves(picture):
            width, height, rows = picture
            return ((width // 2, height, [r[:width * 2] for r in rows]), (width // 2, height, [r[width * 2:] for r in rows]))

        with self.desktop(outputs=2) as sway:
            shots = {seed: self.screenshot(self.scratch.name, "--seed", seed, *pose) for seed in ("6", "7")}
            wide = self.screenshot(self.scratch.name, "--seed", "6", *pose, size="1280x360")
            expected = {"each": (shots["6"], shots["7"]), "span": halves(wide)}
            for mode in ("each", "main", "span"):
                with self.subTest(displays=mode):
                    with self.wallpaper(sway, "--displays", mode, "--seed", "6", *pose) as paper:
                        paper.settle(2)
                        first, second = sway.picture("HEADLESS-1"), sway.picture("HEADLESS-2")
                        paper.process.terminate()
                        paper.process.wait(timeout=10)
                    if mode == "main":
                        self.assertIn("output HEADLESS-1 640x360)", paper.gl)
                        self.assertLessEqual(differing(first, shots["6"]), 0.01)
                        self.assertGreater(differing(second, shots["6"]), 0.3)
                    else:
                        self.assertLessEqual(differing(first, expected[mode][0]), 0.01)
                        self.assertLessEqual(differing(second, expected[mode][1]), 0.01)
            r = subprocess.run([test_window.ZCITY, "--wallpaper", "--displays", "all"], env=sway.env,
                               capture_output=True, text=True, timeout=60)
            self.assertEqual((r.returncode, honest.own_lines(r.stderr)),
                             (2, ['zcity: --displays "all" is not same, each, main or span (see zcity --help)']))


if __name__ == "__main__":
    test_window.ZCITY = os.path.abspath(sys.argv.pop(1))
    INPUT = os.path.abspath(sys.argv.pop(1)) if len(sys.argv) > 1 else ""
    honest.suite_needs(*TOOLS, "swayidle", "weston", "Xvfb", "xdotool", "xwininfo",
                       *(["runuser"] if os.geteuid() == 0 else []))
    if not os.access(INPUT, os.X_OK):
        honest.suite_needs("zcity_virtual_input (built where libwayland-dev is installed)")
    honest.main(verbosity=2)
