#!/usr/bin/env bash
# The README's first command: install what is missing, build, and run zcity.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
./build/app/zcity --stats "$@"
