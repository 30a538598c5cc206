#!/usr/bin/env bash
# Writes packaging/startup-order.txt: the functions of `kiosk` that a headless start of the demo
# runs, found with callgrind, in the order the profile first names them. Release builds hand it to
# the linker (Package.swift, lld's --symbol-ordering-file), so the code a start touches lies
# together: the kernel maps the 64 KiB around each page a process touches, and the same code
# spread over the binary is about 2.4 MiB more resident memory at the first frame (docs/performance.md,
# "What keeps a start small"). Run it again after large changes; a name the code no longer has is ignored,
# a new function is simply not ordered.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "gen-startup-order: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
bin=$(readlink -f "$(scripts/build-release.sh .build-static)")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/empty.jsonl"
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/callgrind.out" \
  "$bin" run --driver headless --replay "$tmp/empty.jsonl" --events /dev/null >/dev/null 2>&1
scripts/gen-startup-order.py "$tmp/callgrind.out" "$bin" >packaging/startup-order.txt
echo "gen-startup-order: $(wc -l <packaging/startup-order.txt) functions in packaging/startup-order.txt" >&2
