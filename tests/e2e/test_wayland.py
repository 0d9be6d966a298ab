#!/usr/bin/env python3
"""End-to-end: zcity on Wayland, under a headless sway (tests/e2e/wayland.py), held to what the
X11 window already proves: it opens on SDL's own choice of driver, draws what --screenshot
draws (read back with grim), turns on the mouse and flies on the keys, quits on Escape; the
screensaver covers the output and quits on input; --gl es draws through EGL; an output at scale
2 gets every pixel of its own.

Usage: test_wayland.py PATH/TO/zcity PATH/TO/zcity_virtual_input
"""
import os
import sys

import honest
import test_window
from test_window import Zcity, ZcityTestCase
from wayland import TOOLS, Sway
from xwindow import differing

INPUT = None
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

    def test_the_screensaver_covers_the_output_and_quits_on_a_key_or_the_mouse(self):
        for name, quit in (("key", lambda sway: sway.keys("space")), ("mouse", lambda sway: sway.mouse("move 20 10"))):
            with self.subTest(input=name), self.desktop() as sway:
                with Zcity(None, "--screensaver", env=sway.env) as app:
                    app.wait_for(lambda a: a.state is not None and a.title is not None)
                    sway.wait_focused(app.process.pid)
                    self.assertTrue(app.state["auto"])
                    start = dict(app.state)
                    app.wait_for(lambda a: (a.state["x"], a.state["z"]) != (start["x"], start["z"]))
                    [window] = sway.windows()
                    output = sway.outputs_now()["HEADLESS-1"]["rect"]
                    self.assertEqual(window["fullscreen_mode"], 1)
                    self.assertEqual({k: window["rect"][k] for k in ("x", "y", "width", "height")},
                                     {k: output[k] for k in ("x", "y", "width", "height")})
                    app.settle(0.8)
                    self.assertIsNone(app.process.poll())
                    quit(sway)
                    self.assertEqual(app.process.wait(timeout=10), 0)

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
                self.assertIn("(driver wayland layer shell, output HEADLESS-1, 640x360)", paper.gl)
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


if __name__ == "__main__":
    test_window.ZCITY = os.path.abspath(sys.argv.pop(1))
    INPUT = os.path.abspath(sys.argv.pop(1)) if len(sys.argv) > 1 else ""
    honest.suite_needs(*TOOLS, *(["runuser"] if os.geteuid() == 0 else []))
    if not os.access(INPUT, os.X_OK):
        honest.suite_needs("zcity_virtual_input (built where libwayland-dev is installed)")
    honest.main(verbosity=2)
