#!/usr/bin/env python3
"""Writes zcity's man page from its own --help, so the two never disagree.

    man-from-help.py ZCITY OUT.1 --version 0.1.0 --date 2026-11-30

The help is CLI11's: a one-line description, "Usage:", "Options:" (two columns), then free
text whose indented blocks (the keys) are two-column tables too. The date comes from the
caller, not the clock, so the page is the same on every build.
"""
import argparse
import re
import subprocess
import sys
from collections import Counter

# What --help does not say: how the program ends, and where it keeps its settings.
EXIT_STATUS = [
    ("0", "Success."),
    ("1", "A file or standard output that cannot be written, no OpenGL 3.3 core, or out of memory."),
    ("2", "Bad input: an unknown option, a missing or malformed value, options that do not go together. Nothing is written."),
    ("130, 143", "Stopped by Ctrl+C or SIGTERM; the file being written is left as it was."),
]


def roff(text):
    """Escapes text for roff: backslashes, a leading dot or quote, and option dashes (which
    must stay ASCII minus signs so a reader can copy them)."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"(?<![\w-])-", r"\\-", text)
    text = re.sub(r"(?<=\\-)-", r"\\-", text)
    return "\\&" + text if text[:1] in (".", "'") else text


def table(lines):
    """Two-column lines (term, description, with continuation lines) as (term, text) pairs.
    The description column is the one most lines agree on, so a term that runs into its
    description (no gap) is still split where the others are."""
    starts = Counter(m.end() for m in (re.match(r"^\s+\S.*?\s{2,}", l) for l in lines) if m)
    column = starts.most_common(1)[0][0] if starts else None
    rows = []
    for line in lines:
        indent = len(line) - len(line.lstrip())
        if rows and (column is None or indent >= column):
            rows[-1][1] += " " + line.strip()
        elif column is not None:
            rows.append([line[:column].strip(), line[column:].strip()])
        else:
            rows.append([line.strip(), ""])
    return rows


def blocks(lines):
    """Splits lines into paragraphs at blank lines."""
    block = []
    for line in lines + [""]:
        if line.strip():
            block.append(line.rstrip())
        elif block:
            yield block
            block = []


def page(help_text, version, date):
    lines = help_text.splitlines()
    summary = lines[0].strip().rstrip(".")
    name, _, what = summary.partition(": ")
    out = [f'.TH ZCITY 1 "{date}" "zcity {version}" "User Commands"',
           ".SH NAME", f"{name} \\- {roff(what or summary)}",
           ".SH SYNOPSIS", f".B {name}", "[\\fIOPTIONS\\fR]", ".SH DESCRIPTION",
           ".PP", roff(what[:1].upper() + what[1:] + ".") if what else ""]
    rest = []
    options = []
    section = None
    for line in lines[1:]:
        if line.startswith("Usage:"):
            continue
        if line.startswith("Options:"):
            section = options
            continue
        if section is options and line.strip() and not line.startswith(" "):
            section = rest
        if section is options and not line.strip():
            section = rest
            continue
        (section if section is not None else rest).append(line)
    text = []
    for block in blocks(rest):
        if len(block) == 1 or not block[1].startswith(" "):
            text.append((None, block))
        else:  # a heading line, then an indented table
            text.append((block[0].rstrip(":"), block[1:]))
    for heading, block in text:
        if heading is None:
            out += [".PP", roff(" ".join(l.strip() for l in block))]
    out.append(".SH OPTIONS")
    for term, desc in table(options):
        term = re.sub(r",(?=-)", ", ", term)  # CLI11's "-h,--help"
        out += [".TP", f"\\fB{roff(term)}\\fR", roff(desc)]
    for heading, block in text:
        if heading is not None:
            out += [f".SH {roff(heading.upper())}"]
            for term, desc in table(block):
                out += [".TP", f"\\fB{roff(term)}\\fR", roff(desc)]
    out.append(".SH EXIT STATUS")
    for code, meaning in EXIT_STATUS:
        out += [".TP", f"\\fB{code}\\fR", roff(meaning)]
    out += [".SH FILES", ".TP", "\\fI~/.local/share/zcity/zcity/settings.ini\\fR",
            "The window's size and place, the view distance and the scene (SDL's pref path; see \\fB\\-\\-no\\-settings\\fR).",
            ".SH SEE ALSO", "/usr/share/doc/zcity/README.md"]
    return "\n".join(l for l in out if l != "") + "\n"


def main():
    parser = argparse.ArgumentParser(description="Writes zcity's man page from its --help.")
    parser.add_argument("zcity")
    parser.add_argument("out")
    parser.add_argument("--version", required=True)
    parser.add_argument("--date", required=True)
    args = parser.parse_args()
    try:
        help_text = subprocess.run([args.zcity, "--help"], check=True, capture_output=True,
                                   text=True, timeout=60).stdout
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(page(help_text, args.version, args.date))
    except (OSError, subprocess.SubprocessError) as e:
        print(f"man-from-help: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
