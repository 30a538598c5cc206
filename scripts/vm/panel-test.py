#!/usr/bin/env python3
"""The virtual-panel boot test (scripts/vm-test.sh runs it): boots the panel image that
scripts/vm/image.sh made (a minimal Debian 12 with the kioskui package installed by apt) in QEMU
and checks, as a person at the panel would, that it comes up in the kiosk and stays up.

Every picture the panel shows is compared with the one the same package's kiosk draws headless on
this machine for the same input (`kiosk run --driver headless`, its screens, the state file read
back from the panel), so "the demo shows" means the demo's pixels, not "something is not black".
Prints one `vm:` line per figure and per check; exits 1 at the first check that fails, with the
panel's journal for the unit."""

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from picture import Picture  # noqa: E402
from qemu import Panel, PanelError  # noqa: E402

SIZE = (1280, 800)
# A picture is the expected one when under 2 % of its pixels differ by more than a renderer's
# rounding (the panel's kiosk draws through Mesa's llvmpipe, the reference with SDL's software
# renderer: same layout and text, a few anti-aliased edges apart).
SAME = 0.02


class Check(Exception):
    pass


class Test:
    def __init__(self, args):
        self.args = args
        self.out = args.out
        self.figures = {}
        self.panel = Panel(args.image, os.path.join(args.out, "work"), display=args.display, size=SIZE)
        self.refs = os.path.join(args.out, "refs")
        os.makedirs(self.refs, exist_ok=True)

    # --- References drawn on this machine. ---------------------------------------------------------
    def reference(self, name, screen="demo.yaml", script=(), state=None, rotate=0):
        """The picture the packaged kiosk draws headless after `script` (replay lines without "at";
        each 400 ms after the last, so every slide has ended), from `state` if given, turned by
        `rotate` as the panel shows it."""
        png = os.path.join(self.refs, name + ".png")
        replay = os.path.join(self.refs, name + ".jsonl")
        lines = [dict(line, at=400 * (i + 1)) for i, line in enumerate(script)]
        lines.append({"at": 400 * (len(script) + 1) + 1000, "query": "layout"})
        with open(replay, "w") as f:
            f.write("".join(json.dumps(line) + "\n" for line in lines))
        command = [self.args.kiosk, "run", os.path.join(self.args.screens, screen), "--driver", "headless",
                   "--size", f"{SIZE[0]}x{SIZE[1]}", "--rotate", str(rotate), "--replay", replay, "--screenshot", png]
        if state is not None:
            state_file = os.path.join(self.refs, name + ".state.json")
            with open(state_file, "w") as f:
                f.write(state)
            command += ["--state", state_file]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            raise Check(f"the reference {name} could not be drawn: {run.stderr.strip()}")
        layout = [json.loads(l) for l in run.stdout.splitlines() if '"event":"layout"' in l]
        return Picture.read(png), layout[-1] if layout else None

    @staticmethod
    def node(layout, ident):
        found = []

        def walk(n):
            if isinstance(n, dict):
                if n.get("id") == ident:
                    found.append(n)
                for c in n.get("children", []):
                    walk(c)
            elif isinstance(n, list):
                for c in n:
                    walk(c)
        walk(layout["nodes"])
        if not found:
            raise Check(f"no {ident} in the demo's layout")
        return found[0]

    # --- Helpers. ------------------------------------------------------------------------------------
    def figure(self, name, value, unit="s"):
        self.figures[name] = value
        print(f"vm: {name}: {value:.1f} {unit}" if isinstance(value, float) else f"vm: {name}: {value}", flush=True)

    def passed(self, what):
        print(f"vm: ok: {what}", flush=True)

    def failed(self, error):
        """Says which check failed and shows the unit's journal (or, without a shell, the console)."""
        print(f"vm: FAILED: {error}", flush=True)
        try:
            print("vm: journalctl -u kioskui (last lines):\n" + self.journal()[-4000:])
        except Exception:
            print("vm: console:\n" + self.panel.console_tail(40))
        return 1

    def done(self, name):
        """Writes the figures as NAME (JSON) in the output folder."""
        with open(os.path.join(self.out, name), "w") as f:
            json.dump(self.figures, f, indent=1)
        return 0

    def shows(self, expected, timeout, name):
        """Waits until the panel shows `expected`; the seconds it took."""
        try:
            waited, picture = self.panel.wait_for_screen(lambda p: p.difference(expected) < SAME, timeout, name=name)
        except PanelError:
            last = self.panel.screen(name)
            last.write_png(os.path.join(self.out, name + "-got.png"))
            expected.write_png(os.path.join(self.out, name + "-expected.png"))
            raise Check(f"{name}: the panel did not show the expected picture within {timeout} s "
                        f"({last.difference(expected):.1%} of it differs; {name}-got.png and {name}-expected.png in {self.out})")
        return waited, picture

    def kiosk_pid(self):
        out = self.panel.run("pidof kiosk", check=False)[1].split()
        return out[0] if out else None

    def state(self):
        return self.panel.sh("cat /var/lib/kiosk/state.json")

    def journal(self, since="-b"):
        return self.panel.sh(f"journalctl -u kioskui {since} --no-pager -o cat", timeout=60)

    def wait_for(self, command, expected, timeout):
        deadline = time.monotonic() + timeout
        out = ""
        while time.monotonic() < deadline:
            out = self.panel.run(command, check=False)[1].strip()
            if out == expected:
                return
            time.sleep(0.5)
        raise Check(f"`{command}` said {out!r}, not {expected!r}, within {timeout} s")

    def rss_kib(self, *names):
        """The resident memory of the named processes on the panel, added up (KiB)."""
        total = 0
        for name in names:
            out = self.panel.run(f"for p in $(pidof {name}); do grep VmRSS /proc/$p/status; done", check=False)[1]
            total += sum(int(line.split()[1]) for line in out.splitlines() if line.startswith("VmRSS"))
        return total

    def vt_modes(self):
        """tty1's display mode (0 text, 1 graphics) and keyboard mode (4 off), read with KDGETMODE
        and KDGKBMODE (perl-base is on every Debian)."""
        out = self.panel.sh("perl -e 'open(T, \"<\", \"/dev/tty1\") or die $!; $m = pack(\"L\", 0); "
                            "ioctl(T, 0x4B3B, $m) or die $!; $k = pack(\"L\", 0); ioctl(T, 0x4B44, $k) or die $!; "
                            "printf(\"%d %d\\n\", unpack(\"L\", $m), unpack(\"L\", $k))'")
        display, keyboard = out.split()
        return int(display), int(keyboard)

    def switch_vt(self, n):
        """VT_ACTIVATE and VT_WAITACTIVE on /dev/tty0, as Ctrl+Alt+Fn would (the kiosk turned the
        keyboard's own switching off)."""
        self.panel.sh(f"perl -e 'open(T, \"<\", \"/dev/tty0\") or die $!; ioctl(T, 0x5606, {n}) or die $!; "
                      f"ioctl(T, 0x5607, {n}) or die $!'", timeout=30)

    def control(self, line):
        """Sends one command line on the kiosk's control socket, /run/kiosk/control.sock as shipped
        (perl-base's IO::Socket::UNIX: the panel has no socat), and stays a second so the kiosk
        reads it."""
        self.panel.sh("perl -MIO::Socket::UNIX -e '$s = IO::Socket::UNIX->new(Peer => \"/run/kiosk/control.sock\") "
                      f"or die \"$!\\n\"; print $s q({line}) . \"\\n\"; sleep 1'")

    def listen(self, path):
        """A client of the control socket that writes every event line the kiosk sends to `path`
        on the panel, in the background; its pid."""
        return self.panel.sh(f"rm -f {path}; nohup perl -MIO::Socket::UNIX -e '$| = 1; $s = IO::Socket::UNIX->new("
                             "Peer => \"/run/kiosk/control.sock\") or die \"$!\\n\"; print while <$s>' "
                             f">{path} 2>&1 </dev/null & echo $!").strip()

    # The DPMS state of the connected connector(s), as the kernel reports it ("On", "Off").
    DPMS = 'for c in /sys/class/drm/card*-*; do [ "$(cat $c/status)" = connected ] && cat $c/dpms; done'

    def cpu_percent(self, pid, seconds):
        """The share of one CPU process `pid` used over `seconds` (utime + stime of /proc/PID/stat)."""
        hz = int(self.panel.sh("getconf CLK_TCK").strip())

        def ticks():
            return sum(int(x) for x in self.panel.sh(f"cut -d' ' -f14,15 /proc/{pid}/stat").split())
        t0, m0 = ticks(), time.monotonic()
        time.sleep(seconds)
        t1, m1 = ticks(), time.monotonic()
        return (t1 - t0) / hz / (m1 - m0) * 100

    # --- The checks: the packaged default, the kiosk under cage. --------------------------------------
    def run(self):
        home, layout = self.reference("home")
        period = self.node(layout, "period")
        tabs = self.node(layout, "pages.tabs")
        week_x = period["segments"][1][0] + period["segments"][1][2] / 2
        week_y = period["segments"][1][1] + period["segments"][1][3] / 2
        tab = tabs["segments"][1]
        tab_x, tab_y = tab[0] + tab[2] / 2, tab[1] + tab[3] / 2
        week, _ = self.reference("week", script=[{"pointer": "down", "target": "period#1"},
                                                 {"pointer": "up", "target": "period#1"}])
        settings_script = [{"pointer": "down", "target": "period#1"}, {"pointer": "up", "target": "period#1"},
                           {"pointer": "down", "target": "pages.tabs#1"}, {"pointer": "up", "target": "pages.tabs#1"}]
        settings, _ = self.reference("settings", script=settings_script)
        focused, _ = self.reference("settings-focus", script=settings_script + [{"key": "tab"}])

        p = self.panel
        p.start()
        try:
            # Power on → the demo.
            waited, shown = self.shows(home, 240, "first-frame")
            self.figure("power-on to the first kiosk frame", p.seconds())
            shown.write_png(os.path.join(self.out, "vm-demo-1280x800.png"))
            p.wait_for_shell(120)
            self.wait_for("systemctl is-active kioskui", "active", 30)
            self.passed("the demo shows and the unit is active (ready at its first frame)")
            self.figure("resident memory of cage and the kiosk", self.rss_kib("cage", "kiosk") / 1024, "MiB")

            # Touch and keys.
            p.tap(week_x, week_y)
            self.shows(week, 20, "tap-week")
            self.passed("a tap on the picker's Week selects it")
            p.tap(tab_x, tab_y)
            self.shows(settings, 20, "tap-tab")
            self.passed("a tap on the Settings tab shows the settings page")
            p.key("tab")
            self.shows(focused, 20, "key-tab")
            self.passed("the Tab key moves the focus (the ring shows)")
            self.cage_lockdown(focused)
            time.sleep(1)
            saved = self.state()
            if '"Week"' not in saved:
                raise Check(f"the state file does not hold period=Week: {saved}")

            # The one log command has the launcher's, cage's and the kiosk's lines.
            log = self.journal()
            for who, text in (("the launcher's choice", "DRIVER=auto: cage and seatd are installed, so the kiosk runs under cage"),
                              ("the launcher", "kiosk-session: cage -d -- /usr/bin/kiosk run")):
                if text not in log:
                    raise Check(f"journalctl -u kioskui lacks {who}'s line ({text!r}):\n{log[-3000:]}")

            # Crashes and hangs: the frame comes back.
            restored, _ = self.reference("restored", script=[{"pointer": "down", "target": "pages.tabs#1"},
                                                             {"pointer": "up", "target": "pages.tabs#1"}], state=saved)
            for who, command in (("the kiosk", "kill -9 $(pidof kiosk)"), ("cage", "kill -9 $(pidof cage)")):
                before = self.kiosk_pid()
                p.sh(command)
                start = time.monotonic()
                self.wait_for(f"pidof kiosk | grep -vx {before} | grep -c .", "1", 60)
                self.shows(restored, 60, "after-kill")
                self.figure(f"kill -9 of {who} to the frame back", time.monotonic() - start)
            before = self.kiosk_pid()
            p.sh("kill -STOP $(pidof kiosk)")
            start = time.monotonic()
            self.wait_for(f"pidof kiosk | grep -vx {before} | grep -c .", "1", 60)
            self.shows(restored, 60, "after-stop")
            stopped = time.monotonic() - start
            self.figure("SIGSTOP of the kiosk to the frame back (watchdog)", stopped)
            if stopped > 30:
                raise Check(f"a stopped kiosk was replaced after {stopped:.0f} s, not within 30 s")
            self.passed("kill -9 of the kiosk and of cage, and a stopped kiosk, come back")

            # Restart and stop are clean.
            since = p.sh("date +%s").strip()
            p.sh("systemctl restart kioskui", timeout=60)
            self.shows(restored, 60, "after-restart")
            p.sh("systemctl stop kioskui", timeout=60)
            result = p.sh("systemctl show kioskui -p Result -p ExecMainStatus --value").split()
            if result != ["success", "0"]:
                raise Check(f"systemctl stop kioskui ended with {result}, not success and status 0")
            log = self.journal(f"--since=@{since}")
            for bad in ("Assertion", "dumped core", "core-dump", "status=6", "SIGABRT", "Failed with result"):
                if bad in log:
                    raise Check(f"restart/stop left {bad!r} in the journal:\n{log[-3000:]}")
            if "kiosk: " not in log:
                raise Check(f"journalctl -u kioskui lacks the kiosk's own lines:\n{log[-3000:]}")
            p.sh("systemctl start kioskui", timeout=90)
            self.shows(restored, 60, "after-start")
            self.passed("systemctl restart and stop end with status 0, no abort or core; start draws again")

            # A bad setting: status 78, the problem on the panel and in the log.
            p.sh("cp /etc/kioskui/kiosk.conf /root/kiosk.conf; echo ROTATE=45 >> /etc/kioskui/kiosk.conf")
            p.run("systemctl restart kioskui", timeout=60, check=False)
            self.wait_for("systemctl show kioskui -p ExecMainStatus --value", "78", 30)
            self.wait_for("systemctl is-failed kioskui", "failed", 30)
            _, problem = p.wait_for_screen(lambda pic: pic.difference(restored) > 0.5 and pic.bright_fraction() > 0.002,
                                           30, name="problem")
            problem.write_png(os.path.join(self.out, "vm-bad-setting.png"))
            lines = p.sh("cat /dev/vcs1")   # what tty1 shows, as text
            if "ROTATE=45" not in lines or "must be 0, 90, 180 or 270" not in lines:
                raise Check(f"tty1 does not show the problem:\n{lines}")
            if "kiosk.conf:" not in self.journal() or "ROTATE=45: must be 0, 90, 180 or 270" not in self.journal():
                raise Check("journalctl -u kioskui does not name the bad line")
            p.sh("cp /root/kiosk.conf /etc/kioskui/kiosk.conf; systemctl restart kioskui", timeout=90)
            self.shows(restored, 60, "after-fix")
            self.passed("a bad kiosk.conf: status 78, the line and fix on tty1 and in journalctl -u kioskui")

            # The shipped parking meter.
            parking, _ = self.reference("parking", screen="parking-meter.yaml")
            p.sh("sed -i 's|^SCREEN=.*|SCREEN=/usr/share/kioskui/screens/parking-meter.yaml|' /etc/kioskui/kiosk.conf;"
                 " systemctl restart kioskui", timeout=90)
            _, shown = self.shows(parking, 60, "parking")
            shown.write_png(os.path.join(self.out, "vm-parking-1280x800.png"))
            p.sh("cp /root/kiosk.conf /etc/kioskui/kiosk.conf; systemctl restart kioskui", timeout=90)
            self.shows(restored, 60, "demo-again")
            self.passed("the parking meter runs by SCREEN=")

            # The saved state survives a reboot.
            p.run("systemctl reboot", check=False, timeout=10)
            time.sleep(5)
            rebooted = time.monotonic()
            restored_home, _ = self.reference("reboot", state=saved)
            self.shows(restored_home, 240, "after-reboot")
            self.figure("reboot to the first kiosk frame", time.monotonic() - rebooted + 5)
            p.wait_for_shell(120)
            self.passed("after a reboot the kiosk shows the saved values")

            # Purge leaves only what Debian policy keeps (the system user), and lifts the lockdown:
            # SysRq back to the kernel's default, Ctrl+Alt+Del no longer masked.
            sysrq = p.sh("cat /proc/sys/kernel/sysrq").strip()
            if sysrq != "0":
                raise Check(f"kernel.sysrq is {sysrq} on the installed panel, not 0 (the lockdown)")
            default = str(int(p.sh("sed -n 's/^CONFIG_MAGIC_SYSRQ_DEFAULT_ENABLE=//p' /boot/config-$(uname -r)").strip(), 0))
            p.sh("DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq kioskui >/dev/null 2>&1", timeout=180)
            left = p.run("ls -d /etc/kioskui /usr/lib/kioskui /usr/share/kioskui /usr/share/doc/kioskui /var/lib/kiosk "
                         "/usr/lib/systemd/system/kioskui.service /etc/systemd/system/multi-user.target.wants/kioskui.service "
                         "/usr/bin/kiosk /usr/lib/sysctl.d/90-kioskui.conf /usr/lib/systemd/logind.conf.d/kioskui.conf "
                         "/usr/lib/systemd/system.conf.d/kioskui.conf /usr/lib/systemd/system-generators/kioskui-lockdown "
                         "/usr/lib/systemd/system/kioskui-lockdown.service /run/sysctl.d/90-kioskui.conf "
                         "/run/systemd/logind.conf.d/kioskui.conf 2>/dev/null", check=False)[1].strip()
            if left:
                raise Check(f"apt-get purge kioskui left: {left}")
            sysrq = p.sh("cat /proc/sys/kernel/sysrq").strip()
            if sysrq != default:
                raise Check(f"after purge kernel.sysrq is {sysrq}, not the kernel's default {default}")
            cad = p.sh("systemctl show -p LoadState --value ctrl-alt-del.target").strip()
            if cad == "masked":
                raise Check("after purge ctrl-alt-del.target is still masked")
            if p.run("pidof kiosk cage", check=False)[1].strip():
                raise Check("the kiosk still runs after purge")
            self.passed(f"apt-get purge kioskui removes every file and stops the kiosk (the user kiosk stays); SysRq is "
                        f"back to the kernel's {default} and Ctrl+Alt+Del no longer masked")
        except (Check, PanelError) as e:
            return self.failed(e)
        finally:
            p.stop()
        return self.done("figures.json")

    # --- The checks of a bare panel: installed without Recommends, kiosk.conf as shipped. -----------
    def run_fb(self):
        """The panel image was installed with --no-install-recommends and its kiosk.conf left as
        shipped (image.sh --bare): no compositor, no Mesa; DRIVER=auto picks fb, and the kiosk
        draws into the display's memory and reads libinput."""
        home, layout = self.reference("home")
        tabs = self.node(layout, "pages.tabs")
        tab = tabs["segments"][1]
        settings, _ = self.reference("settings", script=[{"pointer": "down", "target": "pages.tabs#1"},
                                                         {"pointer": "up", "target": "pages.tabs#1"}])
        focused, _ = self.reference("settings-focus", script=[{"pointer": "down", "target": "pages.tabs#1"},
                                                              {"pointer": "up", "target": "pages.tabs#1"}, {"key": "tab"}])
        turned, turned_layout = self.reference("home-90", rotate=90)
        turned_tabs = self.node(turned_layout, "pages.tabs")["segments"][2]
        turned_tapped, _ = self.reference("about-90", rotate=90, script=[{"pointer": "down", "target": "pages.tabs#2"},
                                                                         {"pointer": "up", "target": "pages.tabs#2"}])
        p = self.panel
        p.start()
        try:
            _, shown = self.shows(home, 240, "fb-first-frame")
            self.figure(f"power-on to the first frame with DRIVER=fb on {self.args.display}", p.seconds())
            shown.write_png(os.path.join(self.out, f"vm-fb-{self.args.display}-1280x800.png"))
            p.wait_for_shell(120)
            self.wait_for("systemctl is-active kioskui", "active", 30)
            missing = p.run("dpkg-query -W -f='${Status} ${Package}\\n' cage seatd xwayland libgl1-mesa-dri 2>/dev/null "
                            "| grep -c 'install ok installed'", check=False)[1].strip()
            if missing != "0":
                raise Check(f"a compositor or Mesa's drivers are installed on the bare panel ({missing} of cage, seatd, "
                            "xwayland, libgl1-mesa-dri)")
            kib = int(p.sh("dpkg-query -W -f='${Installed-Size}\\n' | awk '{s += $1} END {print s}'"))
            self.figure("installed size of the bare panel (every package)", kib / 1024, "MiB")
            self.figure("resident memory of the kiosk on fb", self.rss_kib("kiosk") / 1024, "MiB")
            modes = self.vt_modes()
            if modes != (1, 4):
                raise Check(f"tty1 is not in graphics mode with its keyboard off while the kiosk runs: {modes}")
            # The shipped settings, untouched, chose fb by themselves and said why.
            drivers = p.sh("grep '^DRIVER=' /etc/kioskui/kiosk.conf").strip()
            if drivers != "DRIVER=auto":
                raise Check(f"the bare panel's kiosk.conf is not the shipped one: {drivers!r}")
            log = self.journal()
            for text in ("DRIVER=auto: cage and seatd not installed", "so the kiosk draws straight on the frame buffer (fb)",
                         "kiosk-session: /usr/bin/kiosk run"):
                if text not in log:
                    raise Check(f"journalctl -u kioskui lacks {text!r}:\n{log[-3000:]}")
            self.passed("DRIVER=auto (kiosk.conf as shipped) picks fb and draws the demo with neither cage nor Mesa "
                        "installed; tty1 in graphics mode, keyboard off")

            p.tap(tab[0] + tab[2] / 2, tab[1] + tab[3] / 2)
            self.shows(settings, 20, "fb-tap-tab")
            p.key("tab")
            self.shows(focused, 20, "fb-key-tab")
            self.passed("on fb a tap on the Settings tab shows it and the Tab key moves the focus")

            self.switch_vt(2)
            p.wait_for_screen(lambda pic: pic.difference(focused) > 0.3, 20, name="fb-vt2")
            self.switch_vt(1)
            self.shows(focused, 30, "fb-vt1")
            self.passed("a VT switch away and back gives the display up and draws the kiosk again")

            self.display_power(focused, tabs["segments"][0])

            self.lockdown(focused)

            # Turned by 90: the UI's top along the output's right edge; a tap lands on what is drawn.
            p.sh("systemctl stop kioskui; rm -f /var/lib/kiosk/state.json; "
                 "sed -i 's/^ROTATE=.*/ROTATE=90/' /etc/kioskui/kiosk.conf; systemctl start kioskui", timeout=90)
            self.shows(turned, 60, "fb-rotate-90")
            ui_x, ui_y = turned_tabs[0] + turned_tabs[2] / 2, turned_tabs[1] + turned_tabs[3] / 2
            p.tap(SIZE[0] - ui_y, ui_x)
            _, shown = self.shows(turned_tapped, 20, "fb-rotate-90-tap")
            shown.write_png(os.path.join(self.out, "vm-fb-rotate-90.png"))
            self.passed("with ROTATE=90 the picture is turned and a tap lands on the tab drawn under it")

            p.sh("systemctl stop kioskui", timeout=60)
            modes = self.vt_modes()
            if modes[0] != 0 or modes[1] == 4:
                raise Check(f"tty1 was not given back when the kiosk stopped (display mode {modes[0]}, keyboard mode {modes[1]})")
            result = p.sh("systemctl show kioskui -p Result -p ExecMainStatus --value").split()
            if result != ["success", "0"]:
                raise Check(f"systemctl stop kioskui ended with {result}")
            self.passed("stopping gives tty1 back in text mode with its keyboard on, status 0")

            if self.args.floor:
                self.fb_startup()
        except (Check, PanelError) as e:
            return self.failed(e)
        finally:
            p.stop()
        return self.done(f"figures-fb-{self.args.display}.json")

    def display_power(self, shown, tab):
        """`{"display":"off"}` on the control socket (docs/deploy.md, "Display power"): the
        connector's DPMS reads Off and the panel is black, the kiosk uses no CPU; a tap on a tab
        (`tab`, one the picture does not show selected) turns it back on with the same picture, and
        does nothing else: no tap or change event, no other page."""
        p = self.panel
        self.wait_for(self.DPMS, "On", 10)
        before = p.screen("fb-power-before")
        if before.difference(shown) >= SAME:
            raise Check(f"the panel does not show the expected picture before the display goes off ({before.difference(shown):.1%})")
        listener = self.listen("/root/events.jsonl")
        time.sleep(1)
        self.control('{"display":"off"}')
        self.wait_for(self.DPMS, "Off", 20)
        p.wait_for_screen(lambda pic: pic.bright_fraction() < 0.01, 20, name="fb-power-off")
        pid = self.kiosk_pid()
        cpu = self.cpu_percent(pid, 10)
        self.figure("CPU of the kiosk with the display off, over 10 s", cpu, "%")
        if cpu > 1:
            raise Check(f"the kiosk used {cpu:.1f} % of a CPU with the display off (nothing to draw: it must sleep)")
        p.tap(tab[0] + tab[2] / 2, tab[1] + tab[3] / 2)
        self.wait_for(self.DPMS, "On", 20)
        _, after = self.shows(shown, 20, "fb-power-wake")
        if after.difference(before) >= SAME:
            raise Check(f"the picture after the wake differs from the one before the display went off ({after.difference(before):.1%})")
        time.sleep(2)
        if self.kiosk_pid() != pid:
            raise Check("the kiosk was restarted while the display was off")
        p.sh(f"kill {listener}")
        events = [json.loads(line) for line in p.sh("cat /root/events.jsonl").splitlines() if line.startswith("{")]
        display = [(e.get("state"), e.get("reason")) for e in events if e.get("event") == "display"]
        if display != [("off", "command"), ("on", "input")]:
            raise Check(f"the display events were {display}, not off by the command and on by the tap: {events}")
        other = [e for e in events if e.get("event") in ("tap", "change", "press", "focus", "screen", "page")]
        if other:
            raise Check(f"the waking tap did more than wake the display: {other}")
        self.passed("on fb {\"display\":\"off\"} turns the connector's DPMS Off and the panel black, the kiosk idle; a tap "
                    "turns it On with the same picture and does nothing else")

    def sysrq_reaches_kernel(self):
        """The keys do reach the kernel's SysRq handler: with only SysRq+S allowed, QMP's
        Alt+SysRq+B is refused aloud in dmesg. Then locked again as at boot (the package's script
        applies its sysctl file)."""
        p = self.panel
        count = lambda: int(p.run("dmesg | grep -c 'This sysrq operation is disabled'", check=False)[1].strip() or 0)
        before = count()
        p.sh("echo 16 > /proc/sys/kernel/sysrq")
        p.chord("alt", "sysrq", "b")
        deadline = time.monotonic() + 10
        while count() == before:
            if time.monotonic() > deadline:
                raise Check("Alt+SysRq+B sent by QMP never reached the kernel's SysRq handler (nothing in dmesg)")
            time.sleep(0.5)
        p.sh("/usr/lib/kioskui/kiosk-lockdown")
        sysrq = p.sh("cat /proc/sys/kernel/sysrq").strip()
        if sysrq != "0":
            raise Check(f"kiosk-lockdown left kernel.sysrq at {sysrq}, not 0")

    def cage_lockdown(self, shown):
        """Under cage, as shipped (LOCKDOWN=yes): QMP's Alt+SysRq+B reaches the kernel (refused
        aloud with only SysRq+S allowed), then, locked, Ctrl+Alt+F2, Ctrl+Alt+Del and Alt+SysRq+B
        leave the same boot, the same kiosk and cage, the console at tty1 and the picture."""
        p = self.panel
        boot = p.sh("cat /proc/sys/kernel/random/boot_id").strip()
        pids = p.sh("pidof kiosk cage").split()
        self.sysrq_reaches_kernel()
        for keys in (("ctrl", "alt", "f2"), ("ctrl", "alt", "delete"), ("alt", "sysrq", "b")):
            p.chord(*keys)
            time.sleep(1)
        time.sleep(4)
        if p.sh("cat /proc/sys/kernel/random/boot_id").strip() != boot:
            raise Check("under cage the panel rebooted on Ctrl+Alt+Del or Alt+SysRq+B")
        active = p.sh("cat /sys/class/tty/tty0/active").strip()
        if active != "tty1":
            raise Check(f"under cage Ctrl+Alt+F2 switched the console to {active}")
        if p.sh("pidof kiosk cage").split() != pids:
            raise Check(f"the kiosk or cage was replaced ({pids} → {p.sh('pidof kiosk cage').split()})")
        self.shows(shown, 20, "cage-lockdown-keys")
        self.passed("under cage, locked: Ctrl+Alt+F2 leaves the kiosk on screen and the console at tty1; Ctrl+Alt+Del "
                    "and Alt+SysRq+B leave the same boot")

    def lockdown(self, shown):
        """The package's lockdown as shipped (LOCKDOWN=yes; docs/deploy.md, "Lockdown"), keys pressed
        on the panel's USB keyboard: with the kiosk up, Alt+SysRq+B (reboot) and +K (kill what is on
        the console), Ctrl+Alt+Del and Ctrl+Alt+F2 leave the same boot, the same kiosk and its
        picture on tty1; with the kiosk stopped and tty1 in text mode, Ctrl+Alt+Del is refused
        (ctrl-alt-del.target masked) and Ctrl+Alt+F2 shows a console without a login prompt."""
        p = self.panel
        boot = p.sh("cat /proc/sys/kernel/random/boot_id").strip()
        pid = self.kiosk_pid()
        sysrq = p.sh("cat /proc/sys/kernel/sysrq").strip()
        if sysrq != "0":
            raise Check(f"kernel.sysrq is {sysrq} on the locked panel, not 0")
        masked = p.sh("systemctl show -p LoadState --value ctrl-alt-del.target").strip()
        if masked != "masked":
            raise Check(f"ctrl-alt-del.target is {masked!r}, not masked")
        self.sysrq_reaches_kernel()
        for keys in (("alt", "sysrq", "b"), ("alt", "sysrq", "k"), ("ctrl", "alt", "delete"), ("ctrl", "alt", "f2")):
            p.chord(*keys)
            time.sleep(1)
        time.sleep(4)
        now = p.sh("cat /proc/sys/kernel/random/boot_id").strip()
        if now != boot:
            raise Check("the panel rebooted on Alt+SysRq+B or Ctrl+Alt+Del")
        if self.kiosk_pid() != pid:
            raise Check(f"the kiosk was replaced (pid {pid} → {self.kiosk_pid()}) by Alt+SysRq+K or a key")
        active = p.sh("cat /sys/class/tty/tty0/active").strip()
        if active != "tty1":
            raise Check(f"Ctrl+Alt+F2 switched the console to {active}")
        self.shows(shown, 20, "fb-lockdown-keys")
        self.passed("locked: Alt+SysRq+B and +K, Ctrl+Alt+Del and Ctrl+Alt+F2 leave the same boot, the same kiosk and "
                    "its picture on tty1")

        # The kiosk stopped (tty1 in text mode, its keyboard on): the keys reach the kernel and systemd.
        p.sh("systemctl stop kioskui", timeout=60)
        since = p.sh("date +%s").strip()
        p.chord("ctrl", "alt", "delete")
        deadline = time.monotonic() + 20
        while "ctrl-alt-del.target is masked" not in p.sh(f"journalctl -b --since=@{since} --no-pager -o cat"):
            if time.monotonic() > deadline:
                raise Check("Ctrl+Alt+Del on a text tty1 did not reach systemd, or was not refused as masked")
            time.sleep(1)
        p.chord("ctrl", "alt", "f2")
        self.wait_for("cat /sys/class/tty/tty0/active", "tty2", 20)
        time.sleep(5)
        units = p.run("systemctl is-active autovt@tty2.service getty@tty2.service", check=False)[1].split()
        if units != ["inactive", "inactive"]:
            raise Check(f"tty2 got a login prompt: autovt@tty2 and getty@tty2 are {units}")
        # (No procps on the panel: the processes that hold tty2 open, from /proc.)
        holders = p.run("ls -l /proc/[0-9]*/fd 2>/dev/null | grep -c '/dev/tty2$'", check=False)[1].strip()
        if holders != "0":
            raise Check(f"{holders} file(s) of processes hold tty2 open: something runs there")
        if p.sh("cat /proc/sys/kernel/random/boot_id").strip() != boot:
            raise Check("the panel rebooted on Ctrl+Alt+Del with the kiosk stopped")
        # LOCKDOWN=no lifts it at once as docs/deploy.md says (SysRq the kernel's default,
        # Ctrl+Alt+Del unmasked), and LOCKDOWN=yes locks it again.
        default = str(int(p.sh("sed -n 's/^CONFIG_MAGIC_SYSRQ_DEFAULT_ENABLE=//p' /boot/config-$(uname -r)").strip(), 0))
        for setting, sysrq, cad in (("no", default, "loaded"), ("yes", "0", "masked")):
            p.sh(f"sed -i 's/^LOCKDOWN=.*/LOCKDOWN={setting}/' /etc/kioskui/kiosk.conf; "
                 "systemctl restart kioskui-lockdown; systemctl daemon-reload", timeout=60)
            got = (p.sh("cat /proc/sys/kernel/sysrq").strip(), p.sh("systemctl show -p LoadState --value ctrl-alt-del.target").strip())
            if got != (sysrq, cad):
                raise Check(f"with LOCKDOWN={setting} kernel.sysrq and ctrl-alt-del.target are {got}, not {(sysrq, cad)}")
        self.switch_vt(1)
        p.sh("systemctl start kioskui", timeout=90)
        self.wait_for("systemctl is-active kioskui", "active", 60)
        self.passed("locked, kiosk stopped: Ctrl+Alt+Del is refused (ctrl-alt-del.target masked) and Ctrl+Alt+F2 shows "
                    f"tty2 without a login prompt; LOCKDOWN=no lifts it at once (SysRq {default}, Ctrl+Alt+Del unmasked), "
                    "LOCKDOWN=yes locks it again")

    def fb_startup(self):
        """`kiosk bench --startup-only --driver fb` on the panel: the packaged kiosk's
        start to its first frame on the DRM card against kiosk-floor --driver fb (built on this
        machine, copied over the serial shell), in interleaved rounds, with the unit stopped so
        both own the card; started again after. Figures, not checks: TCG runs every instruction
        through a translator, so the milliseconds are the emulator's, and the ratios are what
        compare."""
        floor = "/root/kiosk-floor"
        self.panel.put(self.args.floor, floor)
        self.panel.sh("systemctl stop kioskui", timeout=60)
        out = self.panel.sh(f"kiosk bench --startup-only --driver fb --floor {floor} --json", timeout=1200)
        report = json.loads([line for line in out.splitlines() if line.startswith("{")][-1])
        f = report.get("floor", {})
        if "unavailable" in report or "unavailable" in f:
            raise Check(f"kiosk bench --startup-only --driver fb measured nothing on the panel: {out.strip()}")
        start, peak = f["startup_ratio"], f["peak_ratio"]
        ms, kib = f["startup_ms"], f["peak_kib"]
        self.figures.update({"fb start-up ÷ floor": start["median"], "fb peak memory ÷ floor": peak["median"],
                             "fb start-up of kiosk run (ms)": ms["kiosk"], "fb start-up of kiosk-floor (ms)": ms["floor"],
                             "fb peak memory of kiosk run (KiB)": kib["kiosk"], "fb peak memory of kiosk-floor (KiB)": kib["floor"]})
        rounds = f"median of {f['rounds']} interleaved rounds, under TCG"
        print(f"vm: fb start-up ÷ floor: {start['median']:.2f}× [{start['min']:.2f}×–{start['max']:.2f}×] "
              f"(kiosk run {ms['kiosk']:.0f} ms, kiosk-floor {ms['floor']:.0f} ms; {rounds})", flush=True)
        print(f"vm: fb peak memory ÷ floor: {peak['median']:.2f}× [{peak['min']:.2f}×–{peak['max']:.2f}×] "
              f"(kiosk run {kib['kiosk'] / 1024:.1f} MiB, kiosk-floor {kib['floor'] / 1024:.1f} MiB; {rounds})", flush=True)
        for phase in report.get("phases", []):
            print(f"vm: fb start-up phase {phase['name']}: {phase['median_ms']:.0f} ms", flush=True)
        self.panel.sh("systemctl start kioskui", timeout=90)
        self.wait_for("systemctl is-active kioskui", "active", 60)

    def run_first_frame(self):
        """Only the first frame (the fb driver on another display device)."""
        home, _ = self.reference("home")
        p = self.panel
        p.start()
        try:
            _, shown = self.shows(home, 240, "first-frame-" + self.args.display)
            self.figure(f"power-on to the first frame with DRIVER=fb on {self.args.display}", p.seconds())
            shown.write_png(os.path.join(self.out, f"vm-fb-{self.args.display}-1280x800.png"))
            self.passed(f"DRIVER=fb draws the demo on {self.args.display}")
        except (Check, PanelError) as e:
            return self.failed(e)
        finally:
            p.stop()
        return self.done(f"figures-fb-{self.args.display}.json")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--image", required=True, help="the folder scripts/vm/image.sh wrote")
    parser.add_argument("--kiosk", required=True, help="the package's kiosk, unpacked on this machine")
    parser.add_argument("--screens", required=True, help="the package's screens folder, unpacked")
    parser.add_argument("--out", required=True, help="where screendumps and figures go")
    parser.add_argument("--display", default="virtio-gpu-pci")
    parser.add_argument("--floor", help="fb phase: kiosk-floor built on this machine (scripts/build-floor.sh); with it "
                                        "the panel measures the fb driver's start against it (kiosk bench --startup-only)")
    parser.add_argument("--phase", default="cage", choices=["cage", "fb", "fb-first-frame"],
                        help="cage: the packaged default; fb: a bare panel (image.sh --fb); fb-first-frame: only that")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    test = Test(args)
    sys.exit({"cage": test.run, "fb": test.run_fb, "fb-first-frame": test.run_first_frame}[args.phase]())


if __name__ == "__main__":
    main()
