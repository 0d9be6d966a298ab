#!/usr/bin/env python3
"""End-to-end tests of what zcity writes and how it fails: devices, FIFOs and links written
through, long names, Ctrl+C and SIGTERM, OBJ pairs, standard output that cannot be written, file
options without their value, extensions, one-line errors, memory and the bounds on input.

Usage: test_files.py PATH/TO/zcity
"""
import ctypes
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import honest

ZCITY = None
SMALL = ["--size", "64x64"]
POSIX = os.name == "posix"  # devices, FIFOs, symlinks, signals
LINUX = sys.platform.startswith("linux")  # where an address-space limit is enforced
if POSIX:
    import resource


def run(*args, cwd=None, stdout=subprocess.PIPE, memory=None, timeout=120, env=None):
    """Runs zcity; `memory` caps its address space in bytes (ulimit -v); `env` adds to its environment."""
    return honest.run(ZCITY, *args, cwd=cwd, stdout=stdout, memory=memory, timeout=timeout,
                      env=dict(os.environ, **(env or {})))


def temporaries(folder):
    return [name for name in os.listdir(folder) if name.startswith(".zcity-")]


def have_dev_full():
    return os.path.exists("/dev/full") and stat.S_ISCHR(os.stat("/dev/full").st_mode)


class OneLineFailure(unittest.TestCase):
    def assertFails(self, result, code, mentions=None):
        self.assertEqual(result.returncode, code, result.stderr)
        self.assertEqual(len(honest.own_lines(result.stderr)), 1, result.stderr)
        self.assertTrue(result.stderr.startswith("zcity: "), result.stderr)
        if mentions:
            self.assertIn(mentions, result.stderr)


@unittest.skipUnless(POSIX, "POSIX files")
class NotRegularFiles(OneLineFailure):
    """1: devices, FIFOs and links to them are written directly; links to files are followed."""

    @unittest.skipUnless(have_dev_full(), "no /dev/full")
    def test_a_full_device_is_a_full_disk(self):
        with tempfile.TemporaryDirectory() as d:
            link = os.path.join(d, "full.csv")
            os.symlink("/dev/full", link)  # a link in our own folder: an old zcity replaces only the link
            self.assertFails(run("--dump-boxes", link), 1, "No space left on device")
            self.assertTrue(os.path.islink(link))
            self.assertEqual(temporaries(d), [])

    def test_dev_null_is_written_and_stays_a_device(self):
        with tempfile.TemporaryDirectory() as d:
            link = os.path.join(d, "null.csv")
            os.symlink("/dev/null", link)  # never /dev/null itself: an old zcity, as root, would replace it
            self.assertEqual(run("--dump-boxes", link).returncode, 0)
            self.assertTrue(os.path.islink(link))
            self.assertTrue(stat.S_ISCHR(os.stat("/dev/null").st_mode))
            self.assertEqual(temporaries(d), [])

    def test_a_fifo_gets_the_bytes_and_stays_a_fifo(self):
        with tempfile.TemporaryDirectory() as d:
            fifo = os.path.join(d, "boxes.csv")
            os.mkfifo(fifo)
            received = []

            def read():
                with open(fifo, "rb") as f:
                    received.append(f.read())
            reader = threading.Thread(target=read, daemon=True)
            reader.start()
            r = run("--dump-boxes", fifo, timeout=30)
            reader.join(timeout=10)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))
            self.assertEqual(len(received), 1, "the reader got nothing")
            self.assertEqual(received[0], run("--dump-boxes", "-").stdout.encode())

    def test_a_link_to_standard_output_writes_to_it(self):
        with tempfile.TemporaryDirectory() as d:
            link = os.path.join(d, "stdout.csv")
            os.symlink("/proc/self/fd/1" if os.path.exists("/proc/self/fd") else "/dev/stdout", link)
            r = run("--dump-boxes", link)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertTrue(r.stdout.startswith("x1,y1,z1,x2,y2,z2,r,g,b\n"))
            self.assertTrue(os.path.islink(link))

    @honest.needs(shutil.which("bash"), "bash")
    def test_a_process_substitution(self):
        r = subprocess.run(["bash", "-c", '"$0" --dump-boxes >(wc -c) && wait $!', ZCITY], capture_output=True, text=True,
                           timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(int(r.stdout), len(run("--dump-boxes", "-").stdout))

    def test_a_link_is_followed_and_the_mode_kept(self):
        with tempfile.TemporaryDirectory() as d:
            os.mkdir(os.path.join(d, "real"))
            target = os.path.join(d, "real", "boxes.csv")
            with open(target, "w") as f:
                f.write("old\n")
            os.chmod(target, 0o600)
            link = os.path.join(d, "boxes.csv")
            os.symlink(os.path.join("real", "boxes.csv"), link)
            r = run("--dump-boxes", link)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertTrue(os.path.islink(link))
            self.assertEqual(stat.S_IMODE(os.stat(target).st_mode), 0o600)
            with open(target) as f:
                self.assertTrue(f.read().startswith("x1,"))
            self.assertEqual(temporaries(d) + temporaries(os.path.join(d, "real")), [])


class LongNames(unittest.TestCase):
    """2: a legal name of 255 characters can be written."""

    def test_names_up_to_255_characters(self):
        with tempfile.TemporaryDirectory() as d:
            for length in (237, 255):
                with self.subTest(length=length):
                    name = "b" * (length - 4) + ".csv"
                    r = run("--dump-boxes", name, "--seed", "7", cwd=d)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertGreater(os.path.getsize(os.path.join(d, name)), 1000)
            self.assertEqual(temporaries(d), [])


@unittest.skipUnless(POSIX, "POSIX signals")
class Interrupts(unittest.TestCase):
    """3: Ctrl+C and SIGTERM stop every headless mode at once, remove the temporary file and
    leave the old file as it was."""

    def interrupt(self, args, sig, wait_for, name=None):
        with tempfile.TemporaryDirectory() as d:
            if name:
                with open(os.path.join(d, name), "w") as f:
                    f.write("old\n")
            p = subprocess.Popen([ZCITY, *args], cwd=d, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            try:
                deadline = time.monotonic() + 60
                while not wait_for(d, p):
                    self.assertIsNone(p.poll(), "it ended before the signal: make the job slower")
                    self.assertLess(time.monotonic(), deadline, "the job never got going")
                    time.sleep(0.01)
                sent = time.monotonic()
                p.send_signal(sig)
                p.wait(timeout=10)
                self.assertLess(time.monotonic() - sent, 5, "it did not stop promptly")
            finally:
                if p.poll() is None:
                    p.kill()
                    p.wait()
                p.stdout.close()
                p.stderr.close()
            self.assertEqual(p.returncode, 128 + sig)
            self.assertEqual(temporaries(d), [])
            if name:
                with open(os.path.join(d, name)) as f:
                    self.assertEqual(f.read(), "old\n")

    @staticmethod
    def temporary_appears(d, _):
        return bool(temporaries(d))

    @staticmethod
    def temporary_for(seconds):
        """The temporary file, and then `seconds` more: well into the job (SDL started, the GL context made)."""
        seen = []

        def ready(d, _):
            if not seen and temporaries(d):
                seen.append(time.monotonic())
            return bool(seen) and time.monotonic() - seen[0] > seconds
        return ready

    def test_dump_boxes(self):
        self.interrupt(["--dump-boxes", "boxes.csv", "--grid", "201"], signal.SIGINT, self.temporary_appears, "boxes.csv")

    def test_screenshot(self):
        # A big grid: seconds of growing after the temporary file appears and the GL context is
        # made (the world far and level, once used here, now settles in half a second).
        args = ["--screenshot", "shot.png", "--grid", "101", "--size", "64x64", "--quiet"]
        self.interrupt(args, signal.SIGTERM, self.temporary_for(0.5), "shot.png")
        self.interrupt(args, signal.SIGINT, self.temporary_for(0.5), "shot.png")

    def test_export(self):
        self.interrupt(["--export", "city.obj", "--grid", "7"], signal.SIGINT, self.temporary_appears, "city.obj")

    def test_plan(self):
        self.interrupt(["--plan", "plan.svg", "--grid", "201"], signal.SIGTERM, self.temporary_appears, "plan.svg")

    @staticmethod
    def handlers_in_place(_, p):
        """zcity's own word (--debug-state) that its signal handlers are in place: no guess at a
        delay, which a busy machine outran (SIGHUP 0.2 s after the start came before the handler)."""
        return p.stdout.readline().startswith(b"note: signals handled")

    def test_stats(self):
        # The count takes half a second after the handlers are in place.
        self.interrupt(["--stats", "--grid", "201", "--debug-state"], signal.SIGINT, self.handlers_in_place)

    def test_flight(self):
        def first_line(_, p):
            return bool(p.stdout.readline())  # the header: the handler is in place
        self.interrupt(["--flight", "line:10", "--frames", "100000", *SMALL], signal.SIGTERM, first_line)

    def test_closing_the_terminal_and_ctrl_backslash(self):
        """Rerun 5: SIGHUP (the terminal closed) and SIGQUIT (Ctrl+\\) leave nothing behind either."""
        self.interrupt(["--export", "h.glb", "--grid", "41"], signal.SIGHUP, self.temporary_appears, "h.glb")
        self.interrupt(["--export", "r.obj", "--scene", "redux"], signal.SIGQUIT, self.temporary_appears, "r.obj")
        self.interrupt(["--dump-boxes", "boxes.csv", "--grid", "201"], signal.SIGHUP, self.temporary_appears, "boxes.csv")
        self.interrupt(["--plan", "plan.svg", "--grid", "201"], signal.SIGQUIT, self.temporary_appears, "plan.svg")
        self.interrupt(["--stats", "--grid", "201", "--debug-state"], signal.SIGHUP, self.handlers_in_place)


class ObjPairs(OneLineFailure):
    """4: an OBJ and its MTL are replaced together or not at all."""

    @unittest.skipUnless(have_dev_full(), "no /dev/full")
    def test_an_mtl_that_cannot_be_written_keeps_the_old_obj(self):
        with tempfile.TemporaryDirectory() as d:
            obj = os.path.join(d, "city.obj")
            with open(obj, "w") as f:
                f.write("old\n")
            os.symlink("/dev/full", os.path.join(d, "city.mtl"))
            self.assertFails(run("--export", obj), 1, "city.mtl: No space left on device")
            with open(obj) as f:
                self.assertEqual(f.read(), "old\n")
            self.assertEqual(temporaries(d), [])

    def test_both_are_written(self):
        with tempfile.TemporaryDirectory() as d:
            r = run("--export", "city.obj", cwd=d)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(sorted(os.listdir(d)), ["city.mtl", "city.obj"])


@unittest.skipUnless(have_dev_full(), "no /dev/full")
class FullStandardOutput(OneLineFailure):
    """5: standard output that cannot be written is an error, in every mode that prints."""

    def test_every_printing_mode(self):
        for args in (["--stats"], ["--height", "1", "2"], ["--help"], ["--version"], ["--dump-boxes", "-"],
                     ["--flight", "line:10", "--frames", "3", *SMALL]):
            with self.subTest(args=args), open("/dev/full", "w") as full:
                self.assertFails(run(*args, stdout=full), 1, "No space left on device")


class MissingValues(OneLineFailure):
    """6: a file option never takes the next option as its value."""

    def test_the_next_option_is_not_a_file(self):
        for args in (["--dump-boxes", "--stats"], ["--screenshot", "--world"], ["--plan", "--no-settings"],
                     ["--dump-boxes=", "--seed=-1"], ["--export", "--grid", "3"], ["--flight", "--frames", "3"]):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as d:
                self.assertFails(run(*args, cwd=d), 2, "needs")
                self.assertEqual(os.listdir(d), [])

    def test_negative_numbers_are_still_numbers(self):
        r = run("--height", "-5", "-5", "--terrain", "fixed")
        self.assertEqual(r.returncode, 0, r.stderr)


class Extensions(OneLineFailure):
    """7: the extension says the format."""

    def test_refused_names(self):
        for args in (["--screenshot", "city.jpg"], ["--screenshot", "city.PNG.txt"], ["--plan", "plan.png"],
                     ["--plan", "plan.txt"], ["--export", "city.stl"]):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as d:
                self.assertFails(run(*args, cwd=d), 2)
                self.assertEqual(os.listdir(d), [])

    def test_any_case(self):
        with tempfile.TemporaryDirectory() as d:
            for args in (["--screenshot", "city.PNG", *SMALL], ["--plan", "plan.SVG"], ["--dump-boxes", "boxes.txt"]):
                with self.subTest(args=args):
                    r = run(*args, cwd=d)
                    self.assertEqual(r.returncode, 0, r.stderr)


class OrthoAndWorld(OneLineFailure):
    """8: --ortho with --world is refused, in every order."""

    def test_every_order(self):
        parts = [["--screenshot", "x.png"], ["--ortho", "500"], ["--world"]]
        orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        for order in orders:
            args = [word for k in order for word in parts[k]]
            with self.subTest(args=args), tempfile.TemporaryDirectory() as d:
                self.assertFails(run(*args, cwd=d), 2, "--ortho")
                self.assertEqual(os.listdir(d), [])


class Newlines(OneLineFailure):
    """9: a value with a newline in it still gives a one-line error."""

    def test_one_line(self):
        self.assertFails(run("--seed", "12\n34"), 2, "12\\n34")
        self.assertFails(run("--scene", "x\ny"), 2)
        self.assertFails(run("--camera", "1\r,2,3,4,5"), 2)
        with tempfile.TemporaryDirectory() as d:
            self.assertFails(run("--dump-boxes", "a\nb/c.csv", cwd=d), 1, "a\\nb/c.csv")


class Memory(OneLineFailure):
    """10: a grid too big for the machine is refused up front; running out of memory is one line."""

    def test_a_grid_export_that_cannot_fit(self):
        with tempfile.TemporaryDirectory() as d:
            start = time.monotonic()
            r = run("--export", "city.glb", "--grid", "201", cwd=d)
            self.assertFails(r, 1, "needs about")
            self.assertIn("try --grid", r.stderr)
            self.assertLess(time.monotonic() - start, 5)
            self.assertEqual(os.listdir(d), [])

    @unittest.skipUnless(LINUX, "an enforced address-space limit")
    def test_a_grid_picture_beyond_the_limit(self):
        if honest.sanitized(ZCITY):
            self.skipTest("built with AddressSanitizer, which an address-space limit stops")
        with tempfile.TemporaryDirectory() as d:
            r = run("--screenshot", "city.png", "--grid", "201", cwd=d, memory=2 << 30)
            self.assertFails(r, 1, "needs about 3.0 GB")
            self.assertEqual(os.listdir(d), [])

    @unittest.skipUnless(LINUX, "an enforced address-space limit")
    def test_out_of_memory_says_what_it_was_doing(self):
        if honest.sanitized(ZCITY):
            self.skipTest("built with AddressSanitizer, which an address-space limit stops")
        with tempfile.TemporaryDirectory() as d:
            r = run("--export", "night.glb", "--scene", "pixelcity", cwd=d, memory=60 << 20)
            self.assertFails(r, 1, "out of memory: exporting night.glb")
            self.assertEqual(os.listdir(d), [])


class FlightFiles(OneLineFailure):
    """13: flight files are read with a bound; coordinates stay where the world can address them."""

    @unittest.skipUnless(LINUX, "/dev/zero, and an enforced address-space limit")
    def test_dev_zero_is_refused_at_once(self):
        if honest.sanitized(ZCITY):
            self.skipTest("built with AddressSanitizer, which an address-space limit stops")
        start = time.monotonic()
        r = run("--flight", "/dev/zero", *SMALL, memory=2 << 30, timeout=60)
        self.assertFails(r, 1, "longer than 4096 bytes")
        self.assertLess(time.monotonic() - start, 5)

    def test_beyond_the_world(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "poses.txt")
            with open(path, "w") as f:
                f.write("0 200 0 20 -20\n9.3e18 200 0 20 -20\n")
            self.assertFails(run("--flight", path, *SMALL), 1, "line 2 is beyond the world")
            with open(path, "w") as f:
                f.write("0 200 0 20 -20\n" * 100001)
            self.assertFails(run("--flight", path, *SMALL), 1, "more than 100000 poses")
        self.assertFails(run("--screenshot", "x.png", "--camera", "9.3e18,200,0,20,-20"), 2, "1e15")


class CacheBudget(OneLineFailure):
    """14: a cache budget below one screen at the view distance is refused, naming the minimum."""

    def test_the_minimum(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertFails(run("--screenshot", "x.png", "--world", "--cache-budget", "1M", cwd=d), 2, "at least 11M")
            self.assertFails(run("--world", "--view-distance", "30000", "--cache-budget", "64M", cwd=d), 2, "at least 142M")
            self.assertEqual(os.listdir(d), [])


def contents(folder):
    """Every file in the folder and its bytes."""
    found = {}
    for name in os.listdir(folder):
        with open(os.path.join(folder, name), "rb") as f:
            found[name] = f.read()
    return found


def immutable(path):
    """chattr +i where the file system and the user allow it (root on ext4); False otherwise."""
    return shutil.which("chattr") is not None and subprocess.run(["chattr", "+i", path], capture_output=True).returncode == 0


@unittest.skipUnless(LINUX, "chattr, and the file system's name limit")
class SetsCommittedTogether(OneLineFailure):
    """Rerun 6: every name a job writes is checked before any is written; a set is replaced whole."""

    def test_an_immutable_obj_keeps_its_mtl(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertEqual(run("--export", "pair.obj", cwd=d).returncode, 0)
            before = contents(d)
            obj = os.path.join(d, "pair.obj")
            if not immutable(obj):
                self.skipTest("chattr +i is not allowed here")
            try:
                self.assertFails(run("--export", "pair.obj", "--seed", "5", cwd=d), 1, "pair.obj: it is immutable")
            finally:
                subprocess.run(["chattr", "-i", obj], check=True)
            self.assertEqual(contents(d), before)  # the MTL too, and no temporaries

    def test_a_texture_name_too_long_writes_nothing(self):
        with tempfile.TemporaryDirectory() as d:
            name = "a" * 247 + ".obj"  # 251 characters, legal; its "-sheet0.png" is not
            self.assertFails(run("--export", name, "--scene", "pixelcity", cwd=d), 1, "File name too long")
            self.assertEqual(os.listdir(d), [])


@unittest.skipUnless(LINUX, "an enforced address-space limit")
class DriverUnderMemoryLimits(OneLineFailure):
    """Rerun 7: under an address-space limit the driver is not left to crash: drawing is refused up
    front below what it needs, and a crash above it leaves nothing behind and says so in one line."""

    def setUp(self):
        if honest.sanitized(ZCITY):
            self.skipTest("built with AddressSanitizer, which an address-space limit stops")

    def test_refused_up_front(self):
        for limit in (60 << 20, 200 << 20, 400 << 20):
            with self.subTest(limit=limit), tempfile.TemporaryDirectory() as d:
                r = run("--screenshot", "s.png", "--size", "256x256", cwd=d, memory=limit)
                self.assertFails(r, 1, "ulimit -v")
                self.assertIn("graphics driver", r.stderr)
                self.assertEqual(os.listdir(d), [])
                r = run("--flight", "line:10", "--frames", "3", *SMALL, cwd=d, memory=limit)
                self.assertFails(r, 1, "ulimit -v")

    def test_the_floor_grows_with_the_drivers_threads(self):
        # Issue 31: llvmpipe draws on a thread a core, and each took 64 MB of address space for a
        # malloc arena of its own: with 8 threads the window crashed at 960 MB. One arena under a
        # limit, and 16 MB a thread over two in the floor (448 MB + 14 x 16 with 16 threads).
        with tempfile.TemporaryDirectory() as d:
            r = run("--screenshot", "s.png", "--size", "256x256", cwd=d, memory=660 << 20,
                    env={"LP_NUM_THREADS": "16"})
            self.assertFails(r, 1, "at least 672 MB")
            self.assertEqual(os.listdir(d), [])
        for threads, megabytes in (("8", 560), ("16", 680)):
            for args in (["--scene", "pixelcity"], ["--world", "--cache-budget", "64M"]):
                with self.subTest(threads=threads, args=args), tempfile.TemporaryDirectory() as d:
                    r = run("--screenshot", "s.png", "--size", "640x360", *args, cwd=d, memory=megabytes << 20,
                            env={"LP_NUM_THREADS": threads})
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertTrue(os.path.exists(os.path.join(d, "s.png")))

    def test_whatever_happens_above_it_leaves_nothing(self):
        # 448 to 600 MB: a city's picture works, or (Pixel City, the world) runs out: one line each
        # time, never a temporary left behind.
        for args in (["--scene", "pixelcity"], ["--world", "--cache-budget", "64M"], []):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as d:
                r = run("--screenshot", "s.png", "--size", "256x256", *args, cwd=d, memory=470 << 20)
                self.assertEqual(temporaries(d), [])
                if r.returncode != 0:
                    # zcity's one line, last; the driver may have printed its own before it died
                    # ("Allocation failed"), which no program can keep off its standard error.
                    lines = r.stderr.splitlines()
                    self.assertEqual(sum(line.startswith("zcity: ") for line in lines), 1, r.stderr)
                    self.assertTrue(lines[-1].startswith("zcity: "), r.stderr)
                    self.assertIn(r.returncode, (1, 128 + signal.SIGSEGV, 128 + signal.SIGBUS, 128 + signal.SIGABRT))
                    self.assertFalse(os.path.exists(os.path.join(d, "s.png")))


@unittest.skipUnless(LINUX, "threads signalled one by one (tgkill)")
class CrashesSayOnce(unittest.TestCase):
    """A crash in two threads at once (the driver's workers, on a frame far too big) printed its
    line twice, interleaved: "zcity: stopped by zcity: stopped by a segmentation fault"."""

    def test_two_threads_crashing_say_it_once(self):
        if honest.sanitized(ZCITY):
            self.skipTest("the sanitizers' own handlers report crashes in their builds")
        libc = ctypes.CDLL(None, use_errno=True)
        for attempt in range(3):
            with self.subTest(attempt=attempt), tempfile.TemporaryDirectory() as d:
                process = subprocess.Popen([ZCITY, "--flight", "line:1", "--frames", "1000000", *SMALL, "--quiet"],
                                           cwd=d, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                process.stdout.readline()  # the flight's first line: the world's workers are running
                threads = sorted(int(t) for t in os.listdir(f"/proc/{process.pid}/task"))
                self.assertGreaterEqual(len(threads), 2)
                for tid in threads[-2:]:  # two threads at once, as a driver's workers crash together
                    libc.syscall(234, process.pid, tid, signal.SIGSEGV)  # tgkill on x86-64
                _, err = process.communicate(timeout=30)
                self.assertEqual(process.returncode, 128 + signal.SIGSEGV)
                self.assertEqual(err.count("zcity: "), 1, err)
                self.assertEqual(len(err.splitlines()), 1, err)


class BigJobs(OneLineFailure):
    """Rerun 1 and 4: a big picture says what it needs; a budget the machine cannot hold is refused."""

    def test_a_big_grid_picture_says_what_it_needs_first(self):
        with tempfile.TemporaryDirectory() as d:
            r = run("--screenshot", "g.png", "--grid", "121", "--size", "64x36", cwd=d)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertTrue(r.stderr.startswith("zcity: rendering --grid 121: 14641 cities, about 1.1 GB of memory\n"),
                            r.stderr)
            if honest.sanitized(ZCITY):
                return  # --quiet is the plain build's to show: a second 14,641 cities took AddressSanitizer 115 s
            r = run("--screenshot", "g.png", "--grid", "121", "--size", "64x36", "--quiet", cwd=d)
            self.assertEqual(r.stderr, "")

    def test_a_budget_beyond_memory(self):
        with tempfile.TemporaryDirectory() as d:
            for scene in ("tidied", "pixelcity", "redux"):
                with self.subTest(scene=scene):
                    start = time.monotonic()
                    r = run("--screenshot", "w.png", "--world", "--scene", scene, "--cache-budget", "1024G", cwd=d)
                    self.assertFails(r, 1, "is more than this machine can hold")
                    self.assertIn("at most --cache-budget", r.stderr)
                    self.assertLess(time.monotonic() - start, 5)
                    r = run("--flight", "line:10", "--world", "--scene", scene, "--cache-budget", "1024G", *SMALL, cwd=d)
                    self.assertFails(r, 1, "is more than this machine can hold")
            self.assertEqual(os.listdir(d), [])

    @unittest.skipUnless(LINUX, "an enforced address-space limit")
    def test_the_limit_is_what_the_process_can_have(self):
        if honest.sanitized(ZCITY):
            self.skipTest("built with AddressSanitizer, which an address-space limit stops")
        r = run("--screenshot", "w.png", "--world", "--scene", "pixelcity", "--cache-budget", "2G", *SMALL,
                memory=3 << 30)
        self.assertFails(r, 1, "at most --cache-budget 1536M")


def nobody():
    """A preexec_fn that runs the child as nobody: root ignores ulimit -u."""
    def drop():
        resource.setrlimit(resource.RLIMIT_NPROC, (5, 5))
        os.setgid(65534)
        os.setuid(65534)
    return drop


@unittest.skipUnless(LINUX and hasattr(os, "geteuid") and os.geteuid() == 0, "root, to run as nobody under ulimit -u")
class TooFewProcesses(OneLineFailure):
    """Rerun 10: a worker that cannot start says so, and how to run with fewer."""

    def test_the_world_names_its_workers(self):
        with tempfile.TemporaryDirectory() as d:
            os.chmod(d, 0o777)
            try:
                r = subprocess.run([ZCITY, "--screenshot", "w.png", "--world", "--workers", "4", *SMALL], cwd=d,
                                   capture_output=True, text=True, timeout=120, preexec_fn=nobody())
            except (OSError, subprocess.SubprocessError) as e:
                self.skipTest(f"nobody cannot run zcity from here: {e}")
            if r.returncode == 0:
                self.skipTest("this user's other processes left room for every thread")
            self.assertFails(r, 1, "cannot start worker thread")
            self.assertIn("ulimit -u", r.stderr)
            self.assertEqual(temporaries(d), [])


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.main(verbosity=1)
