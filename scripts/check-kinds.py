#!/usr/bin/env python3
"""Holds the scene kinds closed (CI runs it as the `kinds` test): no code compares with a scene's
or a kind's name (`== Scene::redux`, `kind != Kind::city`, `case Scene::t2:`) outside the files
whose business that is. Everything else asks the kind what it can do (scene/SceneKind.hpp), so
a new scene is a row and a kind file, never a hunt through the program.

Where the names may be compared:
  app/scene/src/Scenes.cpp      the scene table
  app/scene/src/SceneKind.cpp   which kind answers for a scene
  app/scene/src/kinds/          each kind's own file
  app/views/src/Views.cpp       which view draws a kind
  app/scene/src/NightCity.cpp, app/views/src/NightWorldView.cpp
                                the two night kinds' shared code, told by its caller (a kind
                                file, or Views.cpp) which of the two it grows

Usage: check-kinds.py [REPO]   exit 0 when none is; otherwise a line a comparison
(FILE:LINE: the line) and exit 1.
"""
import os
import re
import sys

ALLOWED = ("app/scene/src/Scenes.cpp", "app/scene/src/SceneKind.cpp", "app/scene/src/kinds/", "app/views/src/Views.cpp",
           "app/scene/src/NightCity.cpp", "app/views/src/NightWorldView.cpp")
FOLDERS = ("app", "engine", "zsystem")
NAME = r"(?<![A-Za-z_:])(?:app::)?(?:Scene|Kind)::[a-z][A-Za-z0-9]*\b"
COMPARED = re.compile(rf"(?:[=!]=\s*{NAME})|(?:{NAME}\s*[=!]=)|(?:\bcase\s+{NAME})")


def breaches(repo):
    found = []
    for folder in FOLDERS:
        for root, _, files in os.walk(os.path.join(repo, folder)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".hpp", ".h")):
                    continue
                path = os.path.join(root, name)
                relative = os.path.relpath(path, repo).replace(os.sep, "/")
                if relative.startswith(ALLOWED):
                    continue
                with open(path, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        code = line.split("//", 1)[0]
                        if COMPARED.search(code):
                            found.append(f"{relative}:{number}: {line.strip()}")
    return found


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    found = breaches(repo)
    for line in found:
        print(line)
    if found:
        print(f"check-kinds: {len(found)} comparison(s) with a scene's or a kind's name outside the scene table, "
              "SceneKind.cpp, the kind files and Views.cpp: ask the kind (scene/SceneKind.hpp) instead", file=sys.stderr)
        return 1
    print("check-kinds: no comparison with a scene's or a kind's name outside the files whose business it is")
    return 0


if __name__ == "__main__":
    sys.exit(main())
