#!/usr/bin/env python3
"""Parse-checks Swift files with tree-sitter-swift.

Usage: parse_check.py FILE.swift...

Generates nothing: it parses every file given and fails (exit 1) on any ERROR or
MISSING node, printing file:line:column and the offending text. There is no Swift
compiler here, so this is how generated bindings and the SwiftUI sources are kept
at least syntactically valid. Exit 2 when no file is given, so a broken file list
cannot pass silently.
"""

import re
import sys

import tree_sitter_swift
from tree_sitter import Language, Parser

SWIFT = Language(tree_sitter_swift.language())

# Valid Swift that tree-sitter-swift 0.7.4 does not parse. Each is blanked out with
# spaces of the same length (so positions stay right) before parsing. Keep this list
# short and exact: anything else it hid would go unchecked.
GRAMMAR_GAPS = [
    # Swift 5.8 documentation attribute that uniffi puts on internal helpers.
    re.compile(rb"@_documentation\(visibility: *private\)"),
]

# Valid Swift the grammar misreads that cannot simply vanish: each is replaced by text
# of the same length that means the same to the parser's eye.
GRAMMAR_SWAPS = [
    # A closure returning the empty tuple (uniffi's callback-interface glue for a
    # method returning nothing): `{ () }` becomes the empty closure `{    }`.
    (re.compile(rb"\{ \(\) \}"), b"{    }"),
]


def blank_gaps(source):
    """The source with every known grammar gap replaced by spaces (or its swap)."""
    for pattern in GRAMMAR_GAPS:
        source = pattern.sub(lambda m: b" " * len(m.group(0)), source)
    for pattern, swap in GRAMMAR_SWAPS:
        source = pattern.sub(swap, source)
    return source


def problems(tree, source):
    """Yields (line, column, kind, snippet) for every ERROR or MISSING node."""
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            line, col = node.start_point
            kind = "MISSING " + node.type if node.is_missing else "ERROR"
            snippet = source[node.start_byte : node.end_byte][:80].decode("utf-8", "replace")
            yield line + 1, col + 1, kind, snippet.replace("\n", "\\n")
            continue
        if node.has_error:
            stack.extend(reversed(node.children))


def main(paths):
    if not paths:
        print("parse_check.py: no Swift files given", file=sys.stderr)
        return 2
    parser = Parser(SWIFT)
    failed = 0
    for path in paths:
        with open(path, "rb") as f:
            source = f.read()
        source = blank_gaps(source)
        tree = parser.parse(source)
        found = list(problems(tree, source))
        for line, col, kind, snippet in found:
            print(f"{path}:{line}:{col}: {kind}: {snippet}")
        failed += bool(found)
    print(f"swift parse check: {len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
