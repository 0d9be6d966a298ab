#!/usr/bin/env bash
# The README's second command: install what is missing, build with warnings as errors (the
# program and the page), run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --browser
scripts/build.sh -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=ON
ZCITY_WERROR=ON scripts/web.sh --build-only  # the page, which the page tests open in headless chromium
cd build && ctest --output-on-failure
