#!/usr/bin/env python3
"""Holds every #include of zcity's own code to the layers (CI runs it as the `layers` test).

Each library is a folder (app/CMakeLists.txt, engine/CMakeLists.txt); a file may include its own
library's headers and those of the libraries below it, never one above or beside it, never
another library's private sources (src/), and never by a relative path out of its folder. SDL is
for the platform, the modes and main alone; OpenGL's headers for the engine's GL half alone (EGL's
for the platform too: like SDL, it makes a context and a surface to draw in and draws nothing); the
generator (zsystem) sees the standard library only.

Usage: check-layers.py [REPO]   exit 0 when every include keeps to its layer; otherwise one line a
breach (FILE:LINE: what it includes, and why it may not) and exit 1.
"""
import os
import re
import sys

# Each library: its folder, and the libraries it may include (itself always). The order is the
# link graph's, bottom up: a library's list holds everything below it that it links.
LIBRARIES = {
    "zsystem": ("zsystem", []),
    "engine_core": ("engine/core", ["zsystem"]),
    "engine": ("engine/gl", ["engine_core", "zsystem"]),
    "zcity_formats": ("app/formats", ["engine_core", "zsystem"]),
    "zcity_scene": ("app/scene", ["zcity_formats", "engine_core", "zsystem"]),
    "zcity_views": ("app/views", ["zcity_scene", "zcity_formats", "engine", "engine_core", "zsystem"]),
    "zcity_viewer": ("app/viewer", ["zcity_views", "zcity_scene", "zcity_formats", "engine", "engine_core", "zsystem"]),
    "zcity_cli": ("app/cli", ["zcity_viewer", "zcity_views", "zcity_scene", "zcity_formats", "engine", "engine_core",
                              "zsystem"]),
    "zcity_platform": ("app/platform", ["zcity_cli", "zcity_viewer", "zcity_views", "zcity_scene", "zcity_formats", "engine",
                                        "engine_core", "zsystem"]),
    "zcity_modes": ("app/modes", ["zcity_platform", "zcity_cli", "zcity_viewer", "zcity_views", "zcity_scene",
                                  "zcity_formats", "engine", "engine_core", "zsystem"]),
}
# The programs on top: the window's main and the page's shell.
PROGRAMS = {
    "app/main.cpp": ["zcity_modes", "zcity_platform", "zcity_cli", "zcity_formats"],
    "app/web": ["zcity_cli", "zcity_viewer", "zcity_views", "zcity_scene", "zcity_formats", "engine", "engine_core", "zsystem"],
}
SDL_ALLOWED = ("zcity_platform", "zcity_modes", "app/main.cpp")
GL_HEADERS = re.compile(r"^(glad/|GL/|GLES\d?/|KHR/|OpenGL/|EGL/)")
STD_HEADERS = re.compile(r"^[a-z_0-9]+(\.h)?$")  # <vector>, <cstdint>, <stdio.h>
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def library_of(path):
    for name, (folder, _) in LIBRARIES.items():
        if path.startswith(folder + "/"):
            return name
    for program in PROGRAMS:
        if path == program or path.startswith(program + "/"):
            return program
    return None


def header_library(repo, header):
    """The library whose include root holds `header` ("scene/Scenes.hpp"), or None (not ours)."""
    for name, (folder, _) in LIBRARIES.items():
        if os.path.isfile(os.path.join(repo, folder, "include", header)):
            return name
    return None


def breaches(repo):
    for root in ["zsystem", "engine", "app"]:
        for folder, _, files in os.walk(os.path.join(repo, root)):
            for file in sorted(files):
                if not file.endswith((".cpp", ".hpp", ".h", ".c")):
                    continue
                path = os.path.relpath(os.path.join(folder, file), repo).replace(os.sep, "/")
                owner = library_of(path)
                if owner is None:
                    yield f"{path}:1: is in no library's folder (app/CMakeLists.txt, engine/CMakeLists.txt)"
                    continue
                allowed = [owner] + (LIBRARIES[owner][1] if owner in LIBRARIES else PROGRAMS[owner])
                with open(os.path.join(folder, file), encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if m:
                            problem = why_not(repo, path, owner, allowed, m.group(1), m.group(2))
                            if problem:
                                yield f"{path}:{number}: includes {m.group(2)}: {problem}"


def why_not(repo, path, owner, allowed, bracket, header):
    if ".." in header.split("/"):
        return "a relative path out of its folder; include a library's header by its include root"
    if header.startswith("SDL") and owner not in SDL_ALLOWED:
        return f"SDL is for the platform, the modes and main, not {owner}"
    if header.startswith("EGL/") and owner == "zcity_platform":
        return None  # platform/LayerSurface.cpp: the Wayland wallpaper's context, as SDL makes the window's
    if GL_HEADERS.match(header) and owner not in ("engine", "app/web"):
        return f"OpenGL's headers are the engine's GL half's (engine/gl), not {owner}'s"
    if owner == "zsystem" and bracket == "<" and not STD_HEADERS.match(header):
        return "the generator sees the standard library only"
    library = header_library(repo, header)
    if library is None:
        if bracket == '"' and not os.path.isfile(os.path.join(repo, os.path.dirname(path), header)):
            return "no library's include root holds it"
        if bracket == '"' and "/src/" not in "/" + path and not path.startswith("app/web"):
            return "a quoted include beside a header: headers go in the library's include root"
        return None
    if library not in allowed:
        return f"{library} is not below {owner} (the layers: scripts/check-layers.py)"
    return None


def main():
    repo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    found = list(breaches(repo))
    for line in found:
        print(line)
    if found:
        print(f"check-layers: {len(found)} include(s) out of their layer", file=sys.stderr)
        return 1
    print("check-layers: every include keeps to its layer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
