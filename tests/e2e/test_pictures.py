#!/usr/bin/env python3
"""End-to-end: the pictures in docs/images, made again by the binary and held against the
committed ones. The shots are read from scripts/make-gallery.sh, so the gallery and this test
cannot drift apart. A picture may differ by one level on at most 0.1% of its pixels (a float
operation moved) and by no more anywhere: anything else is a change in what zcity shows, and
the gallery must be made again on purpose (scripts/make-gallery.sh) and looked at.

Usage: test_pictures.py PATH/TO/zcity SOURCE_DIR
"""
import os
import shlex
import subprocess
import sys
import tempfile
import unittest

from png import compare
import honest

ZCITY = SOURCE = None


def gallery_shots():
    """(name, arguments) for each `shot NAME ARGS...` line of scripts/make-gallery.sh."""
    shots = []
    with open(os.path.join(SOURCE, "scripts", "make-gallery.sh")) as f:
        for line in f:
            words = shlex.split(line, comments=True)
            if len(words) >= 2 and words[0] == "shot":
                shots.append((words[1], words[2:]))
    return shots


class Gallery(unittest.TestCase):
    def test_every_picture_is_what_the_docs_show(self):
        shots = gallery_shots()
        self.assertGreaterEqual(len(shots), 9)
        env = honest.headless_env()
        with tempfile.TemporaryDirectory() as d:
            for name, args in shots:
                with self.subTest(picture=name):
                    path = os.path.join(d, name)
                    r = subprocess.run([ZCITY, "--screenshot", path, *args], capture_output=True, text=True,
                                       timeout=300, env=env)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    differ, big, total = compare(path, os.path.join(SOURCE, "docs", "images", name))
                    self.assertEqual(big, 0, f"{name}: {big} pixels differ by more than one level")
                    self.assertLessEqual(differ / total, 0.001, f"{name}: {differ} of {total} pixels differ")


if __name__ == "__main__":
    SOURCE = os.path.abspath(sys.argv.pop(2))
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=2)
