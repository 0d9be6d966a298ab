#!/usr/bin/env python3
"""End-to-end tests of the zcity command line: the real binary, its output, exit codes and files.

Usage: test_cli.py PATH/TO/zcity
The Windows build runs under Wine: ZCITY_EMULATOR names it (tests/CMakeLists.txt), and the few
cases that are Linux's own say so and skip there.
"""
import csv
import io
import os
import resource
import subprocess
import sys
import tempfile
import unittest
import honest

ZCITY = None
EMULATOR = [os.environ["ZCITY_EMULATOR"]] if os.environ.get("ZCITY_EMULATOR") else []
WINDOWS = bool(EMULATOR) or sys.platform == "win32"


def run(*args):
    return honest.run(ZCITY, *args, prefix=EMULATOR)


class Stats(unittest.TestCase):
    def test_default_city(self):
        r = run("--stats")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "City: 213 buildings, 656 cubes\n")

    def test_t2(self):
        r = run("--stats", "--variant", "t2")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "City: 216 buildings, 597 cubes\n")

    def test_seed_in_hex_and_decimal_is_the_same_city(self):
        self.assertEqual(run("--stats", "--seed", "0xA749F86C").stdout, "City: 213 buildings, 656 cubes\n")
        self.assertEqual(run("--stats", "--seed", "2806642796").stdout, "City: 213 buildings, 656 cubes\n")

    def test_grid_totals_add_up_the_cities(self):
        total_buildings = total_cubes = 0
        for j in range(-1, 2):
            for i in range(-1, 2):
                seed = (0xA749F86C + (i << 17) + (j << 5)) % 2**32
                line = run("--stats", "--seed", str(seed)).stdout.split()
                total_buildings += int(line[1])
                total_cubes += int(line[3])
        r = run("--stats", "--grid", "3")
        self.assertEqual(r.stdout, f"City: {total_buildings} buildings, {total_cubes} cubes\n")


class Terrain(unittest.TestCase):
    def height(self, x, z, *extra):
        r = run("--height", str(x), str(z), *extra)
        self.assertEqual(r.returncode, 0, r.stderr)
        return float(r.stdout)

    def test_the_seeds_figures(self):
        self.assertEqual(self.height(0, 0), 0.0)
        self.assertAlmostEqual(self.height(5, 5), 4.86, delta=0.005)
        self.assertAlmostEqual(self.height(5, 5, "--terrain", "fixed"), 4.86, delta=0.005)

    def test_negative_coordinates(self):
        self.assertEqual(self.height(-5, -5), 0.0)  # faithful: the cell is on the wrong side
        self.assertGreater(self.height(-5, -5, "--terrain", "fixed"), 0.0)

    def test_bad_numbers(self):
        for args in (["--height", "1"], ["--height", "1", "x"], ["--height", "nan", "0"], ["--height", "0", "0", "--terrain", "wobbly"]):
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(len(honest.own_lines(r.stderr)), 1)

    def test_zterrain_counts(self):
        self.assertEqual(run("--stats", "--variant", "zterrain").stdout, "City: 0 buildings, 1684 cubes\n")
        rows = run("--dump-boxes", "-", "--variant", "zterrain").stdout.splitlines()
        self.assertEqual(len(rows), 1 + 1684)


class DumpBoxes(unittest.TestCase):
    def read_csv(self, text):
        rows = list(csv.reader(io.StringIO(text)))
        self.assertEqual(rows[0], ["x1", "y1", "z1", "x2", "y2", "z2", "r", "g", "b"])
        return [[float(v) for v in row] for row in rows[1:]]

    def test_stdout_has_one_row_per_box(self):
        r = run("--dump-boxes", "-")
        self.assertEqual(r.returncode, 0, r.stderr)
        rows = self.read_csv(r.stdout)
        self.assertEqual(len(rows), 656)
        self.assertEqual((rows[0][1], rows[0][4], rows[0][6]), (0.0, 0.1, 0.5))  # the first base slab
        self.assertEqual(len(self.read_csv(run("--dump-boxes", "-", "--variant", "t2").stdout)), 597)

    def test_file_matches_stdout(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "boxes.csv")
            r = run("--dump-boxes", path, "--grid", "3", "--seed", "7")
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(path) as f:
                self.assertEqual(f.read(), run("--dump-boxes", "-", "--grid", "3", "--seed", "7").stdout)
            self.assertEqual(os.listdir(d), ["boxes.csv"])  # no temporary file left

    def test_unwritable_path_is_an_error_and_leaves_nothing(self):
        with tempfile.TemporaryDirectory() as d:
            r = run("--dump-boxes", os.path.join(d, "missing", "boxes.csv"))
            self.assertEqual(r.returncode, 1)
            self.assertIn("cannot write", r.stderr)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1)
            self.assertEqual(os.listdir(d), [])
            r = run("--dump-boxes", d)
            self.assertEqual(r.returncode, 1)
            self.assertIn("directory", r.stderr)


class BadInput(unittest.TestCase):
    BAD = [
        (["--bogus"], "--bogus"),
        (["--stats", "--seed"], "--seed"),
        (["--stats", "--seed", "banana"], "banana"),
        (["--stats", "--seed", "4294967296"], "4294967296"),
        (["--stats", "--seed", "-1"], "--seed"),
        (["--stats", "--variant", "t3"], "t3"),
        (["--stats", "--grid", "4"], "odd"),
        (["--stats", "--grid", "0"], "positive"),
        (["--stats", "--grid", "-3"], "--grid"),
        (["--stats", "--grid", "100001"], "too large"),
    ]

    def test_one_line_exit_2(self):
        for args, mentions in self.BAD:
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stdout, "")
                self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
                self.assertIn(mentions, r.stderr)

    def test_bad_input_leaves_an_existing_file_untouched(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "keep.csv")
            with open(path, "w") as f:
                f.write("precious\n")
            for args, _ in self.BAD[1:]:
                with self.subTest(args=args):
                    extra = [a for a in args if a != "--stats"]
                    r = run("--dump-boxes", path, *extra)
                    self.assertEqual(r.returncode, 2)
                    with open(path) as f:
                        self.assertEqual(f.read(), "precious\n")
            self.assertEqual(os.listdir(d), ["keep.csv"])


class WindowsScreensaverArguments(unittest.TestCase):
    """zcity.exe renamed zcity.scr is run with these; on Linux /p has no window to draw in."""

    @unittest.skipIf(WINDOWS, "on Windows /c opens the dialogue on the desktop: test_windows.py")
    def test_settings_need_a_display_for_their_dialogue(self):
        for flag in ("/c", "/C", "/c:5678", "--screensaver-settings"):
            r = honest.run(ZCITY, flag, prefix=EMULATOR, env=honest.headless_env(), timeout=60)
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
            self.assertIn("no display", r.stderr)

    @unittest.skipIf(WINDOWS, "on Windows /p draws in the window: test_windows.py")
    def test_the_preview_is_windows_own(self):
        for args in (["/p", "1234"], ["/p:1234"]):
            r = run(*args)
            self.assertEqual(r.returncode, 2)
            self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
            self.assertIn("-window-id", r.stderr)

    def test_a_preview_without_its_window_is_a_usage_error(self):
        r = run("/p")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(len(honest.own_lines(r.stderr)), 1, r.stderr)
        self.assertIn("/p needs the preview window's handle", r.stderr)


@unittest.skipIf(WINDOWS or not sys.platform.startswith("linux"), "glibc's huge pages are Linux's")
class HugePages(unittest.TestCase):
    """zcity starts itself again with glibc's malloc asking for transparent huge pages where the
    kernel gives them only to those who ask (platform/ProcessMemory.hpp): seen in the running
    process's own environment and name, read from /proc while it waits to write its boxes."""

    def running(self, env=None, memory=None):
        """(GLIBC_TUNABLES as the running zcity has it, or None; its name; its program)."""
        limit = (lambda: resource.setrlimit(resource.RLIMIT_AS, (memory, memory))) if memory else None
        environment = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
        environment.update(env or {})
        # Pixel City's boxes fill the pipe many times over: zcity waits in its write, started
        # again by then, until it is ended.
        p = subprocess.Popen([ZCITY, "--scene", "pixelcity", "--dump-boxes", "-"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=environment, preexec_fn=limit)
        try:
            self.assertTrue(p.stdout.read(1), "zcity wrote no boxes")
            with open(f"/proc/{p.pid}/environ", "rb") as f:
                entries = f.read().decode().split("\0")
            with open(f"/proc/{p.pid}/comm") as f:
                name = f.read().strip()
            program = os.readlink(f"/proc/{p.pid}/exe")
        finally:
            p.kill()
            p.wait()
            p.stdout.close()
        # glibc 2.36 parses GLIBC_TUNABLES in place, each ':' made a NUL: the tunables after the
        # first read here as entries of their own, which are put back.
        tunables = None
        for entry in entries:
            if entry.startswith("GLIBC_TUNABLES="):
                tunables = entry[len("GLIBC_TUNABLES="):]
            elif tunables is not None and entry.startswith("glibc.") and "=" in entry:
                tunables += ":" + entry
            elif tunables is not None:
                break
        return tunables, name, program

    def test_asked_for_where_the_kernel_wants_asking(self):
        with open("/sys/kernel/mm/transparent_hugepage/enabled") as f:
            asks = "[madvise]" in f.read()
        tunables, name, program = self.running()
        self.assertEqual(tunables, "glibc.malloc.hugetlb=1" if asks else None)
        self.assertEqual(name, "zcity")  # started again as itself, not as /proc/self/exe
        self.assertEqual(program, os.path.realpath(ZCITY))
        if asks:  # the user's own tunables kept, ours after them
            self.assertEqual(self.running({"GLIBC_TUNABLES": "glibc.malloc.arena_max=2"})[0],
                             "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1")

    def test_not_where_the_user_or_a_limit_says_otherwise(self):
        self.assertEqual(self.running({"GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"})[0], "glibc.malloc.hugetlb=0")
        # Under ulimit -v: 2 MB-aligned mappings would take the limit's room (the plain build's
        # case: a sanitizer's cannot start under a limit at all).
        if not honest.sanitized(ZCITY):
            self.assertIsNone(self.running(memory=4 << 30)[0])


class HelpAndVersion(unittest.TestCase):
    def test_help(self):
        r = run("--help")
        self.assertEqual(r.returncode, 0)
        for option in ["--stats", "--dump-boxes", "--seed", "--variant", "--grid", "--version"]:
            self.assertIn(option, r.stdout)

    def test_version(self):
        r = run("--version")
        self.assertEqual(r.returncode, 0)
        self.assertRegex(r.stdout, r"^zcity \d+\.\d+\.\d+\n$")


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=2)
