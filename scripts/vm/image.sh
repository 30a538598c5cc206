#!/usr/bin/env bash
# The virtual panel's disk: a minimal Debian 12 (what a panel maker starts from: a kernel, systemd,
# udev, dbus) with the freshly built kioskui package installed by apt, as a panel owner would
# (`apt-get install ./kioskui_….deb`), so its Depends and Recommends are all the panel gets.
#
#   scripts/vm/image.sh DEB OUTDIR [--bare]
#
# --bare: a panel without a GPU as its maker would set it up: the package installed with
# --no-install-recommends (no cage, no seatd, no Mesa) and /etc/kioskui/kiosk.conf as shipped,
# whose DRIVER=auto must then pick fb by itself.
#
# Writes OUTDIR/disk.raw (ext4, the root file system), OUTDIR/vmlinuz and OUTDIR/initrd.img.
# The minimal system is built once with mmdebstrap from this machine's apt sources and kept in
# $KIOSK_VM_CACHE (default ~/.cache/kioskui-vm) under a key of its inputs (this script, the
# sources, the day's package lists are not part of it: delete the folder to refresh); downloaded
# packages are kept there too, so a second run installs the package in seconds. Needs root
# (mmdebstrap --mode=root, chroot, mounts in a private namespace).
set -euo pipefail
deb=$(readlink -f "$1")
out=$2
bare=${3:-}
case $bare in
  '') flags= ;;
  --bare) flags=--no-install-recommends ;;
  *) echo "vm-image: unknown option $bare (the only one is --bare)" >&2; exit 2 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
cache=${KIOSK_VM_CACHE:-$HOME/.cache/kioskui-vm}
mkdir -p "$cache/archives/partial" "$out"
say() { echo "vm-image: $*" >&2; }

[ "$(id -u)" = 0 ] || { say "needs root (mmdebstrap --mode=root, chroot)"; exit 1; }
for tool in mmdebstrap mkfs.ext4 unshare; do
  command -v "$tool" >/dev/null || { say "$tool is missing (scripts/setup.sh --vm installs it)"; exit 1; }
done
# This machine's apt sources (deb822 or one-line), the same registry a panel would use.
sources=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null || true)
[ -n "$sources" ] || { say "no apt sources on this machine (/etc/apt/sources.list.d/*.sources)"; exit 1; }

# --- The minimal system, cached. -----------------------------------------------------------------
base_packages=linux-image-amd64,systemd-sysv,udev,dbus
key=$( (cat "$0" "$here/guest-hooks.sh"; echo "$sources"; echo "$base_packages") | sha256sum | cut -c1-16)
base=$cache/base-$key.tar
if [ ! -s "$base" ]; then
  say "building the minimal Debian 12 (mmdebstrap, once; kept as $base)"
  start=$SECONDS
  rm -f "$cache"/base-*.tar
  mmdebstrap --mode=root --variant=apt --format=tar --include="$base_packages" \
    --skip=cleanup/apt/cache --aptopt='Binary::apt::APT::Keep-Downloaded-Packages "true"' \
    --setup-hook="mkdir -p \"\$1/var/cache/apt/archives\" && cp -a $cache/archives/. \"\$1/var/cache/apt/archives/\"" \
    --customize-hook="$here/guest-hooks.sh \"\$1\"" \
    --customize-hook="cp -a \"\$1/var/cache/apt/archives/.\" $cache/archives/ && rm -f \"\$1\"/var/cache/apt/archives/*.deb" \
    bookworm "$base.part" - <<<"$sources" >&2
  mv "$base.part" "$base"
  say "minimal system built in $((SECONDS - start)) s"
fi

# --- The panel: the minimal system with the package installed by apt. ---------------------------
start=$SECONDS
root=$(mktemp -d "$cache/root.XXXXXX")
trap 'rm -rf "$root"' EXIT
tar -C "$root" -xf "$base"
cp "$deb" "$root/tmp/"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
# In a mount namespace of its own: /proc, /dev and the package cache are gone when it ends.
unshare --mount --propagation private sh -eu -c '
  root=$1 cache=$2 deb=$3 flags=$4
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount -t sysfs sys "$root/sys"
  mount --bind "$cache/archives" "$root/var/cache/apt/archives"
  # No service starts inside the chroot.
  printf "#!/bin/sh\nexit 101\n" >"$root/usr/sbin/policy-rc.d"; chmod 755 "$root/usr/sbin/policy-rc.d"
  chroot "$root" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive chroot "$root" apt-get install -y -qq -o APT::Keep-Downloaded-Packages=true $flags "/tmp/$deb"
  rm -f "$root/usr/sbin/policy-rc.d" "$root/tmp/$deb"
' sh "$root" "$cache" "$(basename "$deb")" "$flags" >&2
: >"$root/etc/resolv.conf"
cp "$root"/boot/vmlinuz-* "$out/vmlinuz"
cp "$root"/boot/initrd.img-* "$out/initrd.img"
chmod 0644 "$out/vmlinuz" "$out/initrd.img"
dpkg-query --admindir="$root/var/lib/dpkg" -W -f='${Package} ${Version}\n' >"$out/packages.txt"
du -sk "$root" | cut -f1 >"$out/root-kib.txt"
rm -f "$out/disk.raw"
mkfs.ext4 -q -L panel -d "$root" "$out/disk.raw" 3G
say "panel image with $(basename "$deb") in $((SECONDS - start)) s ($(wc -l <"$out/packages.txt") packages, $(( $(cat "$out/root-kib.txt") / 1024 )) MiB)"
