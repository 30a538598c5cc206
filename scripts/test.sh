#!/usr/bin/env bash
# Runs every test: unit and layout tests, widgets driven by simulated input, headless golden
# images, end-to-end replays of the kiosk binary, fuzzers, the monkey, and real windows under
# Xvfb and cage. Extra arguments go to `swift test` (e.g. --filter Ruler).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The tests are XCTest; Swift Testing would only add a "0 tests" line of its own.
status=0
swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
# One plain closing line with the totals.
summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with " "$log" | tail -n 1 || true)
if [ -n "$summary" ]; then
  total=$(echo "$summary" | sed -E 's/^[[:space:]]*Executed ([0-9]+) tests?.*/\1/')
  failed=$(echo "$summary" | sed -E 's/.* ([0-9]+) failures?.*/\1/')
  skipped=$(echo "$summary" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || echo 0)
  echo "tests: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
exit $status
