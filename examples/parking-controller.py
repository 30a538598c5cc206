#!/usr/bin/env python3
"""Drives the parking meter (assets/screens/parking-meter.yaml) through the kiosk's control socket.

    kiosk run assets/screens/parking-meter.yaml --control /run/kiosk/control.sock &
    python3 examples/parking-controller.py /run/kiosk/control.sock

It keeps the zone, the minutes and the licence plate the customer picked and typed (from the
`layout` answer at start and the `change` and `submit` events after), shows the price in the
`price` label, and when `pay` is tapped (or the plate field submitted: Enter, the keyboard's Done)
asks for confirmation in a dialog naming the plate — or, without a valid plate, puts focus on the
`plate` field so the keyboard comes up. When the customer confirms it shows the `thanks` screen
and puts the stay at the top of the `recent` list on the Rates screen (newest first, at most 10). It speaks the
language the kiosk shows (the `language` event): the price and the question are written in it,
and set again when the language changes. Python's standard library only. The kiosk's side is docs/app.md; the commands and events are docs/scripting.md.

Its logic is pure and tested here: python3 -m doctest examples/parking-controller.py
"""

import argparse
import json
import os
import re
import socket
import sys
import time
from decimal import Decimal, ROUND_HALF_UP

# Euro cents per hour in each zone, by the zone picker's option titles.
RATES = {"Zone A": 200, "Zone B": 150, "Zone C": 100}

DEFAULT_SOCKET = "/run/kiosk/control.sock"

# The `plate` field's `pattern` in assets/screens/parking-meter.yaml, word for word: groups of
# capitals, Arabic letters and digits split by one space or '-', with a digit somewhere. The field
# refuses Enter until it matches; the controller checks it too before asking to pay, as Pay's tap
# comes whatever the field holds. (The kiosk anchors it at both ends: fullmatch here.)
PLATE_PATTERN = "([A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]+[ -])*[A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]*[0-9٠١٢٣٤٥٦٧٨٩][A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]*([ -][A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]+)*"
PLATE = re.compile(PLATE_PATTERN)

# How many stays the `recent` list shows.
RECENT_MAX = 10

# What the controller writes itself, in each language of the meter: the question before paying
# ({price}, {minutes} and {plate} filled in) and its answers, Cancel first (Escape's), Pay last.
TEXTS = {
    "en": ("Pay {price} for {minutes} min for {plate}?", ["Cancel", "Pay"]),
    "de": ("{price} für {minutes} Min. für {plate} bezahlen?", ["Abbrechen", "Bezahlen"]),
    "ar": ("ادفع {price} مقابل {minutes} دقيقة للوحة {plate}؟", ["إلغاء", "ادفع"]),
    "hi": ("{plate} के लिए {minutes} मिनट का {price} भुगतान करें?", ["रद्द करें", "भुगतान करें"]),
}

# A stay's minutes in the `recent` list, in each language.
MINUTES = {"en": "{minutes} min", "de": "{minutes} Min.", "ar": "{minutes} دقيقة", "hi": "{minutes} मिनट"}

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


def valid_plate(plate):
    """Whether `plate` is a licence plate the field would submit (its `pattern`, whole).

    >>> [valid_plate(p) for p in ["AB 123", "M-AB 1234", "MH 12 AB 1234", "12 أ ب", "١٢ أ ب", "B 1"]]
    [True, True, True, True, True, True]
    >>> [valid_plate(p) for p in ["", "AB", "ab 123", "AB  123", "AB 123 ", "-AB 1", "AB_123", None]]
    [False, False, False, False, False, False, False, False]

    The pattern is the screen file's, word for word:

    >>> here = os.path.dirname(os.path.abspath(__file__))
    >>> with open(os.path.join(here, "..", "assets", "screens", "parking-meter.yaml"), encoding="utf-8") as f:
    ...     ('pattern: "' + PLATE_PATTERN + '"') in f.read()
    True
    """
    return isinstance(plate, str) and PLATE.fullmatch(plate) is not None


def question(zone, minutes, plate, language="en"):
    """The dialog that asks before paying, in `language` (English for one it does not know).

    >>> question("Zone C", 90, "M-AB 1234", "de")
    {'dialog': {'id': 'pay-ok', 'title': '1,50 € für 90 Min. für M-AB 1234 bezahlen?', 'buttons': ['Abbrechen', 'Bezahlen']}}
    >>> question("Zone B", 60, "AB 123")["dialog"]["title"]
    'Pay €1.50 for 60 min for AB 123?'
    >>> question("Zone B", 60, "12 أ ب", "ar")["dialog"]["title"]
    'ادفع €1.50 مقابل 60 دقيقة للوحة 12 أ ب؟'
    >>> question("Zone B", 60, "MH 12 AB 1234", "hi")["dialog"]["title"]
    'MH 12 AB 1234 के लिए 60 मिनट का €1.50 भुगतान करें?'
    """
    language = language if language in TEXTS else "en"
    title, buttons = TEXTS[language]
    return {"dialog": {"id": "pay-ok",
                       "title": title.format(price=price(zone, minutes, language), minutes=minutes_text(minutes, language),
                                             plate=plate),
                       "buttons": buttons}}


def recent_items(sessions, language="en"):
    """The `recent` list's items for `sessions` (newest first): (number, plate, zone, minutes)
    tuples, the minutes and the price written in `language`.

    >>> recent_items([(2, "12 أ ب", "Zone C", 30), (1, "AB 123", "Zone B", 60)], "de")
    [{'key': 's2', 'plate': '12 أ ب', 'zone': 'Zone C', 'minutes': '30 Min.', 'price': '0,50 €'}, {'key': 's1', 'plate': 'AB 123', 'zone': 'Zone B', 'minutes': '60 Min.', 'price': '1,50 €'}]
    """
    unit = MINUTES.get(language, MINUTES["en"])
    return [{"key": f"s{n}", "plate": plate, "zone": zone, "minutes": unit.format(minutes=minutes_text(minutes, language)),
             "price": price(zone, minutes, language)} for n, plate, zone, minutes in sessions]


class ParkingMeter:
    """What the controller knows of the panel, and the commands each event calls for.

    >>> m = ParkingMeter()
    >>> m.start()
    [{'query': 'layout'}]
    >>> m.handle({"event": "layout", "nodes": [{"id": "plate", "type": "textField", "text": ""},
    ...                                         {"id": "zone", "type": "segmentedPicker", "value": "Zone A"},
    ...                                         {"id": "minutes", "type": "ruler", "value": 60}]})
    [{'set': {'id': 'price', 'text': '€2.00'}}]
    >>> m.handle({"event": "change", "id": "minutes", "value": 90})
    [{'set': {'id': 'price', 'text': '€3.00'}}]
    >>> m.handle({"event": "change", "id": "zone", "index": 2, "value": "Zone C"})
    [{'set': {'id': 'price', 'text': '€1.50'}}]

    Pay without a plate puts focus on the plate field, so the keyboard comes up; so does Pay with
    a plate the field's pattern refuses.

    >>> m.handle({"event": "tap", "id": "pay", "title": "Pay"})
    [{'focus': 'plate'}]
    >>> m.handle({"event": "change", "id": "plate", "value": "AB"})
    []
    >>> m.handle({"event": "tap", "id": "pay", "title": "Pay"})
    [{'focus': 'plate'}]

    With a plate (typed: `change`), Pay asks, naming it; the field's `submit` (Enter, the
    keyboard's Done) asks too.

    >>> m.handle({"event": "change", "id": "plate", "value": "AB 123"})
    []
    >>> m.handle({"event": "tap", "id": "pay", "title": "Pay"})
    [{'dialog': {'id': 'pay-ok', 'title': 'Pay €1.50 for 90 min for AB 123?', 'buttons': ['Cancel', 'Pay']}}]
    >>> m.handle({"event": "dialog", "id": "pay-ok", "button": "Cancel", "index": 0})
    []
    >>> m.handle({"event": "submit", "id": "plate", "value": "AB 123"})
    [{'dialog': {'id': 'pay-ok', 'title': 'Pay €1.50 for 90 min for AB 123?', 'buttons': ['Cancel', 'Pay']}}]

    The answer Pay shows thanks and puts the stay at the top of the Rates screen's `recent` list.

    >>> m.handle({"event": "dialog", "id": "pay-ok", "button": "Pay", "index": 1})
    [{'show': 'thanks'}, {'set': {'id': 'recent', 'items': [{'key': 's1', 'plate': 'AB 123', 'zone': 'Zone C', 'minutes': '90 min', 'price': '€1.50'}]}}]

    When the kiosk changes language, the price is written again in it, and so is a question that
    is open (the dialog of the same id is replaced) and the recent list. The answer is known by
    its index, in any language.

    >>> m.handle({"event": "submit", "id": "plate", "value": "M-AB 1234"})[0]["dialog"]["title"]
    'Pay €1.50 for 90 min for M-AB 1234?'
    >>> m.handle({"event": "language", "language": "de", "direction": "ltr"})[:2]
    [{'set': {'id': 'price', 'text': '1,50 €'}}, {'dialog': {'id': 'pay-ok', 'title': '1,50 € für 90 Min. für M-AB 1234 bezahlen?', 'buttons': ['Abbrechen', 'Bezahlen']}}]
    >>> [i["minutes"] for i in m.handle({"event": "dialog", "id": "pay-ok", "button": "Bezahlen", "index": 1})[1]["set"]["items"]]
    ['90 Min.', '90 Min.']
    >>> m.handle({"event": "language", "language": "en", "direction": "ltr"})[0]
    {'set': {'id': 'price', 'text': '€1.50'}}

    When the thanks screen returns home (by itself or by Done), the next customer starts from
    the file's values: the kiosk puts them back (the plate field empty), and their `change`
    events bring a new price. The recent list keeps its items (a reset leaves them).

    >>> m.handle({"event": "screen", "screen": "home", "from": "thanks"})
    [{'reset': True}]
    >>> m.plate
    ''
    >>> m.handle({"event": "screen", "screen": "home", "from": "help"})
    []

    At most 10 stays, newest first:

    >>> for n in range(12):
    ...     _ = m.handle({"event": "change", "id": "plate", "value": f"AB {n}"})
    ...     _ = m.handle({"event": "tap", "id": "pay", "title": "Pay"})
    ...     items = m.handle({"event": "dialog", "id": "pay-ok", "button": "Pay", "index": 1})[1]["set"]["items"]
    >>> len(items), items[0]["plate"], items[0]["key"], items[-1]["plate"]
    (10, 'AB 11', 's14', 'AB 2')

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
        self.plate = ""
        self.language = "en"
        # Whether the question before paying is open (to ask it again in a new language), and
        # the stay it asks about.
        self.asking = False
        # The stays paid, newest first: (number, plate, zone, minutes); and how many so far.
        self.sessions = []
        self.paid = 0

    def start(self):
        """The commands to send once connected: ask for the controls' values."""
        return [{"query": "layout"}]

    def handle(self, event):
        """The commands `event` (a parsed event line) calls for."""
        kind, wid = event.get("event"), event.get("id")
        if kind == "layout":
            self.language = event.get("language", self.language)
            for node in event.get("nodes", []):
                self._take(node.get("id"), node.get("text") if node.get("id") == "plate" else node.get("value"))
            return self._price_command()
        if kind == "language":
            self.language = event.get("language", self.language)
            again = [self._question()] if self.asking and self._known() else []
            return self._price_command() + again + self._recent_command()
        if kind == "change" and wid in ("zone", "minutes", "plate"):
            self._take(wid, event.get("value"))
            return self._price_command() if wid != "plate" else []
        if kind == "submit" and wid == "plate":
            self._take(wid, event.get("value"))
            return self._ask()
        if kind == "tap" and wid == "pay":
            return self._ask()
        if kind == "dialog" and wid == "pay-ok":
            self.asking = False
            if event.get("index") != 1 or not self._known():
                return []
            self.paid += 1
            self.sessions = [(self.paid, self.plate, self.zone, self.minutes)] + self.sessions[:RECENT_MAX - 1]
            return [{"show": "thanks"}] + self._recent_command()
        if kind == "screen" and event.get("screen") == "home" and event.get("from") == "thanks":
            self.plate = ""   # the reset empties the field for the next customer
            return [{"reset": True}]
        if kind == "idle":
            self.asking = False   # the idle reset closed the question
            self.plate = ""       # and emptied the field
            return [{"query": "layout"}]
        return []

    def _take(self, wid, value):
        if wid == "zone" and isinstance(value, str):
            self.zone = value
        elif wid == "minutes" and isinstance(value, (int, float)):
            self.minutes = value
        elif wid == "plate" and isinstance(value, str):
            self.plate = value

    def _known(self):
        return self.zone in RATES and self.minutes is not None

    def _ask(self):
        """Pay, or the plate submitted: the question with a valid plate, else the keyboard."""
        if not self._known():
            return []
        if not valid_plate(self.plate):
            return [{"focus": "plate"}]
        self.asking = True
        return [self._question()]

    def _question(self):
        return question(self.zone, self.minutes, self.plate, self.language)

    def _price_command(self):
        if not self._known():
            return []
        return [{"set": {"id": "price", "text": price(self.zone, self.minutes, self.language)}}]

    def _recent_command(self):
        if not self.sessions:
            return []
        return [{"set": {"id": "recent", "items": recent_items(self.sessions, self.language)}}]


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
                if "set" in c or "dialog" in c or "show" in c or "reset" in c or "focus" in c:
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
                    "(kiosk run … --control PATH): prices from the zone and minutes, a confirmation dialog naming "
                    "the licence plate on Pay, the thanks screen and the recent sessions after.")
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
