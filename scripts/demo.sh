#!/usr/bin/env bash
# Runs the kiosk on its built-in demo: on the real display when there is one (Wayland, X11 or
# KMS/DRM), headless otherwise, writing a screenshot and saying where it went.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product kiosk >&2
mkdir -p out
exec .build/release/kiosk run --driver auto,headless --screenshot out/demo.png --events out/demo-events.jsonl "$@"
