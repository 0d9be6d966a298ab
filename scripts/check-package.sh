#!/usr/bin/env bash
# Installs zcity into a scratch prefix and builds its packages, and checks what is in them:
# the binary runs from anywhere (shaders embedded), the docs are there, cpack makes a .deb and
# a .tar.gz. On Linux also what a distribution asks of a package: the desktop entry, AppStream
# metadata and man page validate, and lintian finds no errors in the .deb (warnings are shown).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
test -x "$prefix/bin/zcity"
test -f "$prefix/share/doc/zcity/README.md"
test -f "$prefix/share/doc/zcity/generator.md"
(cd / && "$prefix/bin/zcity" --stats | grep -q "City: 213 buildings, 656 cubes")
(cd / && env -u DISPLAY "$prefix/bin/zcity" --screenshot "$prefix/check.png" >/dev/null && test -s "$prefix/check.png")
share="$prefix/share"
test -f "$share/doc/zcity/copyright"
test -f "$share/icons/hicolor/256x256/apps/zcity.png"
desktop-file-validate "$share/applications/zcity.desktop"
appstreamcli validate --no-net "$share/metainfo/io.github.zcity.zcity.metainfo.xml" >/dev/null
# man --warnings prints groff's complaints on stderr; the page must render without any.
man_errors=$(man --warnings -l "$share/man/man1/zcity.1.gz" 2>&1 >/dev/null)
if [ -n "$man_errors" ]; then
  echo "check-package: the man page does not render cleanly: $man_errors" >&2
  exit 1
fi
rm -f "$build"/zcity_*.deb "$build"/zcity-*.tar.gz
(cd "$build" && cpack >/dev/null 2>&1)
deb=$(ls "$build"/zcity_*.deb)
tgz=$(ls "$build"/zcity-*.tar.gz)
# Listings to files first: grep -q stops reading early, which pipefail would call a failure.
dpkg-deb -c "$deb" > "$prefix/deb-files"
dpkg-deb -I "$deb" > "$prefix/deb-info"
tar -tzf "$tgz" > "$prefix/tgz-files"
grep -q "./usr/bin/zcity" "$prefix/deb-files"
grep -q "./usr/share/doc/zcity/README.md" "$prefix/deb-files"
grep -q "Depends:.*libsdl2" "$prefix/deb-info"
grep -q "./usr/share/man/man1/zcity.1.gz" "$prefix/deb-files"
grep -q "./usr/share/doc/zcity/changelog.Debian.gz" "$prefix/deb-files"
# xscreensaver's hack: its config, and the program (a relative link to zcity) where Debian's
# xscreensaver looks for its hacks.
grep -q "./usr/share/xscreensaver/config/zcity.xml" "$prefix/deb-files"
grep -q "./usr/libexec/xscreensaver/zcity -> ../../bin/zcity" "$prefix/deb-files"
test "$(readlink "$prefix/libexec/xscreensaver/zcity")" = ../../bin/zcity
(cd / && env -u DISPLAY "$prefix/libexec/xscreensaver/zcity" --version | grep -q "^zcity ")
# lintian exits non-zero on an error tag, not on a warning, which it still prints.
lintian --fail-on error --tag-display-limit 0 "$deb" 2> >(grep -v "root privileges" >&2)
if grep -q "include/zsystem\|libzsystem\|cmake/zcity" "$prefix/deb-files"; then
  echo "check-package: the .deb holds the generator's development files" >&2
  exit 1
fi
grep -q "bin/zcity" "$prefix/tgz-files"
echo "check-package: installed to a prefix and ran from /; built $(basename "$deb") and $(basename "$tgz")"
