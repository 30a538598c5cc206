#!/usr/bin/env bash
# Builds `kiosk-floor` (tools/kiosk-floor/main.c), the floor `kiosk bench` measures start-up and
# peak memory against (docs/performance.md, "Against the floor"), into FOLDER (default
# .build/release), where the bench looks for it beside `kiosk`.
#
# It is built by the C compiler, not by SwiftPM: swiftc links every product it builds with the
# Swift runtime (libswiftCore.so, or libstdc++ with --static-swift-stdlib) ahead of any flag a
# target can give, and a floor that loads the Swift runtime is 2–3 MiB and a millisecond softer
# than the C program it stands for.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/release}
cc=${CC:-$(command -v cc || command -v gcc || command -v clang)}
mkdir -p "$out"
# shellcheck disable=SC2046  # pkg-config's flags are words
# libdrm and libxkbcommon (--driver fb) add no library to a start: libSDL2 loads both already.
# libinput and libudev are dlopened, as the kiosk does: their headers only.
"$cc" -O2 -Wall -o "$out/kiosk-floor" tools/kiosk-floor/main.c \
  $(pkg-config --cflags --libs sdl2 SDL2_ttf fontconfig libdrm xkbcommon) $(pkg-config --cflags libinput libudev) -ldl
