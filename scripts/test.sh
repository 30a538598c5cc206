#!/usr/bin/env bash
# Runs every test: unit and layout tests, widgets driven by simulated input, headless golden
# images, end-to-end replays of the kiosk binary, fuzzers, the monkey, and real windows under
# Xvfb and cage; then the Swift parking meter's own (examples/ParkingMeter, a package of its own
# that depends on this one), whatever the first gave. Extra arguments go to both `swift test`s
# (e.g. --filter Ruler).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
# The C floor `kiosk bench` compares start-up and memory with (BenchStartupTests runs it).
scripts/build-floor.sh .build/debug
log=$(mktemp)
example_log=$(mktemp)
trap 'rm -f "$log" "$example_log"' EXIT
# The tests are XCTest; Swift Testing would only add a "0 tests" line of its own.
status=0
swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
example_status=0
(cd examples/ParkingMeter && swift build --build-tests && swift test --skip-build --disable-swift-testing "$@") 2>&1 \
  | tee "$example_log" || example_status=$?

# "executed failed skipped" from the last "Executed N tests" line of an XCTest log; nothing when
# the tests did not run. The main suite's two test targets (KioskUITests, KioskUIProcessTests) run
# in one test bundle, whose last line ("All tests" or "Selected tests") counts both.
totals() {
  local summary
  summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with " "$1" | tail -n 1 || true)
  [ -n "$summary" ] || return 0
  echo "$(echo "$summary" | sed -E 's/^[[:space:]]*Executed ([0-9]+) tests?.*/\1/')" \
       "$(echo "$summary" | sed -E 's/.* ([0-9]+) failures?.*/\1/')" \
       "$(echo "$summary" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || echo 0)"
}

# One plain closing line with the totals of both.
total=0 failed=0 skipped=0 counted=0
for part in "$log:the main suite" "$example_log:examples/ParkingMeter"; do
  file=${part%%:*}
  read -r t f s <<<"$(totals "$file")" || true
  if [ -z "${t:-}" ]; then
    echo "tests: ${part#*:} did not run (see its build output above)"
    continue
  fi
  total=$((total + t)) failed=$((failed + f)) skipped=$((skipped + s)) counted=1
done
if [ "$counted" = 1 ]; then
  echo "tests: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
[ "$status" = 0 ] || exit "$status"
exit $example_status
