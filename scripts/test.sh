#!/usr/bin/env bash
# Runs every test: unit and layout tests, headless golden images, the end-to-end replay tests of the
# kiosk binary, and a real window under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
