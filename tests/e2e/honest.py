"""What every end-to-end suite shares: how it runs, and what a missing tool means.

A test that needs a tool says so with `needs` (a decorator) or `require` (inside the test). Outside
CI a missing tool skips the test, and the suite ends with one line a skip naming what was missing.
In CI (the CI variable set, as .ci/run's machine has it) nothing may pass without running: a
missing tool fails the test, naming the tool, since .ci/run installs everything its tests need and
a skip there is a broken install step. A test that does not apply here (a Windows test on Linux,
a limit that AddressSanitizer's build cannot take) uses unittest's own skip, which stays a skip.
"""
import os
import re
import shutil
import subprocess
import sys
import time
import unittest

try:
    import resource  # POSIX: an address-space limit for a run (ulimit -v)
except ImportError:
    resource = None

IN_CI = bool(os.environ.get("CI"))
MISSING = "missing: "  # the reason's prefix that marks a missing tool


# What the graphics driver writes on zcity's standard error, which is not zcity's to count: Mesa's
# shader cache where the home folder cannot be written, its own warnings.
_DRIVER_LINE = re.compile(r"^(Failed to create .* for shader cache|MESA[-: ]|Mesa[-: ]|libEGL warning|libGL error)")


def own_lines(stderr):
    """zcity's own lines of a standard error: the driver's left out, blank ones too."""
    return [line for line in stderr.splitlines() if line.strip() and not _DRIVER_LINE.match(line)]


def headless_env(base=None):
    """The environment with no display: zcity's headless modes as on a machine without one (no
    X11, no Wayland, SDL's driver its own choice)."""
    env = dict(os.environ if base is None else base)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    return env


_SANITIZED = {}


def slowness(program):
    """How much longer a run of `program` may take: 4 for a sanitizer's build (AddressSanitizer
    runs zcity 2-3 times slower, more on a busy machine), else 1."""
    if program not in _SANITIZED:
        try:
            with open(program, "rb") as f:
                data = f.read()
            _SANITIZED[program] = b"AddressSanitizer" in data or b"ThreadSanitizer" in data
        except OSError:
            _SANITIZED[program] = False
    return 4 if _SANITIZED[program] else 1


def run(program, *args, prefix=(), cwd=None, env=None, text=True, timeout=120, memory=None, stdout=subprocess.PIPE):
    """Runs a program to its end, as every suite runs zcity: its standard error (and output,
    unless `stdout` says otherwise) captured, as text unless `text` is False. `prefix`: an
    emulator (Wine) before it. `env`: its whole environment (None: this one's). `memory`: an
    address-space limit in bytes (ulimit -v). `timeout` is for a plain build, scaled by
    slowness(); one that runs past it fails the test saying so."""
    limit = None
    if memory:
        limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    seconds = timeout * slowness(program)
    try:
        return subprocess.run([*prefix, program, *args], cwd=cwd, stdout=stdout, stderr=subprocess.PIPE, text=text,
                              timeout=seconds, preexec_fn=limit, env=env)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"{os.path.basename(program)} {' '.join(args)} ran past its {seconds} s "
                             f"(the timeout, {slowness(program)} times a plain build's)") from None


def sanitized(program):
    """Is the program built with a sanitizer (its slowness above 1)? Its terabytes of shadow
    memory cannot start under an address-space limit, so a limit's tests are the plain build's."""
    return slowness(program) > 1


def cpu_seconds(pid):
    """The CPU time a running process has had, user and system, in seconds (Linux's /proc)."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_over(pid, seconds):
    """The CPU seconds a running process takes over the next `seconds`: what a frame loop costs."""
    start = cpu_seconds(pid)
    time.sleep(seconds)
    return cpu_seconds(pid) - start


def tools_missing(*tools):
    """The tools of these names not on PATH."""
    return [tool for tool in tools if not shutil.which(tool)]


def needs(available, what):
    """A decorator: run the test where `available` is true; else skip it, or in CI fail it,
    naming `what` is missing."""
    return unittest.skipUnless(available, MISSING + what)


def require(test, available, what):
    """Inside a test: go on where `available` is true; else skip, or in CI fail, naming `what`."""
    if not available:
        test.skipTest(MISSING + what)


def suite_needs(*tools):
    """The whole suite needs these tools: without one it is skipped (ctest's exit code 77), or in
    CI it fails, naming them."""
    missing = tools_missing(*tools)
    if not missing:
        return
    if IN_CI:
        print(f"FAILED: {', '.join(missing)} not installed, and CI must run this suite (scripts/install-deps.sh)")
        sys.exit(1)
    print(f"skipped: {', '.join(missing)} not installed")
    sys.exit(77)


class _Result(unittest.TextTestResult):
    """Each test's seconds kept, so a suite's log says which of its tests cost the most."""
    def startTest(self, test):
        self.started = time.monotonic()
        super().startTest(test)

    def stopTest(self, test):
        super().stopTest(test)
        self.seconds = getattr(self, "seconds", [])
        self.seconds.append((time.monotonic() - self.started, test.id().split(".")[-1]))

    def addSkip(self, test, reason):
        if IN_CI and reason.startswith(MISSING):
            try:
                raise AssertionError(f"skipped in CI, which must run it: {reason}")
            except AssertionError:
                self.addFailure(test, sys.exc_info())
            return
        super().addSkip(test, reason)


def main(verbosity=2):
    """unittest.main, with a missing tool failing in CI and every skip named at the end."""
    runner = unittest.TextTestRunner(verbosity=verbosity, resultclass=_Result)
    result = unittest.main(testRunner=runner, exit=False, verbosity=verbosity).result
    for test, reason in result.skipped:
        print(f"skipped: {test.id()}: {reason}")
    slowest = sorted(getattr(result, "seconds", []), reverse=True)[:5]
    print("slowest: " + ", ".join(f"{name} {seconds:.1f} s" for seconds, name in slowest))
    sys.exit(0 if result.wasSuccessful() else 1)
