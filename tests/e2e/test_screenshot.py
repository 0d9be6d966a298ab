#!/usr/bin/env python3
"""End-to-end: zcity --screenshot, headless, and what the picture shows.

Usage: test_screenshot.py PATH/TO/zcity
"""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from png import read_png
import honest

ZCITY = None


def run(*args, env=None):
    return honest.run(ZCITY, *args, env=env)



def shade_ratios(rows, width):
    """Ratios between the greys of neighbouring flat runs along each row: where two faces of a box
    meet, the darker one is 95% or 90% of the lighter (or 90/95 of it)."""
    ratios = []
    for row in rows:
        runs, start = [], 0
        for x in range(1, width + 1):
            if x == width or row[4 * x:4 * x + 3] != row[4 * start:4 * start + 3]:
                runs.append((x - start, row[4 * start]))
                start = x
        for (length_a, a), (length_b, b) in zip(runs, runs[1:]):
            if length_a >= 6 and length_b >= 6 and a > 40 and b > 40:
                ratios.append(min(a, b) / max(a, b))
    return ratios


class DefaultCity(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        cls.path = os.path.join(cls.dir, "city.png")
        cls.result = run("--screenshot", cls.path, env=honest.headless_env())
        cls.width, cls.height, cls.rows = read_png(cls.path)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def test_written_at_the_default_size(self):
        self.assertEqual(self.result.returncode, 0, self.result.stderr)
        self.assertIn("City: 213 buildings, 656 cubes", self.result.stdout)
        self.assertEqual((self.width, self.height), (1280, 720))

    def test_grey_and_opaque(self):
        for row in self.rows[::37]:
            for x in range(0, self.width, 41):
                r, g, b, a = row[4 * x:4 * x + 4]
                self.assertEqual(a, 255)
                self.assertTrue(r == g == b, (r, g, b))

    def test_buildings_and_black_streets_are_visible(self):
        lower = self.rows[self.height // 2:]  # looking down into the city
        pixels = [row[4 * x] for row in lower for x in range(0, self.width, 3)]
        black = sum(1 for v in pixels if v == 0) / len(pixels)
        grey = sum(1 for v in pixels if v > 60) / len(pixels)
        self.assertGreater(black, 0.02, "no streets")
        self.assertLess(black, 0.4)
        self.assertGreater(grey, 0.5, "no buildings")
        self.assertEqual(self.rows[0][0:3], b"\x00\x00\x00")  # the sky is the black background

    def test_faces_in_the_100_95_90_ratios(self):
        ratios = shade_ratios(self.rows, self.width)
        near = lambda target: sum(1 for r in ratios if abs(r - target) < 0.008)
        self.assertGreater(near(0.95), 50)
        self.assertGreater(near(0.90), 50)


def colours(path):
    width, height, rows = read_png(path)
    seen = {}
    for row in rows[::3]:
        for x in range(0, width, 3):
            key = bytes(row[4 * x:4 * x + 3])
            seen[key] = seen.get(key, 0) + 1
    return seen


class OtherScenes(unittest.TestCase):
    def shot(self, d, name, *args, size="640x360"):
        path = os.path.join(d, name)
        r = run("--screenshot", path, "--size", size, *args, env=honest.headless_env())
        self.assertEqual(r.returncode, 0, r.stderr)
        return path, r.stdout

    def test_zterrain_starts_black_and_shows_its_wall_when_turned(self):
        with tempfile.TemporaryDirectory() as d:
            # zterrain's own window shape (792x573 client area); wider windows show a corner of the wall.
            start, out = self.shot(d, "start.png", "--variant", "zterrain", size="792x573")
            self.assertIn("City: 0 buildings, 1684 cubes", out)
            self.assertEqual(set(colours(start)), {b"\x00\x00\x00"})  # facing away from the wall
            turned, _ = self.shot(d, "turned.png", "--variant", "zterrain", "--camera", "-100,100,-100,200,-10")
            seen = colours(turned)
            yellow = sum(n for c, n in seen.items() if c[0] > 200 and c[1] > 200 and c[2] == 0)
            self.assertGreater(yellow, 100)
            # The axis bars: red, green and blue, each in its shades.
            for channel in range(3):
                self.assertTrue(any(c[channel] > 200 and sum(c) == c[channel] for c in seen), channel)

    def test_the_overlay_is_only_in_pictures_that_ask_for_it(self):
        with tempfile.TemporaryDirectory() as d:
            plain, _ = self.shot(d, "plain.png")
            again, _ = self.shot(d, "again.png", "--no-fog")  # the scenes have no fog by default
            with_text, _ = self.shot(d, "text.png", "--overlay")
            _, height, a = read_png(plain)
            _, _, b = read_png(again)
            _, _, c = read_png(with_text)
            self.assertEqual(a, b)
            changed = [y for y in range(height) if a[y] != c[y]]
            self.assertTrue(changed, "--overlay drew nothing")
            # The status line: a strip along the top, the rest of the picture untouched.
            self.assertLess(max(changed), height // 6)

    def test_fog_fades_the_worlds_edge_into_the_sky(self):
        with tempfile.TemporaryDirectory() as d:
            level = ("--world", "--camera", "0,120,0,20,-8")
            fog, _ = self.shot(d, "fog.png", *level)  # on by default in the world
            hard, _ = self.shot(d, "hard.png", *level, "--no-fog")
            width, height, foggy = read_png(fog)
            _, _, bare = read_png(hard)
            # Without fog the sky is the originals' black and the skyline a hard cut against it.
            self.assertEqual(bare[0][:4 * width], b"\x00\x00\x00\xff" * width)
            # With it no pixel above the middle is black, and the columns run from the city's grey
            # into the sky without a step: each pixel within a few levels of the one above.
            for y in range(height // 2):
                row = foggy[y]
                self.assertFalse(any(row[4 * x:4 * x + 3] == b"\x00\x00\x00" for x in range(width)), y)
            steps = 0
            for x in range(0, width, 8):
                for y in range(1, height // 3):
                    above, here = foggy[y - 1][4 * x:4 * x + 3], foggy[y][4 * x:4 * x + 3]
                    steps += max(abs(p - q) for p, q in zip(above, here)) > 24
            self.assertLess(steps, width // 8 // 4)  # the odd near tower's edge, no skyline cut

    def test_fog_is_an_option_in_every_scene_and_keeps_the_faithful_look_by_default(self):
        with tempfile.TemporaryDirectory() as d:
            for scene in ("tidied", "terrain"):
                plain, _ = self.shot(d, scene + ".png", "--scene", scene)
                foggy, _ = self.shot(d, scene + "-fog.png", "--scene", scene, "--fog")
                self.assertIn(b"\x00\x00\x00", colours(plain), scene)  # the originals' black
                self.assertNotIn(b"\x00\x00\x00", colours(foggy), scene)  # sky instead

    def test_terrain_shows_graded_ground_in_both_modes(self):
        with tempfile.TemporaryDirectory() as d:
            for mode in ("faithful", "fixed"):
                path, out = self.shot(d, f"{mode}.png", "--variant", "terrain", "--terrain", mode)
                self.assertIn(f"Terrain: 6561 squares, {mode}", out)
                seen = colours(path)
                greys = [c[0] for c in seen if c[0] == c[1] == c[2] and c[0] > 0]
                self.assertGreater(len(greys), 60)  # the 0.3 to 0.9 corner greys, blended
                self.assertLessEqual(max(greys), round(0.9 * 255) + 1)
                self.assertGreaterEqual(min(greys), round(0.3 * 255) - 1)

    def test_the_faithful_ground_stops_at_zero_and_the_fixed_one_goes_on(self):
        with tempfile.TemporaryDirectory() as d:
            looking_across = ["--variant", "terrain", "--camera", "20,40,20,45,-30"]  # towards -x, -z
            faithful, _ = self.shot(d, "faithful.png", *looking_across, "--terrain", "faithful")
            fixed, _ = self.shot(d, "fixed.png", *looking_across, "--terrain", "fixed")

            def black_below_horizon(path):
                width, height, rows = read_png(path)
                lower = rows[height // 2:]
                return sum(1 for r in lower for x in range(width) if r[4 * x:4 * x + 3] == b"\x00\x00\x00") / (width * len(lower))

            self.assertGreater(black_below_horizon(faithful), 0.8)  # squares below 0 are skipped
            self.assertLess(black_below_horizon(fixed), 0.6)


class SamePictureEverywhere(unittest.TestCase):
    def test_offscreen_and_xvfb_agree(self):
        if not shutil.which("xvfb-run"):
            honest.require(self, False, "xvfb-run")
        with tempfile.TemporaryDirectory() as d:
            offscreen, x11 = os.path.join(d, "offscreen.png"), os.path.join(d, "x11.png")
            args = ["--screenshot", "--size", "640x360", "--camera", "100,80,150,35,-20"]
            r = run(args[0], offscreen, *args[1:], env=honest.headless_env())
            self.assertEqual(r.returncode, 0, r.stderr)
            r = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", ZCITY, args[0], x11, *args[1:]],
                               capture_output=True, text=True, timeout=120, env=honest.headless_env())
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(offscreen, "rb") as a, open(x11, "rb") as b:
                self.assertEqual(a.read(), b.read())

    def test_t2_differs_from_tidied(self):
        with tempfile.TemporaryDirectory() as d:
            paths = [os.path.join(d, f"{v}.png") for v in ("tidied", "t2")]
            for path, variant in zip(paths, ("tidied", "t2")):
                r = run("--screenshot", path, "--variant", variant, "--size", "320x180", env=honest.headless_env())
                self.assertEqual(r.returncode, 0, r.stderr)
            self.assertNotEqual(read_png(paths[0])[2], read_png(paths[1])[2])


def differing_share(path_a, path_b, levels):
    """The share of pixels where any channel differs by more than `levels`."""
    wa, ha, rows_a = read_png(path_a)
    wb, hb, rows_b = read_png(path_b)
    if (wa, ha) != (wb, hb):
        return 1.0
    channels = len(rows_a[0]) // wa
    differing = 0
    for ra, rb in zip(rows_a, rows_b):
        if ra == rb:
            continue
        for x in range(wa):
            pa, pb = ra[x * channels:x * channels + 3], rb[x * channels:x * channels + 3]
            if any(abs(a - b) > levels for a, b in zip(pa, pb)):
                differing += 1
    return differing / (wa * ha)


class OpenGlEs(unittest.TestCase):
    """--gl es: the desktop program on OpenGL ES 3 (Mesa's GLES here), as on boards with no GL 3.3 core."""

    SCENES = [
        ["--scene", "tidied"], ["--scene", "t2"], ["--scene", "zterrain"], ["--scene", "terrain"],
        ["--scene", "pixelcity"], ["--scene", "redux"], ["--world"], ["--world", "--scene", "pixelcity"],
        ["--world", "--scene", "redux"], ["--scene", "pixelcity", "--look", "wireframe"],
        ["--scene", "pixelcity", "--look", "flat"], ["--scene", "tidied", "--palette", "cga", "--fog"],
        ["--scene", "redux", "--walk"], ["--overlay"],
    ]

    def test_every_scene_as_with_core(self):
        with tempfile.TemporaryDirectory() as d:
            core, es = os.path.join(d, "core.png"), os.path.join(d, "es.png")
            for scene in self.SCENES:
                with self.subTest(scene=scene):
                    args = ["--size", "480x270", *scene]
                    r = run("--screenshot", core, "--gl", "core", *args, env=honest.headless_env())
                    self.assertEqual(r.returncode, 0, r.stderr)
                    r = run("--screenshot", es, "--gl", "es", *args, env=honest.headless_env())
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertEqual(r.stderr, "")
                    self.assertLess(differing_share(core, es, 8), 0.01)

    def test_es_where_core_cannot_be_had_said_in_one_line(self):
        with tempfile.TemporaryDirectory() as d:
            core, fallback = os.path.join(d, "core.png"), os.path.join(d, "fallback.png")
            self.assertEqual(run("--screenshot", core, "--size", "320x180", env=honest.headless_env()).returncode, 0)
            env = honest.headless_env()
            env["MESA_GL_VERSION_OVERRIDE"] = "3.1"  # no 3.3 core context to be had
            r = run("--screenshot", fallback, "--size", "320x180", env=env)
            self.assertEqual(r.returncode, 0, r.stderr)
            lines = r.stderr.splitlines()
            self.assertEqual(len(lines), 1, r.stderr)
            self.assertIn("no OpenGL 3.3 core context", lines[0])
            self.assertIn("drawing with OpenGL ES 3", lines[0])
            self.assertLess(differing_share(core, fallback, 8), 0.01)
            # --gl core is what it says: no fallback
            r = run("--screenshot", fallback, "--size", "320x180", "--gl", "core", env=env)
            self.assertEqual(r.returncode, 1)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
            self.assertIn("no OpenGL 3.3 core context could be made", r.stderr)

    def test_bad_choice_is_a_usage_error(self):
        for args in (["--gl", "gles"], ["--gl"], ["--gl", "es", "--stats"]):
            with self.subTest(args=args):
                r = run(*args, env=honest.headless_env())
                self.assertEqual(r.returncode, 2)
                self.assertEqual(len(honest.own_lines(r.stderr)), 1)
                self.assertIn("--gl", r.stderr)


class Faults(unittest.TestCase):
    def test_bad_size_and_camera_exit_2(self):
        for args in (["--size", "0x10"], ["--size", "big"], ["--camera", "1,2,3"], ["--camera", "0,0,0,0,nan"]):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as d:
                r = run("--screenshot", os.path.join(d, "x.png"), *args, env=honest.headless_env())
                self.assertEqual(r.returncode, 2)
                self.assertEqual(len(honest.own_lines(r.stderr)), 1)
                self.assertIn(args[0], r.stderr)
                self.assertEqual(os.listdir(d), [])

    def test_unwritable_path_is_an_error_and_leaves_nothing(self):
        with tempfile.TemporaryDirectory() as d:
            r = run("--screenshot", os.path.join(d, "no", "such", "dir.png"), env=honest.headless_env())
            self.assertEqual(r.returncode, 1)
            self.assertIn("cannot write", r.stderr)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1)
            self.assertEqual(os.listdir(d), [])

    def test_existing_file_survives_a_failed_picture(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "keep.png")
            with open(path, "wb") as f:
                f.write(b"precious")
            env = honest.headless_env()
            env["MESA_GL_VERSION_OVERRIDE"] = "3.1"  # no 3.3 core context to be had
            env["MESA_GLES_VERSION_OVERRIDE"] = "2.0"  # and no OpenGL ES 3 either
            r = run("--screenshot", path, env=env)
            self.assertEqual(r.returncode, 1)
            self.assertIn("neither OpenGL 3.3 core nor OpenGL ES 3.0", r.stderr)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1)
            with open(path, "rb") as f:
                self.assertEqual(f.read(), b"precious")
            self.assertEqual(os.listdir(d), ["keep.png"])

    def test_viewer_without_a_display_says_how_to_get_a_picture(self):
        r = run(env=honest.headless_env())
        self.assertEqual(r.returncode, 1)
        self.assertEqual(len(honest.own_lines(r.stderr)), 1)
        self.assertIn("no display", r.stderr)
        self.assertIn("--screenshot", r.stderr)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=2)
