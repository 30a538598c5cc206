#!/bin/sh
# mmdebstrap customize hook for the virtual panel's minimal system ($1 is its root): what a panel
# maker sets up on any image (host name, fstab), plus the one thing only the test has: a root
# shell on the second serial port, through which scripts/vm/panel.py runs commands. Nothing of
# KioskUI is here: the package brings all of that.
set -eu
root=$1
echo panel >"$root/etc/hostname"
echo "LABEL=panel / ext4 rw,errors=remount-ro 0 1" >"$root/etc/fstab"
# A persistent journal, so a boot's lines can be read after the next one.
mkdir -p "$root/var/log/journal"
cat >"$root/etc/systemd/system/panel-test-shell.service" <<'UNIT'
[Unit]
Description=Test harness: a root shell on ttyS1 (virtual panel only, not part of KioskUI)
After=systemd-user-sessions.service

[Service]
ExecStart=/bin/sh
StandardInput=tty
StandardOutput=tty
StandardError=tty
TTYPath=/dev/ttyS1
Restart=always
RestartSec=0
# An interactive sh ignores SIGTERM: without this a reboot waits 90 s for it.
KillSignal=SIGHUP

[Install]
WantedBy=multi-user.target
UNIT
mkdir -p "$root/etc/systemd/system/multi-user.target.wants"
ln -sf /etc/systemd/system/panel-test-shell.service "$root/etc/systemd/system/multi-user.target.wants/"
