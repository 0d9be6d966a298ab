#!/usr/bin/env python3
"""End-to-end: zcity --export and --plan, read back by tools nobody here wrote.

assimp (Debian's assimp-utils) loads the .glb and the .obj; Blender, where installed, imports
them in background mode. Both must count the triangles zcity wrote.
Usage: test_export.py PATH/TO/zcity
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

ZCITY = None


def run(*args, cwd=None):
    return subprocess.run([ZCITY, *args], capture_output=True, text=True, timeout=300, cwd=cwd)


def assimp_counts(path):
    r = subprocess.run(["assimp", "info", path, "-r"], capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise AssertionError(f"assimp could not read {path}: {r.stdout[-500:]} {r.stderr[-500:]}")
    vertices = int(re.search(r"^Vertices:\s+(\d+)", r.stdout, re.M).group(1))
    faces = int(re.search(r"^Faces:\s+(\d+)", r.stdout, re.M).group(1))
    return vertices, faces


class Export(unittest.TestCase):
    CASES = [
        # (arguments, triangles)
        ([], 656 * 12),                                    # the default city
        (["--variant", "t2"], 597 * 12),
        (["--grid", "3", "--seed", "7"], None),            # counted from --stats
        (["--variant", "zterrain"], 1684 * 12),
        (["--variant", "terrain", "--terrain", "fixed"], 81 * 81 * 2),  # the patch around the camera
    ]

    def triangles(self, args, expected):
        if expected is not None:
            return expected
        cubes = int(run("--stats", *args).stdout.split()[3])
        return cubes * 12

    @unittest.skipUnless(shutil.which("assimp"), "assimp (assimp-utils) is not installed")
    def test_assimp_reads_the_counts(self):
        with tempfile.TemporaryDirectory() as d:
            for args, expected in self.CASES:
                triangles = self.triangles(args, expected)
                for extension in ("glb", "obj"):
                    with self.subTest(args=args, format=extension):
                        path = os.path.join(d, f"scene.{extension}")
                        r = run("--export", path, *args)
                        self.assertEqual(r.returncode, 0, r.stderr)
                        self.assertEqual(assimp_counts(path), (triangles * 3, triangles))
                        if extension == "obj":
                            self.assertTrue(os.path.exists(os.path.join(d, "scene.mtl")))

    @unittest.skipUnless(shutil.which("blender"), "Blender is not installed")
    def test_blender_imports_them(self):
        with tempfile.TemporaryDirectory() as d:
            glb, obj = os.path.join(d, "city.glb"), os.path.join(d, "city.obj")
            self.assertEqual(run("--export", glb).returncode, 0)
            self.assertEqual(run("--export", obj).returncode, 0)
            script = os.path.join(d, "count.py")
            with open(script, "w") as f:
                f.write("import bpy, sys\n"
                        "path = sys.argv[-1]\n"
                        "bpy.ops.wm.read_factory_settings(use_empty=True)\n"
                        "(bpy.ops.import_scene.gltf if path.endswith('.glb') else bpy.ops.wm.obj_import)(filepath=path)\n"
                        "print('TRIANGLES', sum(len(o.data.polygons) for o in bpy.data.objects if o.type == 'MESH'))\n")
            for path in (glb, obj):
                r = subprocess.run(["blender", "--background", "--factory-startup", "--python", script, "--", path],
                                   capture_output=True, text=True, timeout=600)
                self.assertIn(f"TRIANGLES {656 * 12}", r.stdout, r.stderr[-1000:])

    def test_bad_paths_leave_nothing(self):
        with tempfile.TemporaryDirectory() as d:
            for name in ("no/such/dir/city.glb", "no/such/dir/city.obj"):
                r = run("--export", os.path.join(d, name))
                self.assertEqual(r.returncode, 1)
                self.assertIn("cannot write", r.stderr)
                self.assertEqual(r.stderr.count("\n"), 1)
            r = run("--export", os.path.join(d, "city.stl"))
            self.assertEqual(r.returncode, 2)
            self.assertIn(".glb", r.stderr)
            self.assertEqual(os.listdir(d), [])


class Plan(unittest.TestCase):
    def test_an_svg_of_the_seed_tree(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "city.svg")
            r = run("--plan", path, "--grid", "3")
            self.assertEqual(r.returncode, 0, r.stderr)
            root = ElementTree.parse(path).getroot()  # well-formed XML
            self.assertTrue(root.tag.endswith("svg"))
            self.assertEqual(root.get("viewBox"), "-750 -750 1500 1500")
            ns = "{http://www.w3.org/2000/svg}"
            self.assertGreater(len(root.findall(f"{ns}line")), 100)
            self.assertGreater(len(root.findall(f"{ns}rect")), 1000)
            r = run("--plan", path, "--variant", "terrain")
            self.assertEqual(r.returncode, 2)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
