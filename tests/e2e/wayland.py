"""A Wayland desktop for the tests: a headless sway, with a keyboard and a mouse a test can use.

sway runs on wlroots' headless backend with its pixman renderer (no GPU, no seat, no input
devices). sway refuses to run as root, so as root (CI's machines) it runs as a user of its own,
made once; its clients (zcity, grim, swaymsg) run as the caller, reaching it through
XDG_RUNTIME_DIR. The seat has no devices of its own: for the whole of a desktop's life
tests/wayland/VirtualInput.c keeps a virtual keyboard and a virtual pointer on it, so a client
made later sees both from its start, as on a real desktop.
"""
import json
import os
import pwd
import re
import shutil
import subprocess
import tempfile
import time

from png import read_png
from test_window import Xvfb
from xwindow import root_window, window_rgba

USER = "zcity-wayland"  # who runs sway when the tests run as root
TOOLS = ("sway", "swaymsg", "grim")
# Linux's key codes (linux/input-event-codes.h) of the keys the tests press, by their xkb names.
KEY_CODES = {"Escape": 1, "w": 17, "v": 47, "space": 57, "F1": 59, "F2": 60, "F3": 61}


def _as_user():
    """The command prefix that runs sway as a user who may; made once, where the tests are root."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam(USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", USER],
                       check=True, capture_output=True, timeout=30)
    return ["runuser", "-u", USER, "--"]


class Sway:
    """A headless sway with `outputs` outputs of `size` side by side (HEADLESS-1, HEADLESS-2, ...)."""

    def __init__(self, input_tool, outputs=1, size=(640, 360)):
        self.input_tool, self.outputs, self.size = input_tool, outputs, size
        self.helpers = []

    def __enter__(self):
        self.runtime = tempfile.mkdtemp(prefix="zcity-wayland-")
        prefix = _as_user()
        config = os.path.join(self.runtime, "config")
        with open(config, "w") as f:
            width, height = self.size
            for i in range(self.outputs):
                f.write(f"output HEADLESS-{i + 1} resolution {width}x{height} position {i * width} 0\n")
            # A tiled window fills its output exactly: no borders, no gaps, no bar.
            f.write("default_border none\ndefault_floating_border none\nfocus_follows_mouse no\n")
        if prefix:
            shutil.chown(self.runtime, user=USER)
            shutil.chown(config, user=USER)
        os.chmod(self.runtime, 0o700)
        compositor_env = {"XDG_RUNTIME_DIR": self.runtime, "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman",
                          "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_HEADLESS_OUTPUTS": str(self.outputs),
                          "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        self.log = open(os.path.join(self.runtime, "sway.log"), "w")
        self.process = subprocess.Popen([*prefix, "env", "-i", *(f"{k}={v}" for k, v in compositor_env.items()),
                                         "sway", "-c", config], stdout=self.log, stderr=subprocess.STDOUT)
        try:
            self._wait_for_sockets()
            self._add_input_devices()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _wait_for_sockets(self, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            names = os.listdir(self.runtime)
            display = [n for n in names if n.startswith("wayland-") and not n.endswith(".lock")]
            ipc = [n for n in names if n.startswith("sway-ipc.")]
            if display and ipc:
                env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "SDL_VIDEODRIVER")}
                self.env = dict(env, XDG_RUNTIME_DIR=self.runtime, WAYLAND_DISPLAY=display[0],
                                SWAYSOCK=os.path.join(self.runtime, ipc[0]))
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(f"sway did not start: {self.sway_log()}")

    def _add_input_devices(self):
        self.input = subprocess.Popen([self.input_tool], env=self.env, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True)
        self.helpers.append(self.input)
        if self.input.stdout.readline().strip() != "ready":
            raise AssertionError("the virtual keyboard and pointer did not join the seat")
        deadline = time.monotonic() + 10
        while self.seat()["capabilities"] != 3:  # wl_seat's pointer (1) and keyboard (2)
            if time.monotonic() > deadline:
                raise AssertionError(f"the seat has no keyboard and pointer: {self.seat()}")
            time.sleep(0.05)

    def __exit__(self, *exc):
        for helper in self.helpers:
            helper.kill()
            helper.wait()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        shutil.rmtree(self.runtime, ignore_errors=True)

    def sway_log(self):
        with open(os.path.join(self.runtime, "sway.log")) as f:
            return f.read()[-2000:]

    def swaymsg(self, *args):
        r = subprocess.run(["swaymsg", *args], env=self.env, capture_output=True, text=True, timeout=30)
        if r.returncode != 0:
            raise AssertionError(f"swaymsg {' '.join(args)}: {r.stdout}{r.stderr}")
        return json.loads(r.stdout) if r.stdout.strip() else None

    def seat(self):
        return self.swaymsg("-t", "get_seats")[0]

    def outputs_now(self):
        return {o["name"]: o for o in self.swaymsg("-t", "get_outputs")}

    def windows(self):
        """The tree's windows (the leaves with an app), each as sway describes it."""
        found = []

        def walk(node):
            if node.get("pid"):
                found.append(node)
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)
        walk(self.swaymsg("-t", "get_tree"))
        return found

    def wait_focused(self, pid, timeout=20):
        """Waits until the window of process `pid` has the keyboard: keys sent before go elsewhere."""
        deadline = time.monotonic() + timeout
        while not any(w["pid"] == pid and w["focused"] for w in self.windows()):
            if time.monotonic() > deadline:
                raise AssertionError(f"no focused window of process {pid}: {self.windows()}")
            time.sleep(0.05)

    def keys(self, *names):
        """Presses and releases each key (names of KEY_CODES: Escape, F3, space, v)."""
        for name in names:
            self._send(f"key {KEY_CODES[name]}")

    def hold(self, name, seconds):
        self._send(f"down {KEY_CODES[name]}")
        time.sleep(seconds)
        self._send(f"up {KEY_CODES[name]}")

    def mouse(self, line):
        """One line for the pointer ("move DX DY", "press 272", "release 272", "wheel 1")."""
        self._send(line)

    def _send(self, line):
        """One line to the virtual devices, returned once the compositor has it."""
        self.input.stdin.write(line + "\n")
        self.input.stdin.flush()
        if self.input.stdout.readline().strip() != "ok":
            raise AssertionError(f"the virtual keyboard and pointer did not send {line!r}")

    def picture(self, output="HEADLESS-1"):
        """What an output shows, as (width, height, rows of RGBA), through grim."""
        path = os.path.join(self.runtime, "grim.png")
        subprocess.run(["grim", "-o", output, path], env=self.env, check=True, capture_output=True, timeout=60)
        try:
            return read_png(path)
        finally:
            os.remove(path)


class Weston:
    """weston 10, a Wayland compositor without the layer shell, as GNOME's is: a window of an Xvfb
    of its own (its x11 backend, drawn with pixman), which gives it a seat with the X server's
    keyboard and mouse. (Its headless backend has no seat, and SDL 2.26's Wayland driver crashes
    in SDL_Init where a compositor offers none; GNOME always does.) What it shows is its output's
    X window (picture()); a person at it is xdotool in that X server (xdotool()). With
    `outputs` 2, two outputs side by side, their X windows placed side by side too."""

    WIDTH, HEIGHT = 640, 360

    def __init__(self, outputs=1):
        self.outputs = outputs

    def __enter__(self):
        self.runtime = tempfile.mkdtemp(prefix="zcity-weston-")
        os.chmod(self.runtime, 0o700)
        self.xvfb = Xvfb().__enter__()
        self.env = dict(os.environ, XDG_RUNTIME_DIR=self.runtime, WAYLAND_DISPLAY="wayland-zcity")
        self.env.pop("DISPLAY", None)
        self.log = open(os.path.join(self.runtime, "weston.log"), "w")
        self.process = subprocess.Popen(["weston", "--backend=x11-backend.so", "--use-pixman", "--socket=wayland-zcity",
                                         f"--width={self.WIDTH}", f"--height={self.HEIGHT}", "--idle-time=0",
                                         f"--output-count={self.outputs}"],
                                        env=dict(self.env, DISPLAY=self.xvfb.display), stdout=self.log,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        self.windows = []  # output k's X window: "Weston Compositor - screenK"
        while len(self.windows) < self.outputs:
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=dict(os.environ, DISPLAY=self.xvfb.display),
                                  capture_output=True, text=True, timeout=30).stdout
            found = dict((int(k), int(w, 16)) for w, k in re.findall(r"(0x[0-9a-f]+) \"Weston Compositor - screen(\d+)", tree))
            if len(found) == self.outputs and os.path.exists(os.path.join(self.runtime, "wayland-zcity")):
                self.windows = [found[k] for k in sorted(found)]
            elif self.process.poll() is not None or time.monotonic() > deadline:
                self.__exit__(None, None, None)
                raise AssertionError("weston did not start")
            else:
                time.sleep(0.05)
        for k, window in enumerate(self.windows[1:], 1):  # weston opens them all at (0, 0)
            self.xdotool("windowmove", str(window), str(k * self.WIDTH), "0")
        return self

    def picture(self, output=0):
        """What weston's output shows: (width, height, rows of RGBA)."""
        return window_rgba(self.xvfb.display, self.windows[output], self.WIDTH, self.HEIGHT)

    def pictures(self):
        """What every output shows at one moment, read at once from the X screen they lie on
        side by side: a list of (width, height, rows of RGBA)."""
        width, height, rows = window_rgba(self.xvfb.display, root_window(self.xvfb.display), self.outputs * self.WIDTH,
                                          self.HEIGHT)
        return [(self.WIDTH, height, [row[4 * k * self.WIDTH:4 * (k + 1) * self.WIDTH] for row in rows])
                for k in range(self.outputs)]

    def xdotool(self, *args):
        subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.xvfb.display), check=True,
                       capture_output=True, timeout=30)

    def __exit__(self, *exc):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.close()
        self.xvfb.__exit__(None, None, None)
        shutil.rmtree(self.runtime, ignore_errors=True)
