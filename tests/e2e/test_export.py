#!/usr/bin/env python3
"""End-to-end: zcity --export and --plan, read back by tools nobody here wrote.

assimp (Debian's assimp-utils) loads the .glb and the .obj; the Khronos glTF validator (npm's
gltf-validator, installed into tests/tools by scripts/install-deps.sh) must find no error and no
warning in a .glb; Blender, where installed, imports them in background mode. All must count the
triangles zcity wrote. Exports stream: memory stays flat whatever the grid, and a .glb over its
4 GB limit is refused before any work. A long job shows a progress bar on a terminal, and only there.
Usage: test_export.py PATH/TO/zcity
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import unittest
import xml.etree.ElementTree as ElementTree
import honest

try:
    import pty  # POSIX
except ImportError:
    pty = None

ZCITY = None
TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools")
HAVE_VALIDATOR = bool(shutil.which("node")) and os.path.isdir(os.path.join(TOOLS, "node_modules", "gltf-validator"))


def run(*args, cwd=None):
    return honest.run(ZCITY, *args, cwd=cwd, timeout=300)


def cubes(*args):
    return int(run("--stats", *args).stdout.split()[3])


def glb_json(path):
    with open(path, "rb") as f:
        head = f.read(20)
        magic, version, length, json_length, kind = struct.unpack("<4sIII4s", head)
        assert (magic, version, kind) == (b"glTF", 2, b"JSON"), head
        return json.loads(f.read(json_length))


def peak_memory_of(args):
    """Runs zcity and returns (exit code, its own peak resident memory in bytes)."""
    p = subprocess.Popen([ZCITY, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)


def stderr_on_a_terminal(args, cwd):
    """Runs zcity with standard error on a pseudo-terminal; returns (exit code, what it wrote there)."""
    master, slave = pty.openpty()
    p = subprocess.Popen([ZCITY, *args], stdout=subprocess.DEVNULL, stderr=slave, cwd=cwd)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the other end closed (Linux says EIO)
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    return p.wait(timeout=300), out.decode(errors="replace")


def assimp_counts(path):
    r = subprocess.run(["assimp", "info", path, "-r"], capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise AssertionError(f"assimp could not read {path}: {r.stdout[-500:]} {r.stderr[-500:]}")
    vertices = int(re.search(r"^Vertices:\s+(\d+)", r.stdout, re.M).group(1))
    faces = int(re.search(r"^Faces:\s+(\d+)", r.stdout, re.M).group(1))
    return vertices, faces


class Export(unittest.TestCase):
    CASES = [
        # (arguments, quads: a box's 6 faces, a terrain square), each 4 corners and 2 triangles
        ([], 656 * 6),                                     # the default city
        (["--variant", "t2"], 597 * 6),
        (["--grid", "3", "--seed", "7"], None),            # counted from --stats
        (["--variant", "zterrain"], 1684 * 6),
        (["--variant", "terrain", "--terrain", "fixed"], 81 * 81),  # the patch around the camera
    ]

    def quads(self, args, expected):
        return expected if expected is not None else cubes(*args) * 6

    @honest.needs(shutil.which("assimp"), "assimp (assimp-utils)")
    def test_assimp_reads_the_counts(self):
        # The triangles are the viewer's, as before; a .glb shares each quad's 4 corners between
        # its 2 triangles (assimp's OBJ reader makes a vertex of every triangle's corner).
        with tempfile.TemporaryDirectory() as d:
            for args, expected in self.CASES:
                quads = self.quads(args, expected)
                for extension, vertices in (("glb", quads * 4), ("obj", quads * 6)):
                    with self.subTest(args=args, format=extension):
                        path = os.path.join(d, f"scene.{extension}")
                        r = run("--export", path, *args)
                        self.assertEqual(r.returncode, 0, r.stderr)
                        self.assertEqual(assimp_counts(path), (vertices, quads * 2))
                        if extension == "obj":
                            self.assertTrue(os.path.exists(os.path.join(d, "scene.mtl")))

    def test_a_node_a_city_named_by_its_address(self):
        with tempfile.TemporaryDirectory() as d:
            glb, obj = os.path.join(d, "grid.glb"), os.path.join(d, "grid.obj")
            for path in (glb, obj):
                r = run("--export", path, "--grid", "3")
                self.assertEqual(r.returncode, 0, r.stderr)
            cities = [f"city ({i},{j})" for j in (-1, 0, 1) for i in (-1, 0, 1)]  # GameDraw's loop order
            document = glb_json(glb)
            self.assertEqual([document["nodes"][n]["name"] for n in document["scenes"][0]["nodes"]], cities)
            with open(obj) as f:
                self.assertEqual([line[2:].rstrip("\n") for line in f if line.startswith("o ")], cities)
            self.assertEqual(run("--export", glb).returncode, 0)
            self.assertEqual([n["name"] for n in glb_json(glb)["nodes"]], ["city (0,0)"])

    @honest.needs(HAVE_VALIDATOR, "the glTF validator (scripts/install-deps.sh: node, npm)")
    def test_the_khronos_validator_finds_nothing_wrong(self):
        with tempfile.TemporaryDirectory() as d:
            for args in ([], ["--grid", "3"], ["--scene", "pixelcity"], ["--scene", "redux"]):
                with self.subTest(args=args):
                    path = os.path.join(d, "scene.glb")
                    r = run("--export", path, *args)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    v = subprocess.run(["node", os.path.join(TOOLS, "validate-gltf.mjs"), path],
                                       capture_output=True, text=True, timeout=300)
                    self.assertEqual(v.returncode, 0, v.stderr)
                    self.assertRegex(v.stdout, r"^errors 0 warnings 0 ", v.stdout)

    @unittest.skipUnless(hasattr(os, "wait4"), "no wait4 to measure a child's peak memory")
    def test_memory_stays_flat_whatever_the_grid(self):
        # A .glb and an OBJ are written a city at a time: the process holds one city, never the
        # file (before: six times the file, 1.7 GB for a 288 MB --grid 21).
        if honest.slowness(ZCITY) > 1:
            self.skipTest("built with a sanitizer: its shadow and quarantine are most of the peak")
        with tempfile.TemporaryDirectory() as d:
            for extension in ("glb", "obj"):
                with self.subTest(format=extension):
                    path = os.path.join(d, "grid." + extension)
                    code, small = peak_memory_of(["--export", path, "--grid", "3"])
                    self.assertEqual(code, 0)
                    code, peak = peak_memory_of(["--export", path, "--grid", "9"])
                    self.assertEqual(code, 0)
                    size = os.path.getsize(path)
                    self.assertLess(peak, size, f"peak {peak >> 20} MB for a {size >> 20} MB file")
                    self.assertLess(peak, small + (16 << 20), f"--grid 3: {small >> 20} MB, --grid 9: {peak >> 20} MB")

    def test_a_glb_over_4_gb_is_refused_up_front(self):
        # --grid 201 is some 30 million boxes, 648 bytes each in a .glb: far over the 2^32 bytes a
        # .glb's lengths can count. Refused at once, with the size, and nothing written.
        expected = cubes("--grid", "201") * 648 / 1e9
        with tempfile.TemporaryDirectory() as d:
            start = time.monotonic()
            r = run("--export", "city.glb", "--grid", "201", cwd=d)
            self.assertLess(time.monotonic() - start, 5)
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
            size = float(re.search(r"needs about ([\d.]+) GB", r.stderr).group(1))
            self.assertAlmostEqual(size, expected, delta=0.05 * expected)
            self.assertIn("try --grid", r.stderr)
            # Just over: counted exactly (the cities regrown, not baked), then refused.
            expected = cubes("--grid", "97") * 648 / 1e9
            start = time.monotonic()
            r = run("--export", "city.glb", "--grid", "97", cwd=d)
            self.assertLess(time.monotonic() - start, 10)
            self.assertEqual(r.returncode, 1, r.stderr)
            size = float(re.search(r"it would be ([\d.]+) GB", r.stderr).group(1))
            self.assertAlmostEqual(size, expected, delta=0.06)
            self.assertEqual(os.listdir(d), [])

    def test_bad_paths_leave_nothing(self):
        with tempfile.TemporaryDirectory() as d:
            for name in ("no/such/dir/city.glb", "no/such/dir/city.obj"):
                r = run("--export", os.path.join(d, name))
                self.assertEqual(r.returncode, 1)
                self.assertIn("cannot write", r.stderr)
                self.assertEqual(len(honest.own_lines(r.stderr)), 1)
            r = run("--export", os.path.join(d, "city.stl"))
            self.assertEqual(r.returncode, 2)
            self.assertIn(".glb", r.stderr)
            self.assertEqual(os.listdir(d), [])


@unittest.skipUnless(pty, "no pseudo-terminals here")
class Progress(unittest.TestCase):
    """A job over about a second shows a bar on standard error when it is a terminal, and only then."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        # Some 3 GB of .glb, written to /dev/null: two or three seconds of work and no disk.
        os.symlink(os.devnull, os.path.join(self.dir, "null.glb"))
        self.job = ["--export", "null.glb", "--grid", "81"]

    def tearDown(self):
        shutil.rmtree(self.dir)

    def test_a_bar_on_a_terminal(self):
        code, shown = stderr_on_a_terminal(self.job, self.dir)
        self.assertEqual(code, 0, shown)
        self.assertRegex(shown, r"\rzcity: exporting null\.glb +\d+% \[#*\.*\]")
        self.assertTrue(shown.endswith("100% [" + "#" * 30 + "]\r\n"), repr(shown[-200:]))  # the terminal's \r\n

    def test_nothing_with_quiet_or_on_a_pipe(self):
        code, shown = stderr_on_a_terminal([*self.job, "--quiet"], self.dir)
        self.assertEqual((code, shown), (0, ""))
        r = subprocess.run([ZCITY, *self.job], capture_output=True, text=True, timeout=300, cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""))


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
    honest.main(verbosity=2)
