#!/usr/bin/env bash
# The virtual-panel boot test: the freshly built package on a minimal Debian 12 booted in QEMU,
# driven as a person at the panel would (docs/deploy.md, "Proven on a booted panel").
#
#   scripts/vm-test.sh            # → out/vm/: figures.json, screendumps, the panel's pictures
#
# Builds the package (scripts/package.sh), the panel's disk (scripts/vm/image.sh: mmdebstrap from
# this machine's apt sources, cached; the package installed by apt), boots it with
# qemu-system-x86_64 under TCG (KVM hangs in the kernel's decompressor on this kind of machine)
# and runs scripts/vm/panel-test.py, which prints a `vm:` line per figure and check and exits 1 at
# the first check that fails. Needs root (mmdebstrap, chroot); VmBootTests runs it in the test
# command. KIOSK_VM_OUT names another output folder, KIOSK_VM_CACHE another cache.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
out=${KIOSK_VM_OUT:-$PWD/out/vm}
rm -rf "$out"
mkdir -p "$out"
deb=$(scripts/package.sh)
scripts/vm/image.sh "$deb" "$out/image"
# The package's own kiosk and screens draw the pictures the panel is compared with.
dpkg-deb -x "$deb" "$out/unpacked"
exec /usr/bin/python3 scripts/vm/panel-test.py --image "$out/image" --kiosk "$out/unpacked/usr/bin/kiosk" \
  --screens "$out/unpacked/usr/share/kioskui/screens" --out "$out"
