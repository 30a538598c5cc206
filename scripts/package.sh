#!/usr/bin/env bash
# Builds dist/kioskui_VERSION_ARCH.deb for a panel that has no Swift toolchain: /usr/bin/kiosk with
# the Swift runtime linked in (--static-swift-stdlib), the shipped screens, kioskui.service (the
# kiosk under cage on tty1 as the user kiosk), its launcher and /etc/kioskui/kiosk.conf.
# docs/deploy.md installs it. VERSION holds the version; the architecture is this machine's.
#
# Depends: is read off the binary (dpkg-shlibdeps: the package of each library it loads, at the
# lowest version its symbols need; PackageTests checks it against `dpkg -S`), plus the programs the
# unit runs; Recommends: espeak-ng, which --speech speaks through, and fonts-noto-core, the fallback
# fonts for Devanagari, Thai and fuller Arabic than DejaVu's. The build stops, naming them, if
# the binary still loads a Swift, Foundation or ICU library. Safe to run again: the Swift build is incremental and an unchanged package is kept.
# Prints the package's path on stdout; the rest goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
start=$SECONDS
scratch=.build-static          # its own build folder: the static release build does not disturb .build
# One packaging at a time (two test processes may ask at once).
mkdir -p "$scratch"
exec 9>"$scratch/package.lock"
flock 9
# The same files give the same package: file times are the last commit's.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

version=$(tr -d '[:space:]' <VERSION)
arch=$(dpkg --print-architecture)
out=dist/kioskui_${version}_${arch}.deb
stage=$scratch/deb-root
maintainer=${KIOSKUI_MAINTAINER:-KioskUI maintainers <maintainers@kioskui.invalid>}

# --- The binary. ---------------------------------------------------------------------------------
bin=$(scripts/build-release.sh "$scratch")
built=$SECONDS

# No Swift on the device: nothing the binary loads may come from the toolchain.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
deps=$(ldd "$bin")
swift_pattern='libswift|libFoundation|_FoundationICU|libicu|libdispatch|libBlocksRuntime|not found'
case $toolchain in
  / | /usr | /usr/local) ;;  # a toolchain installed among the system's files: the names decide
  *) swift_pattern+="| $toolchain/" ;;
esac
swiftlibs=$(grep -E "$swift_pattern" <<<"$deps" || true)
if [ -n "$swiftlibs" ]; then
  echo "package: $bin still loads these at run time, which a panel without the Swift toolchain lacks:" >&2
  echo "$swiftlibs" >&2
  echo "package: they must be linked statically (--static-swift-stdlib) or not used at all" >&2
  exit 1
fi

# --- The files. ----------------------------------------------------------------------------------
rm -rf "$stage"
install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/usr/share/kioskui/screens" "$stage/usr/lib/kioskui" \
  "$stage/usr/share/kioskui/icons" "$stage/usr/share/kioskui/screens/img" \
  "$stage/usr/lib/systemd/system" "$stage/usr/lib/sysusers.d" "$stage/etc/kioskui" "$stage/usr/share/doc/kioskui"
install -m 0755 -s "$bin" "$stage/usr/bin/kiosk"
install -m 0644 assets/screens/*.yaml assets/screens/*.json assets/screens/*.po "$stage/usr/share/kioskui/screens/"
# The shipped screens' pictures (the demo's and the parking meter's logos), beside them as their
# `file:` paths say.
install -m 0644 assets/screens/img/*.svg "$stage/usr/share/kioskui/screens/img/"
# The cafe's pictures (cafe.yaml, drawn for KioskUI, CC0), in img/cafe/ as its items name them.
install -d "$stage/usr/share/kioskui/screens/img/cafe"
install -m 0644 assets/screens/img/cafe/*.svg "$stage/usr/share/kioskui/screens/img/cafe/"
# The shipped icons a screen names by their short name (`icon: back`; Image/IconLibrary.swift
# looks in PREFIX/share/kioskui/icons), with their CC0 notice.
install -m 0644 assets/icons/*.svg assets/icons/LICENSE "$stage/usr/share/kioskui/icons/"
install -m 0755 packaging/kiosk-session packaging/no-xwayland packaging/kiosk-lockdown "$stage/usr/lib/kioskui/"
install -m 0644 packaging/kioskui.service packaging/kioskui-problems.service packaging/kioskui-lockdown.service \
  "$stage/usr/lib/systemd/system/"
# The panel's lockdown (docs/deploy.md, "Lockdown"): SysRq off, no login prompt on tty2…tty6, no
# power or reboot key, no forced reboot by Ctrl+Alt+Del; the generator masks ctrl-alt-del.target.
install -d "$stage/usr/lib/sysctl.d" "$stage/usr/lib/systemd/logind.conf.d" "$stage/usr/lib/systemd/system.conf.d" \
  "$stage/usr/lib/systemd/system-generators"
install -m 0644 packaging/kioskui-sysctl.conf "$stage/usr/lib/sysctl.d/90-kioskui.conf"
install -m 0644 packaging/kioskui-logind.conf "$stage/usr/lib/systemd/logind.conf.d/kioskui.conf"
install -m 0644 packaging/kioskui-system.conf "$stage/usr/lib/systemd/system.conf.d/kioskui.conf"
ln -s ../../kioskui/kiosk-lockdown "$stage/usr/lib/systemd/system-generators/kioskui-lockdown"
install -m 0644 packaging/kioskui.sysusers "$stage/usr/lib/sysusers.d/kioskui.conf"
# The backlight's brightness and bl_power writable by the group video (the kiosk turns it off with
# the display and dims it; docs/deploy.md, "Display power").
install -d "$stage/usr/lib/udev/rules.d"
install -m 0644 packaging/kioskui-backlight.rules "$stage/usr/lib/udev/rules.d/70-kioskui-backlight.rules"
install -m 0644 packaging/kiosk.conf "$stage/etc/kioskui/kiosk.conf"
install -m 0644 docs/deploy.md "$stage/usr/share/doc/kioskui/deploy.md"

# The copyright file: ours, then each thing linked into the binary with its own license text.
indent() { sed -e 's/[[:space:]]*$//' -e 's/^$/./' -e 's/^/ /'; }
{
  cat packaging/copyright
  printf '\nFiles: usr/bin/kiosk\nCopyright: Apple Inc. and the Swift project authors\n'
  printf 'Comment: the Swift runtime, Foundation and Dispatch, from the Swift toolchain.\n'
  printf 'License: Apache-2.0 with Runtime Library Exception\n'
  indent <"$toolchain/share/swift/LICENSE.txt"
  # ICU's data table is in the binary while Foundation's internationalization is linked.
  if nm "$bin" | grep -E ' icudt[0-9]+_dat$' >/dev/null; then cat packaging/copyright-icu; fi
  # The Swift packages the build uses now (a checkout left from an older Package.swift is not).
  while IFS= read -r dir; do
    name=$(basename "$dir")
    license=$(find "$dir" -maxdepth 1 -iname 'LICENSE*' | sort | head -n 1)
    [ -n "$license" ] || { echo "package: the Swift package $name has no LICENSE file" >&2; exit 1; }
    printf '\nFiles: usr/bin/kiosk\nCopyright: the %s authors\nComment: the Swift package %s.\nLicense: %s\n' \
      "$name" "$name" "$name"
    indent <"$license"
  done < <(swift package --scratch-path "$scratch" show-dependencies --format json |
           sed -nE 's/.*"path" *: *"([^"]*\/checkouts\/[^"]*)".*/\1/p' | sort -u)
} >"$stage/usr/share/doc/kioskui/copyright"
chmod 0644 "$stage/usr/share/doc/kioskui/copyright"

# --- The control files. --------------------------------------------------------------------------
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# dpkg-shlibdeps wants to be run in a source tree; an empty debian/control is all it reads here.
mkdir "$work/debian" && touch "$work/debian/control"
shlibdeps=$(cd "$work" && dpkg-shlibdeps -O "$OLDPWD/$stage/usr/bin/kiosk" 2>"$work/log") ||
  { cat "$work/log" >&2; echo "package: dpkg-shlibdeps failed" >&2; exit 1; }
libraries=$(sed -n 's/^shlibs:Depends=//p' <<<"$shlibdeps")
[ -n "$libraries" ] || { echo "package: dpkg-shlibdeps found no libraries for the kiosk" >&2; exit 1; }
# Packed relative relocations (lld's DT_RELR, Package.swift) need glibc 2.36's loader: the binary
# asks for the version GLIBC_ABI_DT_RELR, which carries no symbol, so dpkg-shlibdeps does not see it.
if readelf -V "$stage/usr/bin/kiosk" | grep -q GLIBC_ABI_DT_RELR; then
  libraries=$(sed -E 's/libc6 \(>= 2\.(2[0-9]|3[0-5])(\.[0-9]+)?\)/libc6 (>= 2.36)/' <<<"$libraries")
  [[ $libraries == *"libc6 (>= 2.3"[6-9]* || $libraries == *"libc6 (>= 2.[4-9]"* ]] ||
    { echo "package: the binary needs glibc >= 2.36 (DT_RELR) but Depends says: $libraries" >&2; exit 1; }
fi
# Loaded with dlopen when a PNG is first read or written (screenshots; SDL/SDLImageLibrary.swift),
# so dpkg-shlibdeps cannot see it: its package, found the way the loader finds the library.
image_so=libSDL2_image-2.0.so.0
# (/sbin by its path: not on a user's PATH; awk reads to the end, so ldconfig never gets SIGPIPE.)
image_path=$(/sbin/ldconfig -p | awk -v so="$image_so" '$1 == so && !found { print $NF; found = 1 }')
[ -n "$image_path" ] || { echo "package: $image_so is not installed (scripts/setup.sh installs it)" >&2; exit 1; }
image_pkg=$(dpkg -S "$(readlink -f "$image_path")" | head -n 1 | cut -d: -f1)
libraries="$libraries, $image_pkg"
# libinput, opened with dlopen when --driver fb starts (SDL/FB/LibinputLibrary.swift), found the same way.
input_so=libinput.so.10
input_path=$(/sbin/ldconfig -p | awk -v so="$input_so" '$1 == so && !found { print $NF; found = 1 }')
[ -n "$input_path" ] || { echo "package: $input_so is not installed (scripts/setup.sh installs libinput-dev)" >&2; exit 1; }
input_pkg=$(dpkg -S "$(readlink -f "$input_path")" | head -n 1 | cut -d: -f1)
libraries="$libraries, $input_pkg"
# libmosquitto, opened with dlopen when a run joins a fleet (--mqtt, Fleet/MQTT/MosquittoLibrary.swift), found the same way.
mqtt_so=libmosquitto.so.1
mqtt_path=$(/sbin/ldconfig -p | awk -v so="$mqtt_so" '$1 == so && !found { print $NF; found = 1 }')
[ -n "$mqtt_path" ] || { echo "package: $mqtt_so is not installed (scripts/setup.sh installs libmosquitto-dev)" >&2; exit 1; }
mqtt_pkg=$(dpkg -S "$(readlink -f "$mqtt_path")" | head -n 1 | cut -d: -f1)
libraries="$libraries, $mqtt_pkg"
# What the unit runs on every panel: the DejaVu fonts the kiosk asks fontconfig for, systemd (the
# unit, sysusers) and deb-systemd-helper. DRIVER=fb needs nothing more (libinput above).
programs="fonts-dejavu-core, systemd, init-system-helpers"
# Recommended, for the kiosk under cage (what DRIVER=auto picks when they are there): cage and seatd (which gives cage the seat without a
# logind session), and what SDL opens by name (dlopen, unseen by dpkg-shlibdeps) to draw a Wayland
# window: libGL and libEGL, which fail with "EGL not initialized" when libGL is missing, and Mesa's
# DRI drivers behind them (llvmpipe where there is no GPU). A bare panel installed with
# --no-install-recommends runs on fb (DRIVER=auto) without any of them. Also recommended: espeak-ng, which
# --speech speaks through (without it the speech events are still written), and fonts-noto-core.
# docs/deploy.md, "What the package needs".
recommends="cage, seatd, libgl1, libegl1, libgl1-mesa-dri, espeak-ng, fonts-noto-core"

cat >"$stage/DEBIAN/control" <<EOF
Package: kioskui
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: $libraries, $programs
Recommends: $recommends
Section: misc
Priority: optional
Description: touchscreen kiosk runtime on SDL2, run by systemd under cage or on the frame buffer
 KioskUI shows one screen file full-screen on a touch panel: adaptive pickers,
 button groups, pages and an inertial ruler, driven by touch, keys and gamepad,
 and by programs through a control socket.
 .
 kioskui.service runs it on tty1 under the cage Wayland compositor (or straight
 on the frame buffer, DRIVER=fb, for panels without a GPU) as the user kiosk;
 /etc/kioskui/kiosk.conf picks the screen file,
 rotation, saved state and control socket. The demo and example screens are in
 /usr/share/kioskui/screens.
EOF
echo /etc/kioskui/kiosk.conf >"$stage/DEBIAN/conffiles"
for script in postinst prerm postrm; do install -m 0755 "packaging/$script" "$stage/DEBIAN/$script"; done

# The unit's command is the staged launcher; systemd-analyze checks the rest of the unit as systemd
# reads it, on a copy whose ExecStart points into the staged tree (the real path is not installed here).
exec_start=$(sed -n 's/^ExecStart=//p' packaging/kioskui.service)
[ -x "$stage$exec_start" ] || { echo "package: kioskui.service runs $exec_start, which the package lacks" >&2; exit 1; }
if command -v systemd-analyze >/dev/null 2>&1; then
  mkdir "$work/units"
  for unit in kioskui.service kioskui-problems.service kioskui-lockdown.service; do
    sed "s|^ExecStart=/|ExecStart=$PWD/$stage/|" "packaging/$unit" >"$work/units/$unit"
  done
  if ! verify=$(cd "$work/units" && systemd-analyze verify kioskui.service kioskui-problems.service kioskui-lockdown.service 2>&1) || [ -n "$verify" ]; then
    echo "package: systemd-analyze verify kioskui.service kioskui-problems.service kioskui-lockdown.service:" >&2
    echo "$verify" >&2
    exit 1
  fi
fi

# --- The package: rebuilt only when a file in it changed. ----------------------------------------
digest=$( (cd "$stage" && find . -type f -print0 | sort -z | xargs -0 sha256sum; find . -printf '%m %p\n' | sort) | sha256sum | cut -d' ' -f1)
stamp=$scratch/package.digest
if [ -s "$out" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$digest $out" ]; then
  echo "package: $out is up to date" >&2
else
  mkdir -p dist
  rm -f "$out"
  dpkg-deb --build --root-owner-group "$stage" "$out" >&2
  echo "$digest $out" >"$stamp"
fi
echo "package: $out: $(du -h "$out" | cut -f1) (installed $(du -sh --exclude=DEBIAN "$stage" | cut -f1));" \
  "built in $((SECONDS - start)) s, of which the Swift build $((built - start)) s" >&2
echo "$out"
