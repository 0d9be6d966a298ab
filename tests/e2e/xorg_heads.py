"""Two displays side by side on X11, as a person with two monitors has them: Xorg with its dummy
driver (no GPU, no screen), its first two RandR outputs at 640x360 each, the second right of the
first. SDL sees two displays there (Xvfb gives one, however many screens Xinerama joins), GLX
draws through Mesa's software rasteriser, and XGetImage reads the root window as a person sees
it. Needs Xorg (xserver-xorg-core), its dummy driver (xserver-xorg-video-dummy) and xrandr
(x11-xserver-utils); Xorg run directly, not through its setuid wrapper, so as root.
"""
import os
import subprocess
import tempfile

XORG = "/usr/lib/xorg/Xorg"
DUMMY_DRIVER = "/usr/lib/xorg/modules/drivers/dummy_drv.so"

# The dummy driver's outputs take any mode of its monitor's ranges: one 640x360 mode (a 60 Hz
# CVT timing), and the framebuffer room for two side by side.
_CONFIG = """
Section "ServerFlags"
  Option "AutoAddDevices" "false"
  Option "AutoAddGPU" "false"
EndSection
Section "Device"
  Identifier "card"
  Driver "dummy"
  VideoRam 65536
EndSection
Section "Monitor"
  Identifier "monitor"
  HorizSync 5.0-1000.0
  VertRefresh 5.0-200.0
  Modeline "640x360" 18.0 640 672 736 832 360 363 368 376
EndSection
Section "Screen"
  Identifier "screen"
  Device "card"
  Monitor "monitor"
  DefaultDepth 24
  SubSection "Display"
    Depth 24
    Virtual 1280 360
    Modes "640x360"
  EndSubSection
EndSection
"""


class TwoHeads:
    """An X display (self.display) with two 640x360 displays side by side: DUMMY0, the main one,
    at (0, 0) and DUMMY1 at (640, 0); gone when the block ends."""

    WIDTH, HEIGHT = 1280, 360

    def __enter__(self):
        self.scratch = tempfile.TemporaryDirectory()
        config = os.path.join(self.scratch.name, "xorg.conf")
        with open(config, "w") as f:
            f.write(_CONFIG)
        read, write = os.pipe()
        self.process = subprocess.Popen([XORG, "-displayfd", str(write), "-config", config, "-noreset", "-nolisten", "tcp",
                                         "-logfile", os.path.join(self.scratch.name, "xorg.log")],
                                        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xorg with the dummy driver did not start: " + self.log())
        self.display = ":" + number
        env = dict(os.environ, DISPLAY=self.display)
        for step in (["--output", "DUMMY0", "--primary"], ["--addmode", "DUMMY1", "640x360"],
                     ["--output", "DUMMY1", "--mode", "640x360", "--right-of", "DUMMY0"],
                     # A query last: it has the server probe its outputs again, without which
                     # a client asking for the current resources (SDL does) still sees one.
                     ["--query"]):
            subprocess.run(["xrandr", *step], env=env, check=True, capture_output=True, timeout=30)
        return self

    def log(self):
        try:
            with open(os.path.join(self.scratch.name, "xorg.log")) as f:
                return f.read()[-2000:]
        except OSError:
            return "(no log)"

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.scratch.cleanup()
