#!/usr/bin/env bash
# Draws the screenshots in README.md and docs/ again (headless, software renderer), after a change
# of look: a theme's colours, a widget's drawing. Look at each one before committing them.
# docs/screenshots/panel-matrix.png has its own script, scripts/panel-matrix.sh.
# Usage: scripts/docs-screenshots.sh [KIOSK]   (default: a release build of kiosk)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  kiosk=$1
else
  swift build -c release --product kiosk >/dev/null
  kiosk=.build/release/kiosk
fi
out=docs/screenshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shot NAME SCREEN SIZE FONT-SCALE [REPLAY LINE…]: one screenshot, after the replay lines if any.
shot() {
  local name=$1 screen=$2 size=$3 scale=$4; shift 4
  local replay=()
  if [ $# -gt 0 ]; then
    printf '%s\n' "$@" >"$work/$name.jsonl"
    replay=(--replay "$work/$name.jsonl")
  fi
  "$kiosk" run "$screen" --driver headless --size "$size" --font-scale "$scale" --events /dev/null \
    "${replay[@]}" --screenshot "$out/$name.png" 2>/dev/null
  echo "docs-screenshots: $out/$name.png" >&2
}

demo=assets/screens/demo.yaml
meter=assets/screens/parking-meter.yaml
price='{"at":0,"set":{"id":"price","text":"€1.50"}}'

shot home-1280 "$demo" 1280x800 1
shot settings-1280 "$demo" 1280x800 1 '{"at":0,"set":{"id":"pages","value":1}}'
shot compact-menu-split "$demo" 1280x800 2 '{"at":0,"split":0.3}' \
  '{"at":100,"pointer":"down","target":"period"}' '{"at":1200,"pointer":"up","target":"period"}'
shot home-480x800-x3 "$demo" 480x800 3
# The focus ring shows after a key: Tab puts it on the page tabs, a second one on Start.
shot demo-high-contrast-800x480 "$demo" 800x480 1 '{"at":0,"theme":"high-contrast"}' '{"at":50,"key":"tab"}' '{"at":100,"key":"tab"}'

shot parking-800x480 "$meter" 800x480 1 "$price"
shot parking-dialog "$meter" 800x480 1 "$price" \
  '{"at":50,"dialog":{"id":"pay-ok","title":"Pay €1.50 for 60 min in Zone B?","buttons":["Cancel","Pay"]}}'
shot parking-thanks "$meter" 800x480 1 '{"at":0,"show":"thanks"}'
# Right moves focus from Cancel to Pay, and shows the ring.
shot parking-high-contrast-dialog "$meter" 800x480 1 '{"at":0,"theme":"high-contrast"}' "$price" \
  '{"at":50,"dialog":{"id":"pay-ok","title":"Pay €1.50 for 60 min?","buttons":["Cancel","Pay"]}}' '{"at":100,"key":"right"}'

# Languages: the parking meter in Arabic (right to left, joined letters), the demo's settings in Hindi.
shot parking-ar-800x480 "$meter" 800x480 1 '{"at":0,"set":{"language":"ar"}}'
shot demo-settings-hi-800x480 "$demo" 800x480 1 '{"at":0,"set":{"language":"hi"}}' '{"at":0,"set":{"id":"pages","value":1}}'

# The controls page: a picture, a QR code, a switch, a stepper, a slider, a progress bar, a
# checkbox and buttons with icons; in Arabic, portrait, at font scale 2.
shot controls-800x480 "$demo" 800x480 1 '{"at":0,"set":{"id":"pages","value":3}}'
shot controls-ar-480x800-x2 "$demo" 480x800 2 '{"at":0,"set":{"language":"ar"}}' '{"at":0,"set":{"id":"pages","value":3}}'

# The text page with the keyboard up: a name typed by the keys (the greeting above follows it).
shot text-keyboard-800x480 "$demo" 800x480 1 '{"at":0,"set":{"id":"pages","value":4}}' '{"at":100,"focus":"name"}' \
  '{"at":200,"type":"Amira"}'

# The cafe: a menu grid and the order as lists the controller fills; here the order as
# examples/cafe-controller.py sends it after two taps, in English and in Arabic on a portrait panel.
cafe=assets/screens/cafe.yaml
order='{"at":0,"set":{"id":"cart","items":[{"key":"latte","title":"Latte","price":"€3.20"},{"key":"croissant","title":"Croissant","price":"€2.20"}]}}'
shot cafe-800x480 "$cafe" 800x480 1 "$order" '{"at":0,"set":{"id":"total","text":"€5.40"}}' '{"at":0,"set":{"id":"pay","enabled":true}}'
shot cafe-ar-480x800 "$cafe" 480x800 1 '{"at":0,"set":{"language":"ar"}}' "$order" '{"at":0,"set":{"id":"total","text":"€5.40"}}'

# Service mode (docs/service.md): the corner held 5 s, the PIN typed:
# the diagnostics at font scale 2 (its facts are those of the machine that draws it: host, addresses).
printf '1234\n' | "$kiosk" service-pin >"$work/service-pin"
printf '%s\n' '{"at":1000,"pointer":"down","x":10,"y":10}' '{"at":7000,"pointer":"up","x":10,"y":10}' \
  '{"at":7500,"type":"1234"}' '{"at":7600,"key":"enter"}' >"$work/service.jsonl"
"$kiosk" run "$meter" --driver headless --size 800x480 --font-scale 2 --service-pin "$work/service-pin" \
  --replay "$work/service.jsonl" --events /dev/null --screenshot "$out/service-800x480-x2.png" 2>/dev/null
echo "docs-screenshots: $out/service-800x480-x2.png" >&2
