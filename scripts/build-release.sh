#!/usr/bin/env bash
# Builds the kiosk binary the package ships, in SCRATCH (default .build-static), and prints its
# path on stdout (the build's own output goes to stderr). scripts/package.sh packages it,
# scripts/gen-startup-order.sh profiles it, and `kiosk bench` is read on it (docs/performance.md).
#
# - The Swift runtime linked in (--static-swift-stdlib), for a panel without the toolchain.
# - Every Swift function in a section of its own (-function-sections), so the linker can place the
#   functions a start runs together (packaging/startup-order.txt) instead of each source file's
#   code whole: the kernel maps the 64 KiB around each page a process touches, and a start that
#   runs a few functions of many files touches most of our code (docs/performance.md).
#   Given here, not in Package.swift: unsafe flags on the library targets would make KioskUI
#   unusable as a versioned dependency.
# The link flags (lld, the order file, packaging/link) are Package.swift's, release builds of the
# kiosk executable only. Extra arguments go to `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-.build-static}
shift || true
build=(swift build -c release --static-swift-stdlib --disable-local-rpath --product kiosk --scratch-path "$scratch"
       -Xswiftc -Xfrontend -Xswiftc -function-sections "$@")
echo "build-release: ${build[*]}" >&2
# Swift skips writing an object whose IR is unchanged (incremental LLVM code generation), so objects
# compiled under other code-generation flags would stay: a change of flags starts the release
# objects again.
stamp=$scratch/build-release.flags
if [ "$(cat "$stamp" 2>/dev/null)" != "${build[*]}" ]; then
  rm -rf "$scratch"/*/release
  mkdir -p "$scratch"
  echo "${build[*]}" >"$stamp"
fi
"${build[@]}" >&2
echo "$("${build[@]}" --show-bin-path)/kiosk"
