#!/usr/bin/env python3
"""End-to-end: Pixel City Redux and the colour crush through the real binary: the plan's counts
and drawing, byte-identical dumps, street-level pictures, EGA/CGA pictures and their dither.

Usage: test_redux.py PATH/TO/zcity
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
import zlib

from png import read_png
import honest

ZCITY = None
SIZE = "480x270"


def run(*args, env=None):
    return honest.run(ZCITY, *args, text=False, timeout=300, env=env)


def colours(rows):
    return {bytes(row[i:i + 3]) for row in rows for i in range(0, len(row), 4)}


class Plan(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def test_stats(self):
        result = run("--scene", "redux", "--stats")
        self.assertEqual(result.returncode, 0, result.stderr)
        match = re.fullmatch(rb"Redux: (\d+) streets, (\d+) blocks, (\d+) sites, (\d+) buildings\n", result.stdout)
        self.assertIsNotNone(match, result.stdout)
        self.assertGreaterEqual(int(match.group(3)), 5000)  # the figure, for a city 1024 units across
        self.assertGreater(int(match.group(4)), 4000)

    def test_the_same_seed_gives_the_same_dump(self):
        a = run("--scene", "redux", "--dump-boxes", "-", "--seed", "5").stdout
        b = run("--scene", "redux", "--dump-boxes", "-", "--seed", "5").stdout
        c = run("--scene", "redux", "--dump-boxes", "-", "--seed", "6").stdout
        self.assertEqual(a, b)
        self.assertNotEqual(a, c)
        for kind in (b"rstreet,", b"marker,", b"block,", b"site,", b"furniture,", b"wall,", b"building,"):
            self.assertIn(b"\n" + kind, a)

    def test_the_plan_draws_streets_markers_blocks_and_sites(self):
        path = os.path.join(self.dir, "redux.svg")
        result = run("--scene", "redux", "--plan", path)
        self.assertEqual(result.returncode, 0, result.stderr)
        root = ElementTree.parse(path).getroot()
        polygons = [e for e in root.iter() if e.tag.endswith("polygon")]
        kinds = {p.get("class") for p in polygons}
        self.assertEqual(kinds, {"site", "block", "dropped"})
        stats = run("--scene", "redux", "--stats").stdout.decode()
        sites = int(re.search(r"(\d+) sites", stats).group(1))
        self.assertEqual(sum(1 for p in polygons if p.get("class") == "site"), sites)


class Pictures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir)

    def shot(self, name, *args):
        path = os.path.join(self.dir, name + ".png")
        result = run("--screenshot", path, "--size", SIZE, *args, env=honest.headless_env())
        self.assertEqual(result.returncode, 0, result.stderr)
        return read_png(path)

    def test_redux_from_above_has_lit_windows(self):
        _, _, rows = self.shot("redux", "--scene", "redux")
        # Lit windows this far off are dim (brightest channel over 80; 1,747 pixels here). The
        # count once took the roof trims, which burned white, as windows: not any more.
        lit = sum(1 for row in rows for i in range(0, len(row), 4) if max(row[i:i + 3]) > 80)
        self.assertGreater(lit, 800)

    def test_ega_has_at_most_16_colours_and_cga_4(self):
        for palette, most in (("ega", 16), ("cga", 4)):
            for scene in ("tidied", "pixelcity"):
                _, _, rows = self.shot(f"{scene}-{palette}", "--scene", scene, "--palette", palette)
                found = colours(rows)
                self.assertLessEqual(len(found), most, (scene, palette))
                self.assertGreater(len(found), 1, (scene, palette))

    def test_the_dither_stays_still_where_the_scene_does(self):
        # One small step of the camera: where the plain pictures did not change, the crushed
        # ones did not either (the pattern belongs to the screen, not the scene).
        near = ["--scene", "tidied", "--camera", "0,200,0,20,-50"]
        moved = ["--scene", "tidied", "--camera", "0.05,200,0,20,-50"]
        _, _, plain_a = self.shot("plain-a", *near)
        _, _, plain_b = self.shot("plain-b", *moved)
        _, _, ega_a = self.shot("ega-a", *near, "--palette", "ega")
        _, _, ega_b = self.shot("ega-b", *moved, "--palette", "ega")
        same = changed = 0
        for ra, rb, ca, cb in zip(plain_a, plain_b, ega_a, ega_b):
            for i in range(0, len(ra), 4):
                if ra[i:i + 3] == rb[i:i + 3]:
                    same += 1
                    if ca[i:i + 3] != cb[i:i + 3]:
                        changed += 1
        self.assertGreater(same, 10000)
        self.assertEqual(changed, 0)

    def test_pictures_say_where_they_came_from(self):
        path = os.path.join(self.dir, "told.png")
        result = run("--screenshot", path, "--size", "64x36", "--seed", "42", "--scene", "t2", env=honest.headless_env())
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(path, "rb") as f:
            data = f.read()
        self.assertIn(b"tEXtzcity:seed\x000x0000002A", data)
        self.assertIn(b"tEXtzcity:scene\x00t2", data)
        self.assertIn(b"zcity --scene t2 --seed 0x0000002A --camera 0,200,0,20,-50", data)
        read_png(path)  # still a PNG our reader accepts
        pos = 8
        while pos < len(data):  # and every chunk's CRC holds, the text chunks' too
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
            self.assertEqual(zlib.crc32(data[pos + 4:pos + 8 + length]), crc, kind)
            pos += 12 + length

    def test_exports_say_where_they_came_from(self):
        glb = os.path.join(self.dir, "told.glb")
        result = run("--export", glb, "--seed", "42")
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(glb, "rb") as f:
            data = f.read()
        length, kind = struct.unpack("<I4s", data[12:20])
        self.assertEqual(kind, b"JSON")
        asset = json.loads(data[20:20 + length])["asset"]
        self.assertEqual(asset["extras"]["zcity:seed"], "0x0000002A")
        self.assertIn("--seed 0x0000002A", asset["extras"]["zcity:command"])
        obj = os.path.join(self.dir, "told.obj")
        self.assertEqual(run("--export", obj, "--seed", "42").returncode, 0)
        with open(obj) as f:
            self.assertRegex(f.readline(), r"^# Software: zcity \d+\.\d+\.\d+\n$")

    def test_a_bad_palette_is_one_line(self):
        result = run("--screenshot", os.path.join(self.dir, "x.png"), "--palette", "vga")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.count(b"\n"), 1)
        self.assertIn(b"--palette", result.stderr)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=1)
