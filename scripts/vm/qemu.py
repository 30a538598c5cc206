"""One virtual panel under QEMU: power on, the screen (QMP screendump), touch and keys (QMP
input-send-event on a virtio tablet and keyboard), and a root shell on the second serial port
(scripts/vm/guest-hooks.sh) to run commands in. Standard library only."""

import base64
import hashlib
import json
import os
import re
import socket
import subprocess
import time

from picture import Picture


class PanelError(Exception):
    pass


class Panel:
    """A panel booted from `image` (the folder scripts/vm/image.sh writes) with its changes in a
    throw-away overlay in `work`. `display` is a QEMU display device without 3D."""

    def __init__(self, image, work, display="virtio-gpu-pci", size=(1280, 800), memory=1024):
        self.image, self.work, self.size = image, work, size
        self.display, self.memory = display, memory
        self.qemu = None
        self.powered_on = None
        self._qmp = None
        self._shell = None
        self._buffer = b""
        self._serial = 0

    # --- Power. --------------------------------------------------------------------------------
    def start(self):
        os.makedirs(self.work, exist_ok=True)
        overlay = os.path.join(self.work, "disk.qcow2")
        if os.path.exists(overlay):
            os.remove(overlay)
        subprocess.run(["qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b",
                        os.path.join(self.image, "disk.raw"), overlay], check=True)
        width, height = self.size
        if self.display == "virtio-gpu-pci":
            device = f"virtio-gpu-pci,xres={width},yres={height}"
        else:
            device = f"{self.display},xres={width},yres={height}"
        self.qmp_path = os.path.join(self.work, "qmp.sock")
        self.shell_path = os.path.join(self.work, "shell.sock")
        for p in (self.qmp_path, self.shell_path):
            if os.path.exists(p):
                os.remove(p)
        args = ["qemu-system-x86_64", "-accel", "tcg,thread=multi", "-smp", "2", "-m", str(self.memory),
                "-kernel", os.path.join(self.image, "vmlinuz"), "-initrd", os.path.join(self.image, "initrd.img"),
                "-append", "root=/dev/vda rw console=ttyS0 quiet loglevel=3 systemd.show_status=0",
                "-drive", f"file={overlay},if=virtio,format=qcow2",
                "-display", "none", "-vga", "none", "-device", device,
                "-device", "virtio-tablet-pci", "-device", "virtio-keyboard-pci",
                "-nic", "none",
                "-serial", "file:" + os.path.join(self.work, "console.log"),
                "-chardev", f"socket,id=shell,path={self.shell_path},server=on,wait=off",
                "-serial", "chardev:shell",
                "-qmp", f"unix:{self.qmp_path},server=on,wait=off"]
        self.powered_on = time.monotonic()
        self.qemu = subprocess.Popen(args, stdout=open(os.path.join(self.work, "qemu.log"), "w"),
                                     stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while not (os.path.exists(self.qmp_path) and os.path.exists(self.shell_path)):
            if self.qemu.poll() is not None or time.monotonic() > deadline:
                raise PanelError("qemu did not start: " + open(os.path.join(self.work, "qemu.log")).read())
            time.sleep(0.1)
        self._qmp = socket.socket(socket.AF_UNIX)
        self._qmp.connect(self.qmp_path)
        self._qmp_file = self._qmp.makefile("rwb")
        self._qmp_read()                       # the greeting
        self.qmp("qmp_capabilities")
        self._shell = socket.socket(socket.AF_UNIX)
        self._shell.connect(self.shell_path)
        self._buffer = b""

    def seconds(self):
        """Seconds since power-on."""
        return time.monotonic() - self.powered_on

    def stop(self):
        if self.qemu and self.qemu.poll() is None:
            try:
                self.qmp("quit")
            except Exception:
                pass
            try:
                self.qemu.wait(10)
            except subprocess.TimeoutExpired:
                self.qemu.kill()
                self.qemu.wait()
        self.qemu = None

    # --- QMP. ----------------------------------------------------------------------------------
    def _qmp_read(self):
        while True:
            line = self._qmp_file.readline()
            if not line:
                raise PanelError("QMP closed: qemu ended")
            message = json.loads(line)
            if "event" not in message:
                return message

    def qmp(self, command, **arguments):
        request = {"execute": command}
        if arguments:
            request["arguments"] = arguments
        self._qmp_file.write(json.dumps(request).encode() + b"\n")
        self._qmp_file.flush()
        answer = self._qmp_read()
        if "error" in answer:
            raise PanelError(f"QMP {command}: {answer['error']}")
        return answer.get("return")

    def screen(self, name=None):
        """The panel's picture now (kept as NAME.ppm in the work folder when named)."""
        path = os.path.join(self.work, (name or "screen") + ".ppm")
        self.qmp("screendump", filename=path)
        return Picture.read(path)

    def tap(self, x, y, hold=0.08):
        """A finger down and up at (x, y) in the panel's pixels (the tablet's 0…32767 range)."""
        width, height = self.size
        ax, ay = round(x * 32767 / (width - 1)), round(y * 32767 / (height - 1))
        self.qmp("input-send-event", events=[
            {"type": "abs", "data": {"axis": "x", "value": ax}},
            {"type": "abs", "data": {"axis": "y", "value": ay}}])
        self.qmp("input-send-event", events=[{"type": "btn", "data": {"down": True, "button": "left"}}])
        time.sleep(hold)
        self.qmp("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": "left"}}])

    def key(self, qcode):
        """One key pressed and released (QEMU's qcode names: tab, ret, right, …)."""
        for down in (True, False):
            self.qmp("input-send-event", events=[{"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": qcode}}}])
            time.sleep(0.05)

    def chord(self, *qcodes):
        """Keys held down together, in order, then let go in reverse (ctrl, alt, delete)."""
        for qcode in qcodes:
            self.qmp("input-send-event", events=[{"type": "key", "data": {"down": True, "key": {"type": "qcode", "data": qcode}}}])
            time.sleep(0.05)
        for qcode in reversed(qcodes):
            self.qmp("input-send-event", events=[{"type": "key", "data": {"down": False, "key": {"type": "qcode", "data": qcode}}}])
            time.sleep(0.05)

    # --- The serial shell. ---------------------------------------------------------------------
    def wait_for_shell(self, timeout):
        """Waits until the panel's test shell answers (systemd reached multi-user)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                # (Not in run's subshell: the prompt and echo are the shell's own.)
                self._shell.sendall(b"PS1=; PS2=; stty -echo\n")
                out = self.run("echo shell-ok", timeout=3, check=False)
                if "shell-ok" in out[1]:
                    self._buffer = b""
                    return
            except PanelError:
                pass
        raise PanelError(f"no shell on ttyS1 within {timeout} s; console: {self.console_tail()}")

    def run(self, command, timeout=30, check=True):
        """Runs COMMAND in the panel's root shell; (status, output)."""
        self._serial += 1
        mark = f"@@{self._serial}@@"
        self._shell.sendall(f"( {command} ) 2>&1; echo \"{mark[:2]}\"\"{mark[2:]}$?\"\n".encode())
        pattern = re.compile(re.escape(mark).encode() + rb"(\d+)")
        deadline = time.monotonic() + timeout
        while True:
            m = pattern.search(self._buffer)
            if m:
                output = self._buffer[:m.start()]
                self._buffer = self._buffer[m.end():]
                status = int(m.group(1))
                text = output.decode(errors="replace").replace("\r", "")
                if check and status != 0:
                    raise PanelError(f"`{command}` exited {status}: {text.strip()}")
                return status, text
            left = deadline - time.monotonic()
            if left <= 0:
                raise PanelError(f"`{command}` did not finish within {timeout} s")
            self._shell.settimeout(left)
            try:
                chunk = self._shell.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                raise PanelError("the serial shell closed")
            self._buffer += chunk

    def sh(self, command, timeout=30):
        """The output of COMMAND, which must succeed."""
        return self.run(command, timeout=timeout)[1]

    def put(self, local, remote, mode="0755"):
        """Copies the file `local` of this machine to `remote` on the panel, through the serial
        shell (the panel has no network): base64 in lines a tty takes whole (its canonical mode
        keeps at most 4095 characters a line), decoded there and checked by its SHA-256."""
        with open(local, "rb") as f:
            data = f.read()
        text = base64.b64encode(data).decode()
        self.sh(f"rm -f {remote}.b64")
        for i in range(0, len(text), 2000):
            self.sh(f"printf '%s' '{text[i:i + 2000]}' >> {remote}.b64")
        self.sh(f"base64 -d {remote}.b64 > {remote} && rm {remote}.b64 && chmod {mode} {remote}")
        got = self.sh(f"sha256sum {remote}").split()[0]
        if got != hashlib.sha256(data).hexdigest():
            raise PanelError(f"{local} arrived on the panel as {remote} with another SHA-256")

    def console_tail(self, lines=15):
        try:
            with open(os.path.join(self.work, "console.log"), errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    # --- Waiting for pictures. -----------------------------------------------------------------
    def wait_for_screen(self, matches, timeout, name="wait", interval=0.5):
        """Takes screendumps until `matches(picture)` holds; (seconds waited, picture) or raises."""
        start = time.monotonic()
        last = None
        while time.monotonic() - start < timeout:
            try:
                last = self.screen(name)
            except PanelError:
                last = None
            if last is not None and matches(last):
                return time.monotonic() - start, last
            time.sleep(interval)
        raise PanelError(f"the screen did not show what was expected within {timeout} s (last: {name}.ppm)")
