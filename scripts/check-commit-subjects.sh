#!/usr/bin/env bash
# Every commit since BASE has a subject of at most 72 characters, so `git log --oneline` reads
# (the detail goes in the body). .ci/run runs it from the commit that made it the rule.
#   scripts/check-commit-subjects.sh [BASE]   exit 1, with one line a commit, when one is longer
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-a9b1ef3}"
if ! git rev-parse --verify -q "$base^{commit}" >/dev/null; then
  # A check that cannot see what it checks fails: a clone without the base (a shallow one) would
  # otherwise pass every subject unread.
  echo "check-commit-subjects: no commit $base here (a shallow clone? fetch the history: git fetch --unshallow)" >&2
  exit 1
fi
long=$(git log --format='%h%x09%s' "$base..HEAD" | awk -F '\t' 'length($2) > 72 {print $1 " " $2}')
if [ -n "$long" ]; then
  echo "$long" | sed 's/^/over 72 characters: /'
  echo "check-commit-subjects: a subject is at most 72 characters; the detail goes in the body" >&2
  exit 1
fi
echo "check-commit-subjects: $(git rev-list --count "$base..HEAD") commits since $base, every subject 72 characters or fewer"
