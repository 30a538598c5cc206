#!/usr/bin/env bash
# Installs what KioskUI needs on a Debian machine with Swift, skipping what is already there.
# Safe to run again; both README commands call it. Every program the tests start must come from a
# package listed here (or one these need, or an Essential one): SetupScriptTests checks it.
set -euo pipefail

packages=(
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libyaml-dev fonts-dejavu-core fonts-noto-cjk
  fonts-noto-core  # fallback fonts for complex scripts DejaVu lacks: Noto Sans Devanagari, Noto Sans Arabic, Thai… (docs/architecture.md, "Text")
  xvfb xdotool x11-utils
  cage seatd xwayland grim  # seatd: DRIVER=cage and DRIVER=auto need it beside cage (KioskSessionTests); cage's libseat1 takes logind instead
  python3-jsonschema python3-yaml  # Debian's /usr/bin/python3 validates screens against `kiosk schema` in the tests
  mosquitto mosquitto-clients socat  # docs/fleet.md: a panel driven from an MQTT broker (MQTTRecipeTests runs the recipe on 127.0.0.1)
  libmosquitto-dev  # kiosk run --mqtt and kiosk fleet: the MQTT client (Sources/CMosquitto: its header; the library is opened with dlopen, and scripts/package.sh adds libmosquitto1 to Depends)
  weston  # its demo clients (weston-simple-damage) are the comparison clients of docs/deploy.md's cage notes
  dpkg-dev binutils systemd  # scripts/package.sh: dpkg-shlibdeps, objdump and nm, systemd-analyze verify
  util-linux  # unshare: PackageTests runs the packaged kiosk with the Swift toolchain hidden
  qemu-system-x86 qemu-utils mmdebstrap e2fsprogs  # scripts/vm-test.sh: the virtual panel (VmBootTests)
  gcc  # cc: scripts/build-floor.sh builds the C floor kiosk bench compares with
  time  # /usr/bin/time -f %M: ReplayStreamTests measures a replay's peak memory
  libdrm-dev libxkbcommon-dev libinput-dev libudev-dev pkgconf  # --driver fb (Sources/CFB): DRM dumb buffers, keymaps; libinput and libudev are dlopened at run time; pkg-config finds libdrm's headers for BuilderPublicAPITests
  libjpeg-turbo-progs  # cjpeg: makes the JPEG test pictures (Tests/Fixtures/images, the big-photo memory check in ImageProcessTests)
  libfribidi-dev libunibreak-dev  # text: bidi levels by GNU FriBidi (Sources/CFriBidi), line-break opportunities by libunibreak (Sources/CUnibreak); package.sh's dpkg-shlibdeps adds libfribidi0 and libunibreak1 to Depends
  espeak-ng  # --speech speaks through it (docs/scripting.md); SpeechTests checks the arguments with a WAV it writes
  libqrencode-dev  # the `qr` control's modules (Sources/CQREncode, linked; the package Depends on libqrencode4 through dpkg-shlibdeps)
  libsodium-dev  # Ed25519 signatures of content bundles (Sources/CSodium, linked; the package Depends on libsodium23 through dpkg-shlibdeps)
  openssl  # the TLS test (FleetBundleProcessTests) makes a throwaway CA and a broker certificate with the openssl CLI
  zbar-tools  # zbarimg: QRProgressProcessTests decodes the QR code in screenshots to its exact text
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "setup: need root to install ${missing[*]} (run as root, or install sudo)" >&2; exit 1
    fi
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: swift is not on PATH; install Swift 6 (swift.org) and try again" >&2
  exit 1
fi
