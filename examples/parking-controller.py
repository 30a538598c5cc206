#!/usr/bin/env python3
"""Drives the parking meter (assets/screens/parking-meter.yaml) through the kiosk's control socket.

    kiosk run assets/screens/parking-meter.yaml --control /run/kiosk/control.sock &
    python3 examples/parking-controller.py /run/kiosk/control.sock

It keeps the zone and the minutes the customer picked (from the `layout` answer at start and the
`change` events after), shows the price in the `price` label, asks for confirmation in a dialog
when `pay` is tapped, and shows the `thanks` screen when the customer confirms. It speaks the
language the kiosk shows (the `language` event): the price and the question are written in it,
and set again when the language changes. Python's standard library only. The kiosk's side is docs/app.md; the commands and events are docs/scripting.md.

Its logic is pure and tested here: python3 -m doctest examples/parking-controller.py
"""

import argparse
import json
import socket
import sys
import time
from decimal import Decimal, ROUND_HALF_UP

# Euro cents per hour in each zone, by the zone picker's option titles.
RATES = {"Zone A": 200, "Zone B": 150, "Zone C": 100}

DEFAULT_SOCKET = "/run/kiosk/control.sock"

# What the controller writes itself, in each language of the meter: the question before paying
# ({price} and {minutes} filled in) and its answers, Cancel first (Escape's), Pay last.
TEXTS = {
    "en": ("Pay {price} for {minutes} min?", ["Cancel", "Pay"]),
    "de": ("{price} für {minutes} Min. bezahlen?", ["Abbrechen", "Bezahlen"]),
    "ar": ("ادفع {price} مقابل {minutes} دقيقة؟", ["إلغاء", "ادفع"]),
    "hi": ("{minutes} मिनट के लिए {price} का भुगतान करें?", ["रद्द करें", "भुगतान करें"]),
}

# Languages that write a decimal comma and the euro sign after the amount.
COMMA_LANGUAGES = {"de"}


def price(zone, minutes, language="en"):
    """The price of `minutes` in `zone`: the hourly rate times minutes / 60, to the cent (half up),
    as `language` writes an amount of euros.

    >>> price("Zone A", 60)
    '€2.00'
    >>> price("Zone B", 90)
    '€2.25'
    >>> price("Zone C", 240)
    '€4.00'
    >>> price("Zone B", 15)
    '€0.38'
    >>> price("Zone B", 90, "de")
    '2,25 €'
    >>> price("Zone D", 60)
    Traceback (most recent call last):
    ...
    KeyError: 'no rate for "Zone D"; zones: Zone A, Zone B, Zone C'
    """
    if zone not in RATES:
        raise KeyError(f'no rate for "{zone}"; zones: {", ".join(RATES)}')
    cents = int((Decimal(RATES[zone]) * Decimal(str(minutes)) / 60).quantize(Decimal(1), ROUND_HALF_UP))
    if language in COMMA_LANGUAGES:
        return f"{cents // 100},{cents % 100:02d} €"
    return f"€{cents // 100}.{cents % 100:02d}"


def minutes_text(minutes, language="en"):
    """Minutes as a person writes them in `language`.

    >>> minutes_text(60), minutes_text(90.0), minutes_text(7.5), minutes_text(7.5, "de")
    ('60', '90', '7.5', '7,5')
    """
    text = f"{minutes:g}"
    return text.replace(".", ",") if language in COMMA_LANGUAGES else text


def question(zone, minutes, language="en"):
    """The dialog that asks before paying, in `language` (English for one it does not know).

    >>> question("Zone C", 90, "de")
    {'dialog': {'id': 'pay-ok', 'title': '1,50 € für 90 Min. bezahlen?', 'buttons': ['Abbrechen', 'Bezahlen']}}
    """
    language = language if language in TEXTS else "en"
    title, buttons = TEXTS[language]
    return {"dialog": {"id": "pay-ok",
                       "title": title.format(price=price(zone, minutes, language), minutes=minutes_text(minutes, language)),
                       "buttons": buttons}}


class ParkingMeter:
    """What the controller knows of the panel, and the commands each event calls for.

    >>> m = ParkingMeter()
    >>> m.start()
    [{'query': 'layout'}]
    >>> m.handle({"event": "layout", "nodes": [{"id": "zone", "type": "segmentedPicker", "value": "Zone A"},
    ...                                         {"id": "minutes", "type": "ruler", "value": 60}]})
    [{'set': {'id': 'price', 'text': '€2.00'}}]
    >>> m.handle({"event": "change", "id": "minutes", "value": 90})
    [{'set': {'id': 'price', 'text': '€3.00'}}]
    >>> m.handle({"event": "change", "id": "zone", "index": 2, "value": "Zone C"})
    [{'set': {'id': 'price', 'text': '€1.50'}}]
    >>> m.handle({"event": "tap", "id": "pay", "title": "Pay"})
    [{'dialog': {'id': 'pay-ok', 'title': 'Pay €1.50 for 90 min?', 'buttons': ['Cancel', 'Pay']}}]
    >>> m.handle({"event": "dialog", "id": "pay-ok", "button": "Cancel", "index": 0})
    []
    >>> m.handle({"event": "dialog", "id": "pay-ok", "button": "Pay", "index": 1})
    [{'show': 'thanks'}]

    When the kiosk changes language, the price is written again in it, and so is a question that
    is open (the dialog of the same id is replaced). The answer is known by its index, in any language.

    >>> m.handle({"event": "tap", "id": "pay", "title": "Pay"})[0]["dialog"]["title"]
    'Pay €1.50 for 90 min?'
    >>> m.handle({"event": "language", "language": "de", "direction": "ltr"})
    [{'set': {'id': 'price', 'text': '1,50 €'}}, {'dialog': {'id': 'pay-ok', 'title': '1,50 € für 90 Min. bezahlen?', 'buttons': ['Abbrechen', 'Bezahlen']}}]
    >>> m.handle({"event": "dialog", "id": "pay-ok", "button": "Bezahlen", "index": 1})
    [{'show': 'thanks'}]
    >>> m.handle({"event": "language", "language": "en", "direction": "ltr"})
    [{'set': {'id': 'price', 'text': '€1.50'}}]

    When the thanks screen returns home (by itself or by Done), the next customer starts from
    the file's values: the kiosk puts them back, and their `change` events bring a new price.

    >>> m.handle({"event": "screen", "screen": "home", "from": "thanks"})
    [{'reset': True}]
    >>> m.handle({"event": "screen", "screen": "home", "from": "help"})
    []

    After an idle reset the controls are back at the file's values: ask again.

    >>> m.handle({"event": "idle"})
    [{'query': 'layout'}]

    Other events, and values not known yet, call for nothing.

    >>> m.handle({"event": "tap", "id": "cancel", "title": "Cancel"})
    []
    >>> ParkingMeter().handle({"event": "change", "id": "minutes", "value": 30})
    []
    """

    def __init__(self):
        self.zone = None
        self.minutes = None
        self.language = "en"
        # Whether the question before paying is open (to ask it again in a new language).
        self.asking = False

    def start(self):
        """The commands to send once connected: ask for the controls' values."""
        return [{"query": "layout"}]

    def handle(self, event):
        """The commands `event` (a parsed event line) calls for."""
        kind, wid = event.get("event"), event.get("id")
        if kind == "layout":
            self.language = event.get("language", self.language)
            for node in event.get("nodes", []):
                self._take(node.get("id"), node.get("value"))
            return self._price_command()
        if kind == "language":
            self.language = event.get("language", self.language)
            again = [question(self.zone, self.minutes, self.language)] if self.asking and self._known() else []
            return self._price_command() + again
        if kind == "change" and wid in ("zone", "minutes"):
            self._take(wid, event.get("value"))
            return self._price_command()
        if kind == "tap" and wid == "pay" and self._known():
            self.asking = True
            return [question(self.zone, self.minutes, self.language)]
        if kind == "dialog" and wid == "pay-ok":
            self.asking = False
            return [{"show": "thanks"}] if event.get("index") == 1 else []
        if kind == "screen" and event.get("screen") == "home" and event.get("from") == "thanks":
            return [{"reset": True}]
        if kind == "idle":
            self.asking = False   # the idle reset closed the question
            return [{"query": "layout"}]
        return []

    def _take(self, wid, value):
        if wid == "zone" and isinstance(value, str):
            self.zone = value
        elif wid == "minutes" and isinstance(value, (int, float)):
            self.minutes = value

    def _known(self):
        return self.zone in RATES and self.minutes is not None

    def _price_command(self):
        if not self._known():
            return []
        return [{"set": {"id": "price", "text": price(self.zone, self.minutes, self.language)}}]


def log(message):
    print(f"parking-controller: {message}", file=sys.stderr, flush=True)


def serve(path):
    """Talks to the kiosk at `path` until it closes the connection. Raises OSError when it cannot
    connect or the connection fails."""
    meter = ParkingMeter()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect(path)
        log(f"connected to {path}")

        def send(commands):
            for c in commands:
                sock.sendall(json.dumps(c, ensure_ascii=False, separators=(",", ":")).encode() + b"\n")
                if "set" in c or "dialog" in c or "show" in c or "reset" in c:
                    log(f"sent {json.dumps(c, ensure_ascii=False)}")

        send(meter.start())
        buffer = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                try:
                    event = json.loads(line)
                except ValueError:
                    event = None
                if not isinstance(event, dict):
                    log(f"not an event line, skipped: {line[:200]!r}")
                    continue
                if event.get("event") == "error":
                    log(f"the kiosk refused a command: {event.get('message')}")
                send(meter.handle(event))


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Drive the parking meter (assets/screens/parking-meter.yaml) through the kiosk's control socket "
                    "(kiosk run … --control PATH): prices from the zone and minutes, a confirmation dialog on Pay, "
                    "the thanks screen after.")
    parser.add_argument("socket", nargs="?", default=DEFAULT_SOCKET,
                        help=f"the kiosk's control socket (default {DEFAULT_SOCKET})")
    parser.add_argument("--once", action="store_true",
                        help="exit (status 1) when the kiosk cannot be reached or closes the connection, "
                             "instead of trying again every second")
    args = parser.parse_args(argv)
    while True:
        try:
            serve(args.socket)
            problem = "the kiosk closed the connection (it stopped or restarted)"
        except FileNotFoundError:
            problem = "no socket there: is the kiosk running with --control " + args.socket + "?"
        except ConnectionRefusedError:
            problem = "nobody listens on the socket (a kiosk that stopped left it)"
        except (BrokenPipeError, ConnectionResetError):
            problem = "the kiosk closed the connection (it stopped or restarted)"
        except PermissionError:
            problem = "not allowed to connect: the socket is its owner's only (mode 0600); run as the kiosk's user"
        except OSError as e:
            problem = e.strerror or str(e)
        if args.once:
            log(f"{args.socket}: {problem}; exiting")
            return 1
        log(f"{args.socket}: {problem}; trying again in 1 s")
        time.sleep(1)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
