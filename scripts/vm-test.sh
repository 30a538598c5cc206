#!/usr/bin/env bash
# The virtual-panel boot test: the freshly built package on a minimal Debian 12 booted in QEMU,
# driven as a person at the panel would (docs/deploy.md, "Proven on a booted panel").
#
#   scripts/vm-test.sh            # → out/vm/{cage,fb,fb-virtio}/: figures, screendumps, the panel's pictures
#
# Builds the package (scripts/package.sh), the panel's disk (scripts/vm/image.sh: mmdebstrap from
# this machine's apt sources, cached; the package installed by apt), boots it with
# qemu-system-x86_64 under TCG (KVM hangs in the kernel's decompressor on this kind of machine)
# and runs scripts/vm/panel-test.py, which prints a `vm:` line per figure and check and exits 1 at
# the first check that fails: first the packaged default (under cage), then a bare panel (no
# Recommends, kiosk.conf as shipped: DRIVER=auto picks fb) on bochs-display and on virtio-gpu. Needs root (mmdebstrap, chroot); VmBootTests runs it in the test
# command. KIOSK_VM_OUT names another output folder, KIOSK_VM_CACHE another cache.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
out=${KIOSK_VM_OUT:-$PWD/out/vm}
rm -rf "$out"
mkdir -p "$out"
deb=$(scripts/package.sh)
# The package's own kiosk and screens draw the pictures the panel is compared with.
dpkg-deb -x "$deb" "$out/unpacked"
test_panel() {
  /usr/bin/python3 scripts/vm/panel-test.py --kiosk "$out/unpacked/usr/bin/kiosk" \
    --screens "$out/unpacked/usr/share/kioskui/screens" "$@"
}
# The packaged default: installed with its Recommends, the kiosk under cage, a virtio-gpu display.
scripts/vm/image.sh "$deb" "$out/image"
test_panel --image "$out/image" --out "$out/cage" --phase cage
# A bare panel: installed with --no-install-recommends, kiosk.conf untouched (DRIVER=auto → fb), on
# bochs-display and virtio-gpu.
scripts/vm/image.sh "$deb" "$out/image-bare" --bare
# Its last part measures the fb driver's start against kiosk-floor --driver fb, built
# here (the panel's Debian 12 has the same libraries) and copied over; it is not in the package.
scripts/build-floor.sh "$out/floor" >&2
test_panel --image "$out/image-bare" --out "$out/fb" --phase fb --display bochs-display --floor "$out/floor/kiosk-floor"
test_panel --image "$out/image-bare" --out "$out/fb-virtio" --phase fb-first-frame --display virtio-gpu-pci
