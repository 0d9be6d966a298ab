#!/usr/bin/env bash
# The README's second command: install what is missing, build with warnings as errors (the
# program and the page), run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --browser
scripts/build.sh -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=ON
ZCITY_WERROR=ON scripts/web.sh --build-only  # the page, which the page tests open in headless chromium
ZCITY_WERROR=ON scripts/web.sh --wallpaper   # the web wallpaper, without threads: the wallpaper tests' ZIP
# Every test runs; then each skip is said once, with what it lacked (in CI, where CI is set, a
# missing tool fails its test instead: tests/e2e/honest.py, tests/web/page.test.mjs).
status=0
# Two suites at a time (two cores; the suites wait on windows and pictures as much as they
# compute): 12 min -> 7.3 here. The three that time frames and gestures never run together
# (a RESOURCE_LOCK), each beside another suite: tests/CMakeLists.txt.
(cd build && ctest --output-on-failure --parallel 2) || status=$?
skips=$(grep -h -E "^skipped: |# SKIP " build/Testing/Temporary/LastTest.log 2>/dev/null | sort -u || true)
if [ -n "$skips" ]; then
  echo "scripts/test.sh: what was skipped, and why:"
  echo "$skips" | sed 's/^/  /'
fi
exit $status
