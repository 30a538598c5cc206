#!/usr/bin/env bash
# Renders every shipped screen on the common panel sizes at font scales 1 and 2 (headless,
# software renderer) and puts them on one contact sheet for people to look at:
# docs/screenshots/panel-matrix.png. The checks themselves are PanelMatrixTests (scripts/test.sh).
# Usage: scripts/panel-matrix.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if ! command -v montage >/dev/null 2>&1; then
  echo "panel-matrix: installing imagemagick (for montage)" >&2
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends imagemagick >/dev/null
fi
out=${1:-docs/screenshots/panel-matrix.png}
swift build -c release --product kiosk >/dev/null
kiosk=.build/release/kiosk
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shots=()
for screen in assets/screens/demo.yaml assets/screens/parking-meter.yaml assets/screens/thermostat.json; do
  name=$(basename "$screen"); name=${name%.*}
  for size in 800x480 1024x600 1280x800 1920x1080 480x800 320x240; do
    for scale in 1 2; do
      png="$work/$name-$size-x$scale.png"
      "$kiosk" run "$screen" --driver headless --size "$size" --font-scale "$scale" --events /dev/null \
        --screenshot "$png" 2>/dev/null
      shots+=(-label "$name $size ×$scale" "$png")
    done
  done
done
montage "${shots[@]}" -tile 12x -geometry 200x200+6+6 -background '#D0D3D8' -font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf -pointsize 11 "$out"
echo "panel-matrix: wrote $out ($(( ${#shots[@]} / 3 )) screenshots)" >&2
