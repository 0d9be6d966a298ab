#!/usr/bin/env python3
"""End-to-end: Pixel City through the real binary: counts, dumps, the plan, and night pictures
(the sky band, lit windows, fog, bloom, the looks).

Usage: test_pixelcity.py PATH/TO/zcity
"""
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

from night_figures import figures
from png import read_png
import honest

ZCITY = None
SIZE = (480, 270)
LENS = 60 / (16 / 9)  # the original's vertical field of view at 16:9, its look's default
FOOT_DEGREES = 6.8    # how far below eye level its sky band's foot sits at 130 up


def run(*args, env=None):
    return honest.run(ZCITY, "--scene", "pixelcity", *args, text=False, timeout=300, env=env)


def brightness(rows, x, y):
    return max(rows[y][4 * x:4 * x + 3])


def ground_point(x, y, size, eye, pitch, height):
    """Where pixel (x, y)'s ray from `eye` (yaw 0: looking along -z, pitched `pitch` degrees)
    meets the plane at `height`, as (x, z); None for a ray that never comes down to it."""
    width, rows = size
    half = math.tan(math.radians(30))  # the 60-degree vertical field
    right = ((x + 0.5) / width * 2 - 1) * half * width / rows
    up = (1 - (y + 0.5) / rows * 2) * half
    p = math.radians(pitch)
    down = up * math.cos(p) + math.sin(p)
    along = up * math.sin(p) - math.cos(p)
    if down >= 0:
        return None
    t = (height - eye[1]) / down
    return eye[0] + t * right, eye[2] + t * along


def clusters(pixels):
    """The 8-connected groups of a set of (x, y) pixels."""
    left, groups = set(pixels), []
    while left:
        stack, group = [left.pop()], []
        while stack:
            x, y = stack.pop()
            group.append((x, y))
            for near in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if near in left:
                    left.remove(near)
                    stack.append(near)
        groups.append(group)
    return groups


class Counts(unittest.TestCase):
    def test_stats_line(self):
        result = run("--stats")
        self.assertEqual(result.returncode, 0, result.stderr)
        match = re.fullmatch(rb"Pixel City: (\d+) buildings, (\d+) skyscrapers, (\d+) walls\n", result.stdout)
        self.assertIsNotNone(match, result.stdout)
        self.assertTrue(1450 <= int(match.group(1)) <= 1650, match.group(1))
        self.assertTrue(1 <= int(match.group(2)) <= 25, match.group(2))

    def test_stats_differ_by_seed(self):
        a = run("--stats", "--seed", "1").stdout
        b = run("--stats", "--seed", "2").stdout
        self.assertNotEqual(a, b)


class Files(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def test_dump_is_the_same_for_the_same_seed(self):
        a, b, c = (os.path.join(self.dir, n) for n in ("a.csv", "b.csv", "c.csv"))
        for path, seed in ((a, "7"), (b, "7"), (c, "8")):
            result = run("--dump-boxes", path, "--seed", seed)
            self.assertEqual(result.returncode, 0, result.stderr)
        with open(a, "rb") as fa, open(b, "rb") as fb, open(c, "rb") as fc:
            da, db, dc = fa.read(), fb.read(), fc.read()
        self.assertEqual(da, db)
        self.assertNotEqual(da, dc)
        lines = da.decode().splitlines()
        buildings = [line for line in lines if line.startswith("building,")]
        self.assertTrue(1450 <= len(buildings) <= 1650)
        for kind in ("wall,", "solid,", "lid,", "light,", "streetlight,", "street,"):
            self.assertTrue(any(line.startswith(kind) for line in lines), kind)

    def test_roof_lights_and_signs_follow_the_originals_rules(self):
        """From the real dump: a sign is as long as its face and 1/8 of that high, times 1.5; roof
        lights and blinkers are 2 across (blinkers lit 200 ms in every 1.5-2 s); lit trim is
        lines 0.25 high or posts 0.2 across, never a lit slab."""
        for seed in ("6", "7"):
            result = run("--dump-boxes", "-", "--seed", seed)
            self.assertEqual(result.returncode, 0, result.stderr)
            signs = lights = trims = 0
            for line in result.stdout.decode().splitlines():
                f = line.split(",")
                if f[0] == "logo":
                    x1, z1, x2, z2, bottom, top = map(float, f[3:9])
                    self.assertAlmostEqual(top - bottom, math.hypot(x2 - x1, z2 - z1) / 8 * 1.5, places=3)
                    signs += 1
                elif f[0] == "light":
                    size, period, on = float(f[4]), float(f[8]), float(f[9])
                    self.assertEqual(size, 2)
                    if period > 0:
                        self.assertTrue(1500 <= period <= 2000 and on == 200, line)
                    lights += 1
                elif f[0] == "solid" and f[1] == "11":  # zs::Material::trim
                    x1, y1, z1, x2, y2, z2 = map(float, f[2:8])
                    thin = min(x2 - x1, z2 - z1)
                    self.assertLessEqual(thin, 0.2 + 1e-6, line)
                    self.assertTrue(abs(y2 - y1 - 0.25) < 1e-4 or max(x2 - x1, z2 - z1) <= 0.2 + 1e-6, line)
                    trims += 1
            self.assertGreater(signs, 3)
            self.assertGreater(lights, 10)
            self.assertGreater(trims, 10)

    def test_no_sign_is_cut_by_its_building(self):
        """From the real dump: no solid piece passes through a sign's rectangle. Seed 5's building
        13 had a lower tier's ledge (43-46 up) reaching past the slab face its sign stood on, cutting
        the letters' foot from 45; a sign now rises above such a ledge."""
        def crosses(a, b, box):  # the segment a-b strictly inside the box's x-z footprint somewhere
            enter, leave = 0.0, 1.0
            for axis, (low, high) in enumerate(((box[0], box[3]), (box[2], box[5]))):
                d = b[axis] - a[axis]
                if d == 0:
                    if not low < a[axis] < high:
                        return False
                    continue
                t1, t2 = sorted(((low - a[axis]) / d, (high - a[axis]) / d))
                enter, leave = max(enter, t1), min(leave, t2)
            return leave - enter > 1e-9
        for seed in ("1", "5", "6"):
            result = run("--dump-boxes", "-", "--seed", seed)
            self.assertEqual(result.returncode, 0, result.stderr)
            signs, solids = [], []
            for line in result.stdout.decode().splitlines():
                f = line.split(",")
                if f[0] == "logo":
                    signs.append(tuple(map(float, f[3:9])))
                elif f[0] == "solid":
                    x1, y1, z1, x2, y2, z2 = map(float, f[2:8])
                    solids.append((min(x1, x2), min(y1, y2), min(z1, z2), max(x1, x2), max(y1, y2), max(z1, z2)))
            self.assertGreater(len(signs), 3)
            for x1, z1, x2, z2, bottom, top in signs:
                for box in solids:
                    if box[4] <= bottom or box[1] >= top:
                        continue
                    self.assertFalse(crosses((x1, z1), (x2, z2), box), "seed %s: sign %s cut by %s" % (
                        seed, (x1, z1, x2, z2, bottom, top), box))

    def test_a_larger_city_counts_dumps_and_plans_its_whole_square(self):
        """--city-size 2048: about 4.4 times the buildings (the edge band stays 200 wide), the
        dump says its side, the plan is 2048 across and draws every building."""
        counts = {}
        for size in ("1024", "2048"):
            stats = run("--stats", "--seed", "7", "--city-size", size)
            self.assertEqual(stats.returncode, 0, stats.stderr)
            counts[size] = int(re.search(rb"(\d+) buildings", stats.stdout).group(1))
        self.assertTrue(4.0 < counts["2048"] / counts["1024"] < 4.8, counts)
        dump = run("--dump-boxes", "-", "--seed", "7", "--city-size", "2048")
        self.assertEqual(dump.returncode, 0, dump.stderr)
        self.assertTrue(dump.stdout.startswith(b"# zcity Pixel City, seed 0x00000007\n# cells a side: 2048\n"))
        self.assertEqual(dump.stdout.count(b"\nbuilding,"), counts["2048"])
        path = os.path.join(self.dir, "plan2048.svg")
        result = run("--plan", path, "--seed", "7", "--city-size", "2048")
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path) as f:
            svg = f.read()
        self.assertIn('width="2048" height="2048"', svg)
        streets = svg.count('fill="#3a3a42"') + svg.count('fill="#5e5e66"')
        self.assertEqual(svg.count("<rect"), 3 + streets + counts["2048"])

    def test_dump_to_standard_output(self):
        result = run("--dump-boxes", "-", "--seed", "7")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(result.stdout.startswith(b"# zcity Pixel City, seed 0x00000007\n"))

    def test_plan_draws_every_building(self):
        path = os.path.join(self.dir, "plan.svg")
        result = run("--plan", path, "--seed", "7")
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path) as f:
            svg = f.read()
        self.assertTrue(svg.startswith("<svg"))
        stats = run("--stats", "--seed", "7").stdout.decode()
        buildings = int(re.search(r"(\d+) buildings", stats).group(1))
        # background, edge band, hot zone, the streets, then one rect a building
        streets = svg.count('fill="#3a3a42"') + svg.count('fill="#5e5e66"')
        self.assertEqual(svg.count("<rect"), 3 + streets + buildings)
        self.assertEqual(svg.count('fill="#5e5e66"'), 2)  # one avenue per axis

    @honest.needs(shutil.which("assimp"), "assimp (assimp-utils)")
    def test_export_with_its_window_sheets(self):
        counts = {}
        for extension in ("glb", "obj"):
            path = os.path.join(self.dir, "night." + extension)
            result = run("--export", path, "--seed", "7")
            self.assertEqual(result.returncode, 0, result.stderr)
            info = subprocess.run(["assimp", "info", path, "-r"], capture_output=True, text=True, timeout=300).stdout
            counts[extension] = (int(re.search(r"^Vertices:\s+(\d+)", info, re.M).group(1)),
                                 int(re.search(r"^Faces:\s+(\d+)", info, re.M).group(1)))
            if extension == "glb":  # the nine sheets and the logos, inside the file
                self.assertEqual(int(re.search(r"^Textures \(embed.\):\s+(\d+)", info, re.M).group(1)), 10)
        self.assertEqual(counts["glb"], counts["obj"])
        self.assertGreater(counts["glb"][1], 50000)
        self.assertEqual(counts["glb"][0], 3 * counts["glb"][1])
        with open(os.path.join(self.dir, "night.mtl")) as f:
            mtl = f.read()
        for k in range(9):
            self.assertIn("map_Ke night-sheet%d.png" % k, mtl)
            self.assertTrue(os.path.exists(os.path.join(self.dir, "night-sheet%d.png" % k)))
            width, height, _ = read_png(os.path.join(self.dir, "night-sheet%d.png" % k))
            self.assertEqual((width, height), (512, 512))


class Pictures(unittest.TestCase):
    """Pictures from the start pose (pitch -6.8 at 60 up) and from outside the city."""

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def shot(self, name, *args):
        """A picture in the modern look, whose 60-degree lens and true horizon these tests' maths
        assume (the original's look has its own tests: OriginalLook, SkyBand)."""
        path = os.path.join(self.dir, name + ".png")
        args = list(args)
        if "--look" in args:
            args[args.index("--look") + 1] += ",modern"
        else:
            args += ["--look", "modern"]
        result = run("--screenshot", path, "--size", "%dx%d" % SIZE, *args, env=honest.headless_env())
        self.assertEqual(result.returncode, 0, result.stderr)
        return read_png(path)

    def test_night_has_black_above_the_sky_band_and_lit_windows(self):
        width, height, rows = self.shot("night")
        # The band reaches 16 degrees above the horizon; the camera looks 6.8 degrees down with a
        # 60-degree field: the band's top is this many rows below the picture's top.
        top = height / 2 - math.tan(math.radians(16 + 6.8)) / math.tan(math.radians(30)) * height / 2
        bloom_reach = 15 * height / 600 + 2
        above = int(top - bloom_reach)
        self.assertGreater(above, 10)
        lit_above = sum(1 for y in range(above) for x in range(width) if brightness(rows, x, y) > 0)
        self.assertLess(lit_above, width * above * 0.002)  # a tall antenna may poke up, nothing else
        bright = sum(1 for y in range(height) for x in range(width) if brightness(rows, x, y) > 150)
        self.assertGreater(bright, 500)
        # The sky band's glow just above the horizon is not black.
        horizon = int(height / 2 - math.tan(math.radians(6.8)) / math.tan(math.radians(30)) * height / 2)
        self.assertTrue(any(brightness(rows, x, horizon - 3) > 0 for x in range(width)))

    def test_a_larger_city_is_seen_from_its_own_middle(self):
        """--city-size 2048: the start pose moves with the city's middle (1024, 1024), so the
        picture is a city as lit as the original's from its start, not the dark edge band; the
        original's pose over it looks into its south-west quarter, as lit, but at other towers."""
        def lit(rows):
            return sum(1 for row in rows for x in range(0, len(row), 4) if max(row[x:x + 3]) > 150)
        _, _, original = self.shot("size1024", "--seed", "3")
        _, _, larger = self.shot("size2048", "--seed", "3", "--city-size", "2048")
        _, _, corner = self.shot("size2048-corner", "--seed", "3", "--city-size", "2048", "--camera", "512,60,762,0,-6.8")
        self.assertGreater(lit(larger), lit(original) / 2)
        self.assertGreater(lit(corner), lit(original) / 2)
        self.assertNotEqual(larger, corner)

    def test_a_city_past_the_fog_draws_nothing(self):
        # 700 units west of the city, looking east at it 5 degrees down: all of it past the
        # fog's 512, and below the horizon, where there is no sky.
        camera = ["--camera", "-700,40,512,-90,-5"]
        width, height, rows = self.shot("fogged", *camera)
        horizon = int(height / 2 - math.tan(math.radians(5)) / math.tan(math.radians(30)) * height / 2)
        below = [brightness(rows, x, y) for y in range(horizon + 2, height) for x in range(width)]
        self.assertEqual(max(below), 0)
        width, height, rows = self.shot("unfogged", *camera, "--look", "no-fog")
        below = [brightness(rows, x, y) for y in range(horizon + 2, height) for x in range(width)]
        self.assertGreater(sum(1 for b in below if b > 30), 100)

    def test_bloom_brightens_pixels_near_lit_windows(self):
        camera = ["--camera", "512,40,700,0,-5"]
        width, height, plain = self.shot("plain", *camera, "--look", "no-bloom")
        _, _, bloomed = self.shot("bloomed", *camera)
        near = []
        for y in range(0, height, 3):
            for x in range(0, width, 3):
                if brightness(plain, x, y) > 10:
                    continue
                # dark in the plain picture, with a lit window 5 to 15 pixels away
                found = False
                for dy in (-15, -10, -5, 0, 5, 10, 15):
                    for dx in (-15, -10, -5, 0, 5, 10, 15):
                        xx, yy = x + dx, y + dy
                        if (dx or dy) and 0 <= xx < width and 0 <= yy < height and brightness(plain, xx, yy) > 150:
                            found = True
                if found:
                    near.append((x, y))
        self.assertGreater(len(near), 50)
        gain = sum(brightness(bloomed, x, y) - brightness(plain, x, y) for x, y in near) / len(near)
        self.assertGreater(gain, 2)

    def test_the_looks_change_the_picture(self):
        _, _, night = self.shot("look-night", "--look", "no-bloom")
        _, _, flat = self.shot("look-flat", "--look", "flat,no-bloom")
        _, _, wire = self.shot("look-wire", "--look", "wireframe,no-bloom")
        _, height, box = self.shot("look-box", "--look", "letterbox,no-bloom")
        self.assertNotEqual(night, flat)
        self.assertNotEqual(night, wire)
        self.assertTrue(all(max(row[i] for i in range(0, len(row), 4)) == 0 for row in box[:height // 6 - 1]))
        self.assertNotEqual(night, box)

    def test_an_avenue_at_street_level_has_lines_of_headlights_and_tail_lights(self):
        # Seed 6's north-south avenue from its median, 6 units up, looking north down it: its
        # lanes are cells 521-525 (southbound, coming: headlights) and 527-531 (northbound, going:
        # tail-lights), from z = 760 to the edge band at 200. A pixel is on the lanes when its ray
        # meets the lamps' height (0.5) over them (the street lights' pools beside them miss).
        eye, size = (526, 6, 760), (960, 540)
        path = os.path.join(self.dir, "avenue.png")
        result = run("--screenshot", path, "--seed", "6", "--camera", "526,6,760,0,-4", "--size", "%dx%d" % size,
                     "--look", "modern", env=honest.headless_env())
        self.assertEqual(result.returncode, 0, result.stderr)
        width, height, rows = read_png(path)

        def on_lanes(x, y):
            hit = ground_point(x, y, size, eye, -4, 0.5)
            return hit is not None and 521.2 <= hit[0] <= 531.8 and 200 <= hit[1] <= 758

        red, white = [], []
        for y in range(height // 2, height):  # the lanes lie below the horizon
            for x in range(width):
                r, g, b = rows[y][4 * x:4 * x + 3]
                if r < 150 or not on_lanes(x, y):
                    continue
                if g < r / 2 and b < r / 2:
                    red.append((x, y))
                elif min(r, g) >= 200 and b >= 150:
                    white.append((x, y))
        # A dot is a cluster of 4 pixels or more. Measured at this size: 17 red and 19 white;
        # the cars before (lane-wide lamps at every distance, tail-lights (.5, .2, 0), placed
        # anywhere in the city) gave 0 and 2.
        dots = lambda pixels: sum(1 for c in clusters(pixels) if len(c) >= 4)
        self.assertGreaterEqual(dots(red), 8)
        self.assertGreaterEqual(dots(white), 8)

    def test_the_day_look_is_bright_under_a_blue_sky(self):
        width, height, rows = self.shot("day", "--look", "day", "--camera", "512,130,900,0,-14")
        pixels = [rows[y][4 * x:4 * x + 3] for y in range(height) for x in range(width)]
        mean = sum(0.299 * r + 0.587 * g + 0.114 * b for r, g, b in pixels) / len(pixels)
        self.assertGreater(mean, 100)  # the night's overview: 8-14
        r, g, b = rows[2][4 * (width // 2):4 * (width // 2) + 3]
        self.assertEqual((r, g, b), tuple(round(c * 255) for c in (0.55, 0.68, 0.84)))  # the sky: the clear colour
        # the ground under the city is asphalt, not sky: grey at the bottom middle
        r, g, b = rows[height - 2][4 * (width // 2):4 * (width // 2) + 3]
        self.assertLess(abs(r - b), 40)

    def test_the_shadowed_look_shades_the_day_and_leaves_the_sky(self):
        """--look shadowed (issue 32): the day with the sun's shadows, from high over the city."""
        camera = ("--camera", "512,320,860,0,-45")
        width, height, day = self.shot("sunless", "--look", "day", *camera)
        _, _, shadowed = self.shot("shadowed", "--look", "shadowed", *camera)

        def luma(rows, y0, y1):
            pixels = [rows[y][4 * x:4 * x + 3] for y in range(y0, y1) for x in range(width)]
            return sum(0.299 * r + 0.587 * g + 0.114 * b for r, g, b in pixels) / len(pixels)

        # The city under the eye (the lower half) is darker by its shadows (measured 0.87 of the
        # day's mean luma at 320 x 180); the sky is the same.
        self.assertLess(luma(shadowed, height // 2, height), 0.95 * luma(day, height // 2, height))
        self.assertEqual(shadowed[2][:4 * width], day[2][:4 * width])

        def shade(rows):
            lower = [rows[y][4 * x:4 * x + 3] for y in range(height // 2, height) for x in range(width)]
            return lower, [p for p in lower if 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] < 80]

        # A third of it in shade (measured 33%, the day's dark glass 8%), and shade is the sky's
        # light: bluer than it is red.
        lower, shaded = shade(shadowed)
        self.assertGreater(len(shaded), 2 * len(shade(day)[1]))
        self.assertGreater(len(shaded), len(lower) // 5)
        self.assertGreater(sum(p[2] for p in shaded), sum(p[0] for p in shaded))

    def test_a_sky_colour_is_the_sky_the_haze_and_never_the_ground(self):
        """--sky (issue 32): the clear colour, what the fog fades to, and not seen through the streets."""
        sky = (41, 23, 56)  # dusk's (0.16, 0.09, 0.22)

        def near_sky(pixel):
            return all(abs(pixel[c] - sky[c]) <= 3 for c in range(3))

        camera = ("--camera", "512,130,900,0,-14")
        width, height, rows = self.shot("dusk", "--sky", "dusk", *camera)
        pixel = lambda x, y: tuple(rows[y][4 * x:4 * x + 3])
        self.assertTrue(near_sky(pixel(width // 2, 2)), pixel(width // 2, 2))  # not bloomed: no light
        # Below the horizon the far city fades into it ...
        below = [pixel(x, y) for x in range(width) for y in range(height // 3, 2 * height // 3)]
        self.assertGreater(sum(map(near_sky, below)) / len(below), 0.25)
        # ... but the streets under the eye are a black ground, not the sky through the city.
        near = [pixel(x, y) for x in range(width) for y in range(2 * height // 3, height)]
        self.assertLess(sum(map(near_sky, near)) / len(near), 0.01)
        _, _, plain = self.shot("black", *camera)
        self.assertEqual(tuple(plain[2][4 * (width // 2):4 * (width // 2) + 3]), (0, 0, 0))
        # By day it is the day's sky.
        _, _, day = self.shot("overcast", "--look", "day", "--sky", "overcast", *camera)
        self.assertEqual(tuple(day[2][4 * (width // 2):4 * (width // 2) + 3]),
                         tuple(round(c * 255) for c in (0.45, 0.47, 0.50)))

    def test_a_bad_look_is_one_line(self):
        result = run("--screenshot", os.path.join(self.dir, "x.png"), "--look", "sparkly")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.count(b"\n"), 1)
        self.assertIn(b"--look", result.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "x.png")))


def overexposed_patches(rows, width, height, level=250, radius=2):
    """Pixels at the middle of a (2 radius + 1)-square that is all overexposed: a light that
    burns as a lit slab rather than a point or a line."""
    hot = [[max(rows[y][4 * x:4 * x + 3]) >= level for x in range(width)] for y in range(height)]
    total = sum(map(sum, hot))
    patches = 0
    for y in range(radius, height - radius):
        for x in range(radius, width - radius):
            if hot[y][x] and all(hot[yy][xx] for yy in range(y - radius, y + radius + 1)
                                 for xx in range(x - radius, x + radius + 1)):
                patches += 1
    return total, patches


class RoofLights(unittest.TestCase):
    """Roof lights as the original's: small points and thin lines, never burning slabs. The
    rails lit their whole 1-2 height and burned white (3,136 pixels of 5 x 5 overexposed patches
    at the overview camera for seed 1, 522 over seed 6's hot zone); the original's rules give none
    at these distances (a corner light 2 across has a white core under 2 pixels at 200). A sign's
    letters close by may: they are lit words, not lights, and this view has none near."""

    def test_no_light_burns_as_a_slab(self):
        with tempfile.TemporaryDirectory() as d:
            for seed, camera in ((1, "512,130,900,0,-14"), (3, "512,130,900,0,-14"), (6, "560,80,760,-20,-6")):
                path = os.path.join(d, "lights%d.png" % seed)
                result = run("--screenshot", path, "--seed", str(seed), "--camera", camera, "--look", "modern",
                             env=honest.headless_env())
                self.assertEqual(result.returncode, 0, result.stderr)
                width, height, rows = read_png(path)
                total, patches = overexposed_patches(rows, width, height)
                self.assertEqual(patches, 0, "seed %d" % seed)
                self.assertLess(total, width * height * 0.003, "seed %d" % seed)
                self.assertGreater(total, 20, "seed %d: the lights are there" % seed)


class OriginalLook(unittest.TestCase):
    """The original's look (the default): its pictures' figures (docs/originals.md J, its
    Linux port at 1280 x 720, seeds 1 / 2 / 6) on seeds the look was not fitted on. At the
    overview (512,130,900 looking north 14 degrees down) the original's mean luma was 8.0-9.2,
    1.21-1.57% of its pixels had luma 64 or more, and its largest blob of luma 230 or more was
    48 / 5 / 7 px. Slack, stated: zcity's cars at this view show up to 2 times the original's red
    lights, so their glows add bright pixels and overlap into larger blobs (the trim's lines
    through this lens made blobs of 2,054 px, the modern look's 60 degrees 754)."""

    SEEDS = (3, 4, 5)

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        cls.overview = {seed: cls.measure(seed, "512,130,900,0,-14") for seed in cls.SEEDS}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    @classmethod
    def picture(cls, seed, camera, *args):
        path = os.path.join(cls.dir, "original-%d-%s%s.png" % (seed, camera.replace(",", "_"), "".join(args)))
        result = run("--screenshot", path, "--size", "1280x720", "--seed", str(seed), "--camera", camera, *args,
                     env=honest.headless_env())
        assert result.returncode == 0, result.stderr
        return path

    @classmethod
    def measure(cls, seed, camera, *args):
        return figures(cls.picture(seed, camera, *args))

    def test_the_overview_is_as_dark_as_the_originals(self):
        lumas = [self.overview[seed]["mean_luma"] for seed in self.SEEDS]
        for seed, value in zip(self.SEEDS, lumas):
            # The port's own seeds 1-8 span 6.5-8.6 (median 8.03), zcity's 5.3-8.3 (median 8.00,
            # tests/bench/original_spread.py): a city whose bloom colour is dim blooms little,
            # its taps rounded away as the original's were (seed 5's 5.3, 4.2 without the bloom).
            self.assertTrue(5.0 <= value <= 11.7, "seed %d: mean luma %.1f" % (seed, value))
        self.assertTrue(6.5 <= sum(lumas) / len(lumas) <= 10.5, lumas)

    def test_as_few_pixels_are_bright_as_in_the_originals(self):
        # The port over seeds 1-8: 0.89-1.35%, median 1.06; zcity with the original's sheets
        # 0.73-1.63%, median 1.34 (with our clean windows 1.07-2.29, seeds 3 / 4 / 5 1.89 / 2.13 /
        # 1.21).
        for seed in self.SEEDS:
            share = self.overview[seed]["share64"]
            self.assertTrue(0.6 <= share <= 1.8, "seed %d: %.2f%% of luma 64 or more" % (seed, share))

    def test_without_the_bloom_as_few_windows_are_bright_as_in_the_originals_port(self):
        # The original's port over seeds 1-8 (its own cities): 0.48-0.73% of the overview's
        # pixels of luma 64 or more without its bloom, median 0.59. zcity's sheets by its own
        # rules (clean, bright windows) gave 0.89-1.62%, median 1.32 (seeds 3 / 4 / 5: 1.31 /
        # 1.33 / 0.89); by the original's rules 0.87 / 0.79 / 0.59. The slack: the windows'
        # pane edges, which the original's speckle leaves clean as ours do, are lit by how its
        # points and lines fell on pixels, which its port's sheets show only as a whole.
        shares = []
        for seed in self.SEEDS:
            share = figures(self.picture(seed, "512,130,900,0,-14", "--look", "no-bloom"))["share64"]
            self.assertLessEqual(share, 1.05, "seed %d: %.2f%% of luma 64 or more without the bloom" % (seed, share))
            shares.append(share)
        self.assertLessEqual(sorted(shares)[1], 0.95, shares)

    def test_no_light_burns_as_a_large_saturated_blob(self):
        for seed in self.SEEDS:
            self.assertLessEqual(self.overview[seed]["largest230"], 200, "seed %d" % seed)

    def test_tail_lights_are_about_as_many_as_the_originals(self):
        # The original's overview showed 14 and 29 red lights (seeds 1 and 6), its port here 12-14
        # in its own city. Its lamp texture's glows gather between the two cores (fans from 59 and
        # 69 texels across, not from their circles' centres): with them zcity's seeds 3 / 4 / 5
        # show 24 / 24 / 22 (with the glows at the circles' centres, 34 / 33 / 33). The slack: up
        # to 30, the original's most and one; and some there, the cars being driven.
        for seed in self.SEEDS:
            red = self.overview[seed]["red_lights"]
            self.assertTrue(5 <= red <= 30, "seed %d: %d red lights" % (seed, red))

    def test_headlights_glow_down_the_avenue_as_the_originals(self):
        # Seed 6's avenue from its median, 6 up, looking north 4 degrees down: the original's
        # largest saturated blob there was 3,301 (seed 1) and 13,935 px (seed 6), on avenues of
        # its own cities. With the original's lamp texture (glows peaking near half the colour,
        # small white cores) only overlapping glows saturate, so the figure is the avenue's
        # traffic: 2,332 px on ours. The slack: down to 2,000.
        street = self.measure(6, "526,6,760,0,-4")
        self.assertTrue(2000 <= street["largest230"] <= 13935, street["largest230"])

    def test_the_tint_changes_with_the_seed(self):
        # The bloom's colour, read as what the bloom adds to each channel over the picture.
        tints = []
        for seed in self.SEEDS:
            _, _, bloomed = read_png(self.picture(seed, "512,130,900,0,-14"))
            width, height, plain = read_png(self.picture(seed, "512,130,900,0,-14", "--look", "no-bloom"))
            added = [sum(bloomed[y][4 * x + c] - plain[y][4 * x + c] for y in range(0, height, 4)
                         for x in range(0, width, 4)) for c in range(3)]
            tints.append([a / sum(added) for a in added])
        spread = max(max(abs(a[c] - b[c]) for c in range(3)) for a in tints for b in tints)
        self.assertGreater(spread, 0.1, tints)

    def test_the_modern_look_is_brighter_and_wider(self):
        modern = self.measure(3, "512,130,900,0,-14", "--look", "modern")
        self.assertGreater(modern["mean_luma"], self.overview[3]["mean_luma"] * 1.2)


class BloomFog(unittest.TestCase):
    """The original drew its bloom's source a second time with a nearer fog (256-512 against the
    frame's 412-512), so what stands 350-650 away, as most of the city does from high above
    (512,320,860 looking 45 degrees down), blooms at under half. Its port here (seed 6, 1280 x
    720) adds 2.69 of mean luma with the bloom at the overview and 1.03 from high above (0.38 of
    it); with the frame's fog in its source, 3.95 and 3.28 (0.83). zcity copied the frame's fog:
    2.46 and 2.40 (0.98), and from high above it was 17-27% brighter than the original's pictures
    (mean luma 4.3 / 4.1 for seeds 1 / 6). The bloom's weight is fitted at the overview, so its
    brightness there stays what it was (about 7.6 for seed 6, the port's 7.48)."""

    SEEDS = (1, 6)
    # The port over seeds 1-8 (2026-12-06, tests/bench/original_spread.py): from high above mean
    # luma 3.46-4.64, median 3.90; at the overview 6.46-8.60, median 8.03. The two programs grow
    # other cities from one seed (the original's pictures of its seeds 1 / 6, 4.3 / 4.1 from
    # high above, are of its cities), so each seed is held to the port's range, a little wider.
    PORT_HIGH_LUMA = (3.3, 4.8)
    PORT_OVERVIEW_LUMA = (6.3, 8.8)

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        cls.luma = {}
        for seed in cls.SEEDS:
            for pose, camera in (("overview", "512,130,900,0,-14"), ("high", "512,320,860,0,-45")):
                for look in ("bloom", "no-bloom"):
                    path = os.path.join(cls.dir, "%s-%s-%d.png" % (pose, look, seed))
                    result = run("--screenshot", path, "--size", "1280x720", "--seed", str(seed), "--camera", camera,
                                 "--look", look, env=honest.headless_env())
                    assert result.returncode == 0, result.stderr
                    width, height, rows = read_png(path)
                    total = sum(0.299 * row[4 * x] + 0.587 * row[4 * x + 1] + 0.114 * row[4 * x + 2]
                                for row in rows for x in range(width))
                    cls.luma[pose, look, seed] = total / (width * height)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def bloom(self, pose, seed):
        return self.luma[pose, "bloom", seed] - self.luma[pose, "no-bloom", seed]

    def test_from_high_above_the_city_is_as_bright_as_the_originals(self):
        for seed in self.SEEDS:  # measured 3.6 and 3.9 (4.80 and 5.22 with the frame's fog)
            luma = self.luma["high", "bloom", seed]
            low, high = self.PORT_HIGH_LUMA
            self.assertTrue(low <= luma <= high, "seed %d: %.2f" % (seed, luma))

    def test_the_far_city_blooms_less_than_the_near(self):
        for seed in self.SEEDS:  # measured 0.48 and 0.64 (0.75 and 0.98 with the frame's fog)
            share = self.bloom("high", seed) / self.bloom("overview", seed)
            self.assertLess(share, 0.7, "seed %d: the bloom from high above %.2f of the overview's" % (seed, share))

    def test_the_overview_keeps_its_fitted_brightness(self):
        for seed in self.SEEDS:  # measured 8.1 and 6.9 (the weight fitted on seeds 1-8's median)
            luma = self.luma["overview", "bloom", seed]
            low, high = self.PORT_OVERVIEW_LUMA
            self.assertTrue(low <= luma <= high, "seed %d at the overview: %.2f" % (seed, luma))


class SkyBand(unittest.TestCase):
    """The sky band against the original's at its own overview camera (512,130,900 looking north
    14 degrees down) at 1280 x 720, measured in its pictures (issue 23) and in its port run here
    (seeds 1, 2, 3 and 6; /work/pixelcity-port, outside the repository): the brightest band row
    21-31 of 255, 164-189 rows down; the 8 rows above the band's foot 0.22-0.65 of it; 40-63% of
    the columns ten rows above the foot dark, 21-56% twenty rows above (the city's far buildings
    in front of the band, which the original drew however far: zcity left them out past the fog
    before, and showed 0-5% there). Each seed may stray a little past those ranges, as the
    original's own seeds did; their mean may not."""

    SEEDS = (1, 2, 3)
    PITCH = 14

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()
        cls.figures = {seed: cls.measure(seed) for seed in cls.SEEDS}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    @classmethod
    def measure(cls, seed):
        path = os.path.join(cls.dir, "band%d.png" % seed)
        result = run("--screenshot", path, "--size", "1280x720", "--seed", str(seed),
                     "--camera", "512,130,900,0,-%d" % cls.PITCH, env=honest.headless_env())
        assert result.returncode == 0, result.stderr
        width, height, rows = read_png(path)
        # The band's foot, which the original's look lowers 6.8 degrees below eye level at 130 up:
        # 7.2 degrees above the middle, through the original's lens (33.75 degrees tall at 16:9).
        horizon = height / 2 - math.tan(math.radians(cls.PITCH - FOOT_DEGREES)) / math.tan(math.radians(LENS / 2)) * height / 2
        # A ring below the eye shows as a curve, lower towards the sides (20 rows at the edges
        # here): the rows are measured over the middle third, where it stays within 2 rows.
        first_below = int(math.floor(horizon))
        middle = range(width // 3, 2 * width // 3)
        means = [sum(brightness(rows, x, y) for x in middle) / len(middle) for y in range(first_below)]
        peak = max(means)
        near = sum(means[first_below - 8:first_below]) / 8
        dark = sum(1 for x in middle if brightness(rows, x, first_below - 10) <= peak / 4) / len(middle)
        higher = sum(1 for x in middle if brightness(rows, x, first_below - 20) <= peak / 4) / len(middle)
        return {"peak": peak, "near": near / peak, "dark": dark, "higher": higher, "means": means}

    def check_range(self, name, low, high, slack):
        values = [self.figures[seed][name] for seed in self.SEEDS]
        for seed, value in zip(self.SEEDS, values):
            self.assertTrue(low - slack <= value <= high + slack, "seed %d: %s %.3f" % (seed, name, value))
        mean = sum(values) / len(values)
        self.assertTrue(low <= mean <= high, "%s: mean %.3f of %s" % (name, mean, values))

    def test_the_brightest_row_is_as_dim_as_the_originals(self):
        self.check_range("peak", 21, 31, 3)

    def test_the_skyline_darkens_the_rows_just_above_the_horizon(self):
        self.check_range("near", 0.22, 0.65, 0.1)

    def test_the_skyline_stands_in_about_half_the_columns(self):
        self.check_range("dark", 0.4, 0.65, 0.1)

    def test_the_far_buildings_rise_above_the_bands_foot(self):
        self.check_range("higher", 0.21, 0.56, 0.1)

    def test_the_bands_brightest_row_is_where_the_originals_is(self):
        rows = [max(range(len(f["means"])), key=lambda y: f["means"][y]) for f in self.figures.values()]
        for seed, row in zip(self.SEEDS, rows):
            self.assertTrue(155 <= row <= 195, "seed %d: brightest row %d" % (seed, row))

    def test_the_band_is_black_above_its_top(self):
        for seed in self.SEEDS:
            means = self.figures[seed]["means"]
            # the band's top, 16 x 33.75/60 = 9 degrees above its foot, is 2.2 degrees above eye
            # level, below the picture's top (2.9 degrees up): the top rows are black
            self.assertLess(max(means[:5]), 1, seed)
            # and the glow is brightest low in the band, within its lower 4 x 33.75/60 degrees
            brightest = max(range(len(means)), key=lambda y: means[y])
            rows_a_degree = 720 / 2 / math.tan(math.radians(LENS / 2)) * math.pi / 180
            self.assertLess(len(means) - brightest, 4 * LENS / 60 * rows_a_degree + 1)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=1)
