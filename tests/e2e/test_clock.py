#!/usr/bin/env python3
"""End-to-end: the night cities by the hour (--time, --place), through the real binary's
pictures: noon is a day, the late evening is the original's night to the pixel, the evening only
darkens and the morning only brightens, the shadows swing with the sun; and the careless
spellings are one line each.

The times are the tests' own, each with its UTC offset, so the pictures are the same on every
machine whatever its clock or time zone.

Usage: test_clock.py PATH/TO/zcity
"""
import os
import subprocess
import sys
import tempfile
import unittest

from night_figures import luma
from png import read_png
from xwindow import differing
import honest

ZCITY = None
PARIS = "48.85,2.35"  # sunset 21:58 and civil dusk 22:48 on 21 June 2026 (CEST, +02:00)
POSE = ["--seed", "6", "--camera", "512,80,700,200,-8"]


class Clock(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.scratch.cleanup()

    def picture(self, *args, scene="pixelcity"):
        path = os.path.join(self.scratch.name, "clock.png")
        r = subprocess.run([ZCITY, "--scene", scene, *POSE, "--size", "240x135", "--screenshot", path, *args],
                           capture_output=True, text=True, timeout=120)
        self.assertEqual(r.returncode, 0, r.stderr)
        return read_png(path)

    def at(self, local_time, place=PARIS, date="2026-06-21", offset="+02:00", scene="pixelcity"):
        return self.picture("--time", f"{date}T{local_time}{offset}", "--place", place, scene=scene)

    @staticmethod
    def mean_luma(picture):
        width, height, rows = picture
        total = 0.0
        for row in rows:
            for i in range(0, 4 * width, 4):
                total += luma(row[i], row[i + 1], row[i + 2])
        return total / (width * height)

    def test_noon_is_a_day_and_after_civil_dusk_the_original_night_to_the_pixel(self):
        for scene in ("pixelcity", "redux"):
            with self.subTest(scene=scene):
                night = self.picture(scene=scene)
                noon = self.at("13:30", scene=scene)
                self.assertGreater(self.mean_luma(noon), 5 * self.mean_luma(night))
                # Past civil dusk (22:48 in Paris) and before civil dawn, and in Sydney's winter evening.
                self.assertEqual(self.at("23:00", scene=scene)[2], night[2])
                self.assertEqual(self.at("03:10", scene=scene)[2], night[2])
                self.assertEqual(self.at("19:00", place="-33.87,151.21", offset="+10:00", scene=scene)[2], night[2])

    def test_the_evening_only_darkens_and_the_morning_only_brightens(self):
        """Every five minutes from 21:00 to 23:00 the picture is no brighter than the one before;
        from 04:00 to 06:00 (sunrise 05:47, civil dawn 04:56) no darker."""
        def lumas(hours, minutes_from, minutes_to):
            return [self.mean_luma(self.at(f"{hours + m // 60:02d}:{m % 60:02d}"))
                    for m in range(minutes_from, minutes_to + 1, 5)]
        evening = lumas(21, 0, 120)
        for before, after in zip(evening, evening[1:]):
            self.assertLessEqual(after, before + 0.01, evening)
        self.assertGreater(evening[0], 5 * evening[-1])
        morning = lumas(4, 0, 120)
        for before, after in zip(morning, morning[1:]):
            self.assertGreaterEqual(after, before - 0.01, morning)
        self.assertGreater(morning[-1], 5 * morning[0])

    def test_the_shadows_swing_with_the_sun(self):
        """The morning sun in the east and the afternoon's in the west light other faces and cast
        other shadows: the two day pictures differ over much of the city."""
        morning, afternoon = self.at("09:00"), self.at("17:00")
        self.assertGreater(differing(morning, afternoon, levels=16), 0.15)

    def test_careless_clocks_and_places_are_one_line(self):
        cases = [
            (["--time", "25:00"], "hours run 00 to 23"),
            (["--time", "2026-02-30T10:00"], "February 2026 has 28 days"),
            (["--time", "noon"], "--time"),
            (["--time", "now", "--place", "91,0"], "--place \"91,0\" is not"),
            (["--time", "now", "--scene", "tidied"], "--time is for the night cities"),
            (["--place", "51.5,-0.13"], "goes with --time"),
            (["--time", "now", "--look", "day"], "no --look day or shadowed"),
        ]
        for args, said in cases:
            with self.subTest(args=args):
                scene = [] if "--scene" in args else ["--scene", "pixelcity"]
                r = subprocess.run([ZCITY, "--stats", *scene, *args], capture_output=True, text=True, timeout=60)
                self.assertEqual(r.returncode, 2, r.stderr)
                self.assertIn(said, r.stderr)
                self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=2)
