#!/usr/bin/env bash
# The README's second command: install what is missing, build with warnings as errors, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh -DZCITY_WERROR=ON -DZCITY_BUILD_TESTS=ON
cd build && ctest --output-on-failure
