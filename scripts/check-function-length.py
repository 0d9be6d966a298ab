#!/usr/bin/env python3
"""No function of zcity's is longer than a screen: 60 lines from its opening brace to its closing
one (CI runs it as the `function-length` test), in app/, engine/ and zsystem/.

A function is a brace block at namespace or class scope that follows a parameter list (or a
constructor's initializers, or const, override, noexcept, final); a lambda or a local class
counts as part of the function that holds it. Comments, strings and characters are blanked out
first, so a brace in a string does not count.

Usage: check-function-length.py [REPO] [--most N] [--list]
  exit 0 when every function fits; otherwise one line each (FILE:LINE: NAME is N lines) and exit 1.
  --list prints the longest functions whatever their length.
"""
import argparse
import os
import re
import sys

FOLDERS = ["app", "engine", "zsystem"]
MOST = 60

TOKEN = re.compile(r'R"(?P<delim>[^(\s]*)\((?:.|\n)*?\)(?P=delim)"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*(?:.|\n)*?\*/')


def blanked(text):
    """The text with comments, strings and character literals replaced by spaces (newlines kept)."""
    return TOKEN.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def functions(text):
    """(name, first line, lines) of each function body in a C++ source."""
    code = blanked(text)
    # Scopes: "decl" where functions are defined (namespaces, classes), "body" inside one.
    scopes = []
    found = []
    line = 1
    last = ""  # the last significant character or word before a brace
    for m in re.finditer(r"[{}]|\n|[A-Za-z_][A-Za-z_0-9]*|\S", code):
        t = m.group(0)
        if t == "\n":
            line += 1
            continue
        if t == "{":
            in_body = any(kind == "body" for kind, _, _ in scopes)
            if in_body:
                scopes.append(("inner", line, None))
            elif last in (")", "const", "override", "final", "noexcept", "}") and not re.search(r"=\s*$", code[:m.start()]):
                scopes.append(("body", line, name_before(code, m.start())))
            else:
                scopes.append(("decl", line, None))
            last = "{"
            continue
        if t == "}":
            if scopes:
                kind, start, name = scopes.pop()
                if kind == "body":
                    found.append((name, start, line - start + 1))
            last = "}"
            continue
        last = t
    return found


def name_before(code, position):
    """The name of the function whose body opens at `position`: the word before its parameter list."""
    head = code[max(0, position - 600):position]
    depth = 0
    for k in range(len(head) - 1, -1, -1):
        c = head[k]
        if c == ")":
            depth += 1
        elif c == "(":
            depth -= 1
            if depth == 0:
                m = re.search(r"([~A-Za-z_][A-Za-z_0-9:<>~]*)\s*$", head[:k])
                if m and m.group(1) not in ("if", "for", "while", "switch", "catch", "decltype", "sizeof", "noexcept"):
                    return m.group(1)
    return "(a function)"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("repo", nargs="?", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--most", type=int, default=MOST)
    parser.add_argument("--list", type=int, default=0, metavar="N")
    args = parser.parse_args()
    rows = []
    for folder in FOLDERS:
        for root, _, files in os.walk(os.path.join(args.repo, folder)):
            for file in sorted(files):
                if file.endswith((".cpp", ".hpp")):
                    path = os.path.join(root, file)
                    with open(path, encoding="utf-8") as f:
                        for name, start, lines in functions(f.read()):
                            rows.append((lines, os.path.relpath(path, args.repo), start, name))
    rows.sort(reverse=True)
    if args.list:
        for lines, path, start, name in rows[:args.list]:
            print(f"{path}:{start}: {name} is {lines} lines")
        return 0
    long_ones = [r for r in rows if r[0] > args.most]
    for lines, path, start, name in long_ones:
        print(f"{path}:{start}: {name} is {lines} lines (at most {args.most})")
    if long_ones:
        print(f"check-function-length: {len(long_ones)} function(s) longer than {args.most} lines", file=sys.stderr)
        return 1
    print(f"check-function-length: {len(rows)} functions, none longer than {args.most} lines "
          f"(the longest {rows[0][0] if rows else 0}: {rows[0][3] if rows else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
