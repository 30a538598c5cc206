#!/usr/bin/env python3
"""Drives the cafe (assets/screens/cafe.yaml) through the kiosk's control socket.

    kiosk run assets/screens/cafe.yaml --control /tmp/cafe.sock &
    python3 examples/cafe-controller.py /tmp/cafe.sock

It owns the menu and the order: it sends the menu to the `menu` grid (`items`), puts a tapped
drink in the `cart` list (`insert`, or `update` of its count), takes one out when its Remove is
tapped (`update`, or `remove` of the last), writes the `total` and enables Pay while the order
has something in it. Pay asks in a dialog; paying empties the order for the next customer. It
writes the items in the language the kiosk shows (the `language` event). With `--items N` it
sends N menu items instead (10,000 scroll as smoothly as 8). Python's standard library only; the
commands and events are docs/scripting.md.

Its logic is pure and tested here: python3 -m doctest examples/cafe-controller.py
"""

import argparse
import json
import socket
import sys
import time

DEFAULT_SOCKET = "/tmp/cafe.sock"

# The menu: key, price in cents, picture, and the title in each language of the screen.
MENU = [
    ("latte", 320, "img/cafe/latte.svg", {"en": "Latte", "de": "Milchkaffee", "ar": "لاتيه"}),
    ("cappuccino", 300, "img/cafe/cappuccino.svg", {"en": "Cappuccino", "de": "Cappuccino", "ar": "كابتشينو"}),
    ("espresso", 210, "img/cafe/espresso.svg", {"en": "Espresso", "de": "Espresso", "ar": "إسبريسو"}),
    ("cocoa", 290, "img/cafe/cocoa.svg", {"en": "Hot cocoa", "de": "Heiße Schokolade", "ar": "كاكاو ساخن"}),
    ("tea", 240, "img/cafe/tea.svg", {"en": "Green tea", "de": "Grüner Tee", "ar": "شاي أخضر"}),
    ("croissant", 220, "img/cafe/croissant.svg", {"en": "Croissant", "de": "Croissant", "ar": "كرواسون"}),
    ("muffin", 260, "img/cafe/muffin.svg", {"en": "Muffin", "de": "Muffin", "ar": "مافن"}),
    ("cookie", 150, "img/cafe/cookie.svg", {"en": "Cookie", "de": "Keks", "ar": "كعكة"}),
]

# What the controller writes itself: the question before paying and its answers (Cancel first).
TEXTS = {
    "en": ("Pay {total}?", ["Cancel", "Pay"]),
    "de": ("{total} bezahlen?", ["Abbrechen", "Bezahlen"]),
    "ar": ("ادفع {total}؟", ["إلغاء", "ادفع"]),
}

# Languages that write a decimal comma and the euro sign after the amount.
COMMA_LANGUAGES = {"de"}


def money(cents, language="en"):
    """An amount of euro cents as `language` writes it.

    >>> money(320), money(1005, "de"), money(0)
    ('€3.20', '10,05 €', '€0.00')
    """
    if language in COMMA_LANGUAGES:
        return f"{cents // 100},{cents % 100:02d} €"
    return f"€{cents // 100}.{cents % 100:02d}"


def menu_items(language="en", count=None):
    """The menu as the `menu` list's items, titled in `language`; with `count`, that many items
    made from the menu in turn (a stress test), each with its own key.

    >>> menu_items()[0]
    {'key': 'latte', 'title': 'Latte', 'price': '€3.20', 'image': 'img/cafe/latte.svg'}
    >>> menu_items("de")[3]["title"], menu_items("de")[3]["price"]
    ('Heiße Schokolade', '2,90 €')
    >>> items = menu_items(count=10000)
    >>> len(items), items[9999]["key"], items[9999]["title"]
    (10000, 'cookie-9999', 'Cookie 10000')
    """
    if count is None:
        return [{"key": k, "title": t.get(language, t["en"]), "price": money(c, language), "image": img}
                for k, c, img, t in MENU]
    out = []
    for i in range(count):
        k, c, img, t = MENU[i % len(MENU)]
        out.append({"key": f"{k}-{i}", "title": f"{t.get(language, t['en'])} {i + 1}", "price": money(c, language), "image": img})
    return out


def base_key(key):
    """The menu entry an item's key stands for (`latte-17` in a stress menu is a latte).

    >>> base_key("latte"), base_key("latte-17"), base_key("nothing")
    ('latte', 'latte', None)
    """
    name = key.split("-", 1)[0]
    return name if any(k == name for k, _, _, _ in MENU) else None


class Cafe:
    """The controller's state and its answer to each event: a list of commands.

    >>> cafe = Cafe()
    >>> cafe.start()[0]["set"]["id"], len(cafe.start()[0]["set"]["items"])
    ('menu', 8)

    A tapped drink goes in the order; the total follows and Pay is enabled.

    >>> for c in cafe.handle({"event": "select", "id": "menu", "item": "latte", "selected": True, "selection": []}): print(c)
    {'set': {'id': 'cart', 'insert': {'items': [{'key': 'latte', 'title': 'Latte', 'price': '€3.20'}]}}}
    {'set': {'id': 'total', 'text': '€3.20'}}
    {'set': {'id': 'pay', 'enabled': True}}

    The same drink again: its row counts two.

    >>> cafe.handle({"event": "select", "id": "menu", "item": "latte", "selected": True, "selection": []})[0]
    {'set': {'id': 'cart', 'update': [{'key': 'latte', 'title': '2 × Latte', 'price': '€6.40'}]}}

    Remove takes one out, then the row.

    >>> cafe.handle({"event": "tap", "id": "cart", "title": "Remove", "item": "latte", "button": "remove"})[0]
    {'set': {'id': 'cart', 'update': [{'key': 'latte', 'title': 'Latte', 'price': '€3.20'}]}}
    >>> for c in cafe.handle({"event": "tap", "id": "cart", "title": "Remove", "item": "latte", "button": "remove"}): print(c)
    {'set': {'id': 'cart', 'remove': ['latte']}}
    {'set': {'id': 'total', 'text': '€0.00'}}
    {'set': {'id': 'pay', 'enabled': False}}

    Pay asks; paying empties the order.

    >>> _ = cafe.handle({"event": "select", "id": "menu", "item": "cookie", "selected": True, "selection": []})
    >>> cafe.handle({"event": "tap", "id": "pay", "title": "Pay"})
    [{'dialog': {'id': 'pay-ok', 'title': 'Pay €1.50?', 'buttons': ['Cancel', 'Pay']}}]
    >>> for c in cafe.handle({"event": "dialog", "id": "pay-ok", "button": "Pay", "index": 1}): print(c)
    {'set': {'id': 'cart', 'items': []}}
    {'set': {'id': 'total', 'text': '€0.00'}}
    {'set': {'id': 'pay', 'enabled': False}}

    Another language: the menu, the order and the total are written again in it.

    >>> _ = cafe.handle({"event": "select", "id": "menu", "item": "tea", "selected": True, "selection": []})
    >>> [c["set"].get("items", c["set"].get("text")) for c in cafe.handle({"event": "language", "language": "de", "direction": "ltr"})][1:3]
    [[{'key': 'tea', 'title': 'Grüner Tee', 'price': '2,40 €'}], '2,40 €']
    """

    def __init__(self, count=None):
        self.count = count
        self.language = "en"
        # The order: keys in the order they were first added, and how many of each.
        self.order = []
        self.counts = {}

    def start(self):
        """The commands to send once connected: the menu, an empty order."""
        return [{"set": {"id": "menu", "items": menu_items(self.language, self.count)}}] + self._order_commands(replace=True)

    def handle(self, event):
        """The commands `event` (a parsed event line) calls for."""
        kind, wid = event.get("event"), event.get("id")
        if kind == "select" and wid == "menu" and base_key(event.get("item", "")):
            return self._add(event["item"])
        if kind == "tap" and wid == "cart" and event.get("item") in self.counts:
            return self._take(event["item"])
        if kind == "tap" and wid == "pay" and self.order:
            question, buttons = TEXTS.get(self.language, TEXTS["en"])
            return [{"dialog": {"id": "pay-ok", "title": question.format(total=money(self.total(), self.language)), "buttons": buttons}}]
        if kind == "dialog" and wid == "pay-ok" and event.get("index") == 1:
            self.order, self.counts = [], {}
            return self._order_commands(replace=True)
        if kind == "language":
            self.language = event.get("language", self.language)
            return [{"set": {"id": "menu", "items": menu_items(self.language, self.count)}}] + self._order_commands(replace=True)
        if kind == "idle":
            self.order, self.counts = [], {}
            return self._order_commands(replace=True)
        return []

    def total(self):
        """The order's total in cents."""
        return sum(self._price(k) * n for k, n in self.counts.items())

    def _price(self, key):
        return next(c for k, c, _, _ in MENU if k == base_key(key))

    def _row(self, key):
        name = next(t for k, _, _, t in MENU if k == base_key(key))
        title = name.get(self.language, name["en"])
        n = self.counts[key]
        return {"key": key, "title": title if n == 1 else f"{n} × {title}", "price": money(self._price(key) * n, self.language)}

    def _add(self, key):
        if key in self.counts:
            self.counts[key] += 1
            change = {"set": {"id": "cart", "update": [self._row(key)]}}
        else:
            self.order.append(key)
            self.counts[key] = 1
            change = {"set": {"id": "cart", "insert": {"items": [self._row(key)]}}}
        return [change] + self._order_commands()

    def _take(self, key):
        self.counts[key] -= 1
        if self.counts[key] == 0:
            del self.counts[key]
            self.order.remove(key)
            change = {"set": {"id": "cart", "remove": [key]}}
        else:
            change = {"set": {"id": "cart", "update": [self._row(key)]}}
        return [change] + self._order_commands()

    def _order_commands(self, replace=False):
        rows = [{"set": {"id": "cart", "items": [self._row(k) for k in self.order]}}] if replace else []
        return rows + [{"set": {"id": "total", "text": money(self.total(), self.language)}},
                       {"set": {"id": "pay", "enabled": bool(self.order)}}]


def log(message):
    print(f"cafe-controller: {message}", file=sys.stderr, flush=True)


def serve(path, count=None):
    """Talks to the kiosk at `path` until it closes the connection. Raises OSError when it cannot
    connect or the connection fails."""
    cafe = Cafe(count)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect(path)
        log(f"connected to {path}")

        def send(commands):
            for c in commands:
                line = json.dumps(c, ensure_ascii=False, separators=(",", ":"))
                sock.sendall(line.encode() + b"\n")
                shown = line if len(line) <= 200 else line[:150] + f"… ({len(line)} bytes)"
                log(f"sent {shown}")

        send(cafe.start())
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
                send(cafe.handle(event))


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Drive the cafe (assets/screens/cafe.yaml) through the kiosk's control socket "
                    "(kiosk run … --control PATH): the menu, the order, its total, Pay.")
    parser.add_argument("socket", nargs="?", default=DEFAULT_SOCKET,
                        help=f"the kiosk's control socket (default {DEFAULT_SOCKET})")
    parser.add_argument("--items", type=int, metavar="N",
                        help="send N menu items made from the menu in turn instead of the menu (e.g. 10000)")
    parser.add_argument("--once", action="store_true",
                        help="exit (status 1) when the kiosk cannot be reached or closes the connection, "
                             "instead of trying again every second")
    args = parser.parse_args(argv)
    while True:
        try:
            serve(args.socket, args.items)
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
