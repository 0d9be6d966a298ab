#!/usr/bin/env python3
"""End-to-end tests of the Windows build under Wine: what Windows alone has, tried as a Windows
user would meet it.

Usage: test_windows.py PATH/TO/zcity.exe
Run by scripts/test-windows.sh (through ctest in build-windows/), inside Xvfb with a booted Wine
prefix. The environment names the rest:
  ZCITY_EMULATOR      wine64, which runs the .exe files
  ZCITY_PREVIEW_HOST  tests/windows/PreviewHost.c built for Windows: the settings dialogue's stand-in
  ZCITY_PACKAGE_DIR   build-windows/, where cpack left the ZIP
  ZCITY_LINUX_BIN     the Linux build of the same source, for its pictures (scripts/test-windows.sh)
Wine's GL is Mesa's llvmpipe through GLX, the same renderer the Linux build draws with here.
"""
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest
import zipfile

from png import read_png
from xorg_heads import DUMMY_DRIVER, XORG, TwoHeads
from xwindow import root_window, window_rgba
import honest

ZCITY = None
EMULATOR = os.environ.get("ZCITY_EMULATOR", "")
PREVIEW_HOST = os.environ.get("ZCITY_PREVIEW_HOST", "")
PACKAGE_DIR = os.environ.get("ZCITY_PACKAGE_DIR", "")
LINUX_ZCITY = os.environ.get("ZCITY_LINUX_BIN", "")


def run(*args, cwd=None, program=None, timeout=180):
    """zcity.exe (or `program`) under Wine, to the end; its output as bytes."""
    return honest.run(program or ZCITY, *args, prefix=(EMULATOR,), text=False, timeout=timeout, cwd=cwd)


def linux_env():
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    return env


def x_windows():
    """Every X window Wine made, as (id, title, class, width, height), from xwininfo's tree."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True, timeout=30).stdout
    found = []
    for line in tree.splitlines():
        m = re.match(r'\s*(0x[0-9a-f]+) (?:"(.*)"|\(has no name\)): \((?:"([^"]*)")?.*?\)\s+(\d+)x(\d+)\+', line)
        if m:
            found.append((int(m.group(1), 16), m.group(2) or "", m.group(3) or "", int(m.group(4)), int(m.group(5))))
    return found


def wait_for_window(predicate, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for window in x_windows():
            if predicate(window):
                return window
        time.sleep(0.25)
    raise AssertionError("no such window appeared: " + repr([w for w in x_windows() if w[3] > 1]))


def picture_of(window):
    """What the X window shows: (width, height, rows of RGBA)."""
    return window_rgba(os.environ["DISPLAY"], window[0], window[3], window[4])


def lit_share(picture):
    """The share of pixels brighter than black (any channel over 24): a drawn city, not an empty window."""
    width, height, rows = picture
    lit = sum(1 for row in rows for i in range(0, 4 * width, 4) if max(row[i:i + 3]) > 24)
    return lit / (width * height)


class Started:
    """A process under Wine for the length of a with block, which never outlives it."""

    def __init__(self, *args, cwd=None, text=False):
        self.process = subprocess.Popen([EMULATOR, *args], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=text)

    def __enter__(self):
        return self.process

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.process.stdout.close()
        self.process.stderr.close()


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, timeout=30, capture_output=True)


def differing_share(a, b, levels):
    """The share of pixels where R, G or B differ by more than `levels`."""
    (width, height, rows_a), (_, _, rows_b) = a, b
    off = 0
    for ra, rb in zip(rows_a, rows_b):
        if ra != rb:
            channels = len(ra) // width
            off += sum(1 for x in range(width)
                       if any(abs(p - q) > levels for p, q in zip(ra[x * channels:x * channels + 3], rb[x * channels:x * channels + 3])))
    return off / (width * height)


class SamePicturesAsLinux(unittest.TestCase):
    """--screenshot of one scene is the Linux build's picture: the same generator, the same
    shaders, the same llvmpipe (Wine hands GL to Mesa through GLX)."""

    SCENES = [
        [], ["--scene", "t2", "--seed", "42"], ["--scene", "zterrain"], ["--scene", "terrain", "--terrain", "fixed"],
        ["--scene", "pixelcity", "--seed", "6", "--camera", "512,130,900,0,-14"], ["--scene", "redux"],
        ["--world", "--camera", "0,300,0,30,-20"], ["--scene", "pixelcity", "--look", "wireframe"],
        ["--palette", "cga", "--fog"], ["--overlay"],
    ]

    def test_every_scene_as_on_linux(self):
        self.assertTrue(os.access(LINUX_ZCITY, os.X_OK), "ZCITY_LINUX_BIN names no Linux zcity (scripts/test-windows.sh builds it)")
        with tempfile.TemporaryDirectory() as d:
            windows_png, linux_png = os.path.join(d, "windows.png"), os.path.join(d, "linux.png")
            for scene in self.SCENES:
                with self.subTest(scene=scene):
                    args = ["--size", "480x270", *scene]
                    r = run("--screenshot", windows_png, *args)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    r = subprocess.run([LINUX_ZCITY, "--screenshot", linux_png, *args], capture_output=True, timeout=180,
                                       env=linux_env())
                    self.assertEqual(r.returncode, 0, r.stderr)
                    windows, linux = read_png(windows_png), read_png(linux_png)
                    self.assertEqual(windows[:2], linux[:2])
                    # Byte for byte: the overlay's text too (Dear ImGui built from the same version).
                    self.assertEqual(windows[2], linux[2], f"{differing_share(windows, linux, 2):.4%} of pixels differ by more than 2")


class BinaryStandardOutput(unittest.TestCase):
    """Windows opens standard output in text mode, which turns each \\n into \\r\\n: a PNG piped
    out was corrupt. What goes to - is the file's bytes."""

    def test_picture_dump_and_plan_on_standard_output_are_the_files(self):
        with tempfile.TemporaryDirectory() as d:
            for mode, name in (("--screenshot", "shot.png"), ("--dump-boxes", "boxes.csv"), ("--plan", "plan.svg")):
                with self.subTest(mode=mode):
                    path = os.path.join(d, name)
                    extra = ["--size", "320x180"] if mode == "--screenshot" else []
                    r = run(mode, path, *extra)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    piped = run(mode, "-", *extra)
                    self.assertEqual(piped.returncode, 0, piped.stderr)
                    with open(path, "rb") as f:
                        written = f.read()
                    self.assertNotIn(b"\r\n", written if mode != "--screenshot" else b"")
                    self.assertEqual(piped.stdout, written)
            self.assertEqual(read_png(os.path.join(d, "shot.png"))[:2], (320, 180))


class Package(unittest.TestCase):
    """The ZIP cpack makes, unpacked in a clean folder as a user would: it starts there."""

    def setUp(self):
        zips = glob.glob(os.path.join(PACKAGE_DIR, "zcity-*-win64.zip"))
        self.assertEqual(len(zips), 1, f"one ZIP in {PACKAGE_DIR}: {zips}")
        self.folder = tempfile.TemporaryDirectory()
        with zipfile.ZipFile(zips[0]) as z:
            self.names = z.namelist()
            z.extractall(self.folder.name)
        (self.top,) = {name.split("/")[0] for name in self.names}
        self.unpacked = os.path.join(self.folder.name, self.top)

    def tearDown(self):
        self.folder.cleanup()

    def test_it_holds_the_program_the_screensaver_the_dll_and_the_licences(self):
        files = {name[len(self.top) + 1:] for name in self.names}
        for name in ("zcity.exe", "zcity.scr", "SDL2.dll", "doc/LICENSE", "doc/README.md", "doc/licences/third-party.txt",
                     "doc/licences/SDL2/LICENSE.txt", "doc/licences/libpng.txt", "doc/licences/zlib.txt",
                     "doc/licences/imgui.txt", "doc/licences/glm.txt", "doc/licences/CLI11.txt"):
            self.assertIn(name, files)
        dlls = [f for f in files if f.lower().endswith(".dll")]
        self.assertEqual(dlls, ["SDL2.dll"])  # -static: the C and C++ runtimes and zlib are inside
        with open(os.path.join(self.unpacked, "zcity.exe"), "rb") as a, open(os.path.join(self.unpacked, "zcity.scr"), "rb") as b:
            self.assertEqual(a.read(), b.read())
        objdump = shutil.which("x86_64-w64-mingw32-objdump")
        if objdump:
            imports = subprocess.run([objdump, "-p", os.path.join(self.unpacked, "zcity.exe")], capture_output=True, text=True).stdout
            needed = sorted(set(re.findall(r"DLL Name: (\S+)", imports)))
            system = {"KERNEL32.dll", "msvcrt.dll", "SHELL32.dll", "USER32.dll", "GDI32.dll", "ADVAPI32.dll", "ole32.dll",
                      "IMM32.dll", "psapi.dll", "PSAPI.DLL", "WINMM.dll", "VERSION.dll", "SETUPAPI.dll", "OLEAUT32.dll"}
            self.assertEqual([dll for dll in needed if dll not in system], ["SDL2.dll"])

    def test_it_runs_from_a_clean_folder(self):
        exe = os.path.join(self.unpacked, "zcity.exe")
        r = run("--version", program=exe, cwd=self.unpacked)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout.decode(), r"^zcity \d+\.\d+\.\d+\r?\n$")
        r = run("--screenshot", "shot.png", "--size", "320x180", program=exe, cwd=self.unpacked)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(read_png(os.path.join(self.unpacked, "shot.png"))[:2], (320, 180))

    def test_the_screensaver_covers_the_screen_draws_and_quits_on_input(self):
        """zcity.scr /s, as Windows starts it when the screen idles: full screen, Pixel City
        flying itself, and the first mouse movement ends it with exit code 0."""
        with Started(os.path.join(self.unpacked, "zcity.scr"), "/s", cwd=self.unpacked) as process:
            window = wait_for_window(lambda w: w[2] == "zcity.scr" and w[1].startswith("Pixel City:"))
            self.assertEqual(window[3:], (1280, 720))  # the whole Xvfb screen
            time.sleep(2)
            self.assertGreater(lit_share(picture_of(window)), 0.02)
            self.assertIsNone(process.poll())  # still running until someone touches the mouse
            xdotool("mousemove", "200", "200")
            time.sleep(0.3)
            xdotool("mousemove", "400", "300")
            self.assertEqual(process.wait(timeout=20), 0)
            self.assertEqual(process.stderr.read(), b"")

    def test_the_settings_button_opens_the_dialogue_and_esc_closes_it(self):
        """zcity.scr /c, the settings dialogue's button: zcity's own settings dialogue (the scene,
        the look, the frame rate...), which Esc closes without saving."""
        with Started(os.path.join(self.unpacked, "zcity.scr"), "/c", cwd=self.unpacked) as process:
            dialogue = wait_for_window(lambda w: w[1] == "zcity: screensaver settings")
            # The window has its title before its first frame is drawn.
            deadline = time.monotonic() + 10
            while lit_share(picture_of(dialogue)) < 0.02 and time.monotonic() < deadline:
                time.sleep(0.25)
            self.assertGreater(lit_share(picture_of(dialogue)), 0.02)  # its widgets drawn
            self.assertIsNone(process.poll())  # it waits for the user
            xdotool("windowfocus", "--sync", str(dialogue[0]))
            xdotool("key", "Escape")
            self.assertEqual(process.wait(timeout=20), 0)
            self.assertEqual(process.stdout.read(), b"")

    def test_the_preview_draws_inside_another_programs_window(self):
        """zcity.scr /p HWND as the settings dialogue starts it: its picture in a child window of
        the dialogue's preview box (a window of another process), at the box's size; it ends by
        itself, exit code 0, when the dialogue closes. The picture is read from the X window Wine
        makes for zcity's GL child: Wine renders a GL child window of another process's window
        offscreen (an X window redirected with Composite) and does not copy it onto the box's
        pixels on the screen, which Windows' compositor does."""
        scr = os.path.join(self.unpacked, "zcity.scr")
        scr_for_windows = "Z:" + scr.replace("/", "\\")
        with Started(PREVIEW_HOST, scr_for_windows, "12", text=True) as process:
            preview = process.stdout.readline().split()
            self.assertEqual(preview[0], "preview", preview)
            box = (int(preview[4]), int(preview[5]))  # the box's client size, read by the host from Windows
            self.assertGreater(min(box), 16, preview)
            window = wait_for_window(lambda w: (w[3], w[4]) == box, timeout=30)
            deadline = time.monotonic() + 10
            while lit_share(picture_of(window)) < 0.02 and time.monotonic() < deadline:
                time.sleep(0.5)
            self.assertGreater(lit_share(picture_of(window)), 0.02)
            children = process.stdout.readline().split()
            self.assertEqual(children, ["children", "1", "zcityPreview"])  # zcity's child, in the box
            self.assertEqual(process.stdout.readline().split(), ["exit", "0"])
            self.assertEqual(process.wait(timeout=30), 0, process.stderr.read())


class TwoDisplays(unittest.TestCase):
    """--displays the Windows way: two 640x360 displays side by side (Xorg's dummy driver,
    xorg_heads.py), which Wine reports as two monitors, in a Wine prefix of the test's own (a
    prefix keeps the displays its first process found, Xvfb's one for the others)."""

    def test_the_screensaver_fills_each_display_as_displays_says(self):
        """The screensaver's one window over both monitors: same, one picture on each; each, a
        city of its own on each (main and span are the same code as on Linux, proven there:
        test_screensaver.py). The mouse ends it with exit 0, as it ends /s."""
        def halves(display):
            width, height, rows = window_rgba(display, root_window(display), TwoHeads.WIDTH, TwoHeads.HEIGHT)
            return ((width // 2, height, [r[:width * 2] for r in rows]), (width // 2, height, [r[width * 2:] for r in rows]))

        with TwoHeads() as x, tempfile.TemporaryDirectory() as prefix:
            env = dict(os.environ, DISPLAY=x.display, WINEPREFIX=prefix)
            server = os.path.join(os.path.dirname(EMULATOR), "wineserver")
            try:
                subprocess.run([EMULATOR, "wineboot", "-i"], env=env, capture_output=True, timeout=180)
                for mode in ("same", "each"):
                    with self.subTest(displays=mode):
                        process = subprocess.Popen([EMULATOR, ZCITY, "--screensaver", "--displays", mode, "--scene", "tidied",
                                                    "--seed", "6"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                        try:
                            deadline = time.monotonic() + 90
                            while lit_share(halves(x.display)[0]) < 0.2:
                                self.assertIsNone(process.poll(), "zcity ended")
                                self.assertLess(time.monotonic(), deadline, "nothing drawn in 90 s")
                                time.sleep(0.5)
                            time.sleep(2)  # past the fade in
                            first, second = halves(x.display)
                            if mode == "same":
                                self.assertLessEqual(differing_share(first, second, 8), 0.01)
                            else:
                                self.assertGreater(lit_share(second), 0.2)
                                self.assertGreater(differing_share(first, second, 8), 0.3)
                            for at in (("200", "200"), ("400", "300")):
                                subprocess.run(["xdotool", "mousemove", *at], env=env, check=True, timeout=30)
                                time.sleep(0.3)
                            self.assertEqual(process.wait(timeout=20), 0)
                        finally:
                            if process.poll() is None:
                                process.kill()
                            process.communicate()
            finally:
                subprocess.run([server, "-k"], env=env, capture_output=True, timeout=60)


class Window(unittest.TestCase):
    def test_the_window_opens_draws_and_quits_on_escape(self):
        with tempfile.TemporaryDirectory() as d:
            with Started(ZCITY, "--no-settings", "--size", "640x360", cwd=d) as process:
                window = wait_for_window(lambda w: w[2] == "zcity.exe" and w[1].startswith("City:") and w[3] == 640)
                self.assertEqual(window[3:], (640, 360))
                time.sleep(1)
                self.assertGreater(lit_share(picture_of(window)), 0.3)  # the grey city over its ground
                xdotool("windowfocus", "--sync", str(window[0]))
                xdotool("key", "Escape")
                self.assertEqual(process.wait(timeout=20), 0)
                self.assertEqual(process.stderr.read(), b"")

    def test_the_wallpaper_is_not_windows_and_says_so_in_one_line(self):
        """--wallpaper is Wayland's and X11's: on Windows one line naming why, exit 2, no window."""
        r = run("--wallpaper")
        self.assertEqual(r.returncode, 2)
        lines = [line for line in r.stderr.decode().splitlines() if line.strip()]
        self.assertEqual(len(lines), 1, lines)
        self.assertIn("Windows' desktop behind its icons is Explorer's", lines[0])

    def test_opengl_es_needs_angle_and_says_so_in_one_line(self):
        """--gl es: Windows' OpenGL drivers (and Wine's) give no OpenGL ES context, and zcity ships
        no ANGLE: one line and exit code 1, nothing written."""
        with tempfile.TemporaryDirectory() as d:
            r = run("--screenshot", os.path.join(d, "es.png"), "--gl", "es", "--size", "64x64")
            self.assertEqual(r.returncode, 1)
            self.assertEqual(r.stderr.count(b"\n"), 1, r.stderr)
            self.assertEqual(os.listdir(d), [])


class FilesKeptAsWindowsKeepsThem(unittest.TestCase):
    """What Windows does with files that Linux does not: an open file cannot simply be removed, a
    user folder is named in UTF-16 (a narrow path reads it in the ANSI code page), and a file can
    be marked read-only apart from its permissions."""

    def test_an_interrupted_export_leaves_no_temporary_and_the_old_file(self):
        """Ctrl+C while an export writes its 12 files: exit 130, the old file as it was, and none
        of the temporaries (the handler runs on a thread of its own while they are still open)."""
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "city.obj"), "w") as f:
                f.write("old\n")
            # 16 times the original's city: about 7 s under Wine, 360 MB of OBJ.
            with Started(ZCITY, "--scene", "pixelcity", "--city-size", "4096", "--export", "city.obj", cwd=d) as process:
                deadline = time.monotonic() + 60
                while not any(n.startswith(".zcity-") for n in os.listdir(d)):
                    self.assertIsNone(process.poll(), "the export ended before its files appeared")
                    self.assertLess(time.monotonic(), deadline, "no temporary appeared")
                    time.sleep(0.05)
                time.sleep(0.3)  # into the writing
                process.send_signal(signal.SIGINT)  # Wine hands it to the console as Ctrl+C
                self.assertEqual(process.wait(timeout=30), 130)
            time.sleep(0.5)  # Wine's server closes the last handles after the process ends
            self.assertEqual(os.listdir(d), ["city.obj"])
            with open(os.path.join(d, "city.obj")) as f:
                self.assertEqual(f.read(), "old\n")

    def test_a_read_only_file_is_refused_before_anything_is_replaced(self):
        """attrib +r on the .mtl of an .obj export: one line naming it, exit 1, both old files
        as they were (Wine's rename would replace a read-only file; Windows' refuses it, after
        the .obj beside it had been replaced)."""
        with tempfile.TemporaryDirectory() as d:
            for name in ("city.obj", "city.mtl"):
                with open(os.path.join(d, name), "w") as f:
                    f.write("old " + name)
            r = run("/c", "attrib", "+r", "Z:" + os.path.join(d, "city.mtl").replace("/", "\\"), program="cmd")
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(os.stat(os.path.join(d, "city.mtl")).st_mode & 0o222, 0)  # Wine keeps +r as no write bits
            r = run("--export", "city.obj", cwd=d)
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertEqual(r.stderr.decode().strip(), "zcity: cannot write city.mtl: it is read-only (attrib +r)")
            self.assertEqual(sorted(os.listdir(d)), ["city.mtl", "city.obj"])
            for name in ("city.obj", "city.mtl"):
                with open(os.path.join(d, name)) as f:
                    self.assertEqual(f.read(), "old " + name)

    def test_settings_come_back_in_a_user_folder_named_in_other_letters(self):
        """A Windows user named zoë: the window reads the settings in her AppData folder (the
        scene there, Pixel City, is the window's title) and writes them back on Escape."""
        user = f"zoë{os.getpid()}"
        env = dict(os.environ, USER=user)  # Wine names the profile's folder C:\users\<USER>
        profile = os.path.join(os.environ["WINEPREFIX"], "drive_c", "users", user)
        try:
            r = subprocess.run([EMULATOR, ZCITY, "--version"], env=env, capture_output=True, timeout=120)
            self.assertEqual(r.returncode, 0, r.stderr)  # and Wine has made her profile
            folder = os.path.join(profile, "AppData", "Roaming", "zcity", "zcity")
            os.makedirs(folder, exist_ok=True)
            settings = os.path.join(folder, "settings.ini")
            with open(settings, "w") as f:
                f.write("scene=pixelcity\n")
            with tempfile.TemporaryDirectory() as d:
                process = subprocess.Popen([EMULATOR, ZCITY, "--size", "640x360"], cwd=d, env=env,
                                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                try:
                    window = wait_for_window(lambda w: w[2] == "zcity.exe" and w[3] == 640 and w[1].startswith(("City:", "Pixel City:")))
                    self.assertTrue(window[1].startswith("Pixel City:"), f"the saved scene was not read: {window[1]!r}")
                    xdotool("windowfocus", "--sync", str(window[0]))
                    xdotool("key", "Escape")
                    self.assertEqual(process.wait(timeout=20), 0, process.stderr.read())
                finally:
                    if process.poll() is None:
                        process.kill()
                    process.communicate()
            with open(settings) as f:
                saved = f.read()
            self.assertIn("scene=pixelcity", saved)
            self.assertNotEqual(saved, "scene=pixelcity\n")  # written again, with the window's place
        finally:
            shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    ZCITY = os.path.abspath(sys.argv.pop(1))
    honest.suite_needs("xrandr", "xdotool", XORG)
    if not os.path.exists(DUMMY_DRIVER):
        honest.suite_needs(DUMMY_DRIVER + " (xserver-xorg-video-dummy)")
    honest.main(verbosity=2)
