#!/usr/bin/env python3
"""The functions of BINARY a start runs, from a callgrind profile, one symbol per line: the order
file Package.swift gives the linker for release builds (lld's --symbol-ordering-file), so the code
a kiosk start touches lies together instead of spread over the binary (docs/performance.md,
"What keeps a start small").

Usage (scripts/gen-startup-order.sh runs it and writes packaging/startup-order.txt):
    gen-startup-order.py CALLGRIND_OUT BINARY_PATH_SUFFIX > order.txt
Names are listed in the order the profile first names them; callgrind's recursion marks ('2) are
dropped, and so are addresses without a symbol.
"""
import re
import sys


def main(profile, binary):
    names = {"ob": {}, "fn": {}}

    def resolve(kind, value):
        # Callgrind compresses names: "(7) name" the first time, "(7)" after.
        m = re.match(r"\((\d+)\)(?: (.*))?$", value)
        if not m:
            return value
        if m.group(2) is not None:
            names[kind][m.group(1)] = m.group(2)
        return names[kind].get(m.group(1))

    obj = callee_obj = None
    printed = set()
    with open(profile) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("ob="):
                obj = resolve("ob", line[3:])
            elif line.startswith("cob="):
                callee_obj = resolve("ob", line[4:])
            elif line.startswith("fn=") or line.startswith("cfn="):
                callee = line.startswith("cfn=")
                name = resolve("fn", line[4:] if callee else line[3:])
                owner = (callee_obj or obj) if callee else obj
                callee_obj = None
                if not name or not owner or not owner.endswith(binary):
                    continue
                name = re.sub(r"'\d+$", "", name)
                if name.startswith("0x") or name in printed:
                    continue
                printed.add(name)
                print(name)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
