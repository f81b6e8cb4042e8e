#!/usr/bin/env python3
"""The iOS app mirrors the Compose app, and calls only what the bindings have.

Usage: mirror_check.py REPO_ROOT GENERATED_SWIFT

Fails (exit 1), naming each problem, when:
  1. a screen of the Compose UI (a public `@Composable fun XxxScreen`/`XxxPanel`, or a
     member of its `Screen` type) has no SwiftUI counterpart (`struct XxxScreen: View`,
     a `case xxx` of the Swift `Screen` enum);
  2. a field of the controller's `GameUiState` that the Compose UI reads is missing
     from the Swift `GameUiState`, or the SwiftUI app never reads it;
  3. the Swift code calls a function of the generated bindings with argument labels
     no declaration there has, calls a type's initialiser with labels none of its
     initialisers takes, or calls a method on a table, session or store object that
     the bindings do not declare;
  4. a Swift or Kotlin file of the apps compares with a game id (`"fia"`, …): the
     core's scene decides what is drawn, so no shell branches on the game.
"""

import pathlib
import re
import sys

import tree_sitter_swift
from tree_sitter import Language, Parser

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from parse_check import blank_gaps  # noqa: E402  (same grammar workarounds)

PARSER = Parser(Language(tree_sitter_swift.language()))
GAME_IDS = ("fia", "pairanoid", "fjols", "fevga")
# Receivers whose methods must all exist in the bindings: the FFI objects the Swift
# code holds (a table, a game session, a save store), by the names it gives them.
FFI_RECEIVER = re.compile(r"(^|\.)(table|session|store)\??$")


def parse(path):
    source = blank_gaps(pathlib.Path(path).read_bytes())
    return PARSER.parse(source), source


def text(node, source):
    return source[node.start_byte : node.end_byte].decode()


def walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n.children))


def labels_of_params(decl, source):
    """Argument labels of a function or init declaration, with whether each has a default."""
    out = []
    kids = decl.children
    for i, p in enumerate(kids):
        if p.type != "parameter":
            continue
        names = [c for c in p.children if c.type == "simple_identifier"]
        external = p.child_by_field_name("external_name")
        label = text(external, source) if external is not None else (text(names[0], source) if names else "_")
        default = i + 1 < len(kids) and kids[i + 1].type == "="
        out.append(("_" if label == "_" else label, default))
    return out


def declarations(path):
    """The generated bindings: function name -> signatures, type -> init signatures, types."""
    tree, source = parse(path)
    funcs, inits, types = {}, {}, set()
    for n in walk(tree.root_node):
        if n.type in ("class_declaration", "protocol_declaration"):
            name = next((c for c in n.children if c.type == "type_identifier"), None)
            if name is None:
                continue
            tname = text(name, source)
            types.add(tname)
            body = next((c for c in n.children if c.type in ("class_body", "protocol_body", "enum_class_body")), None)
            for d in body.children if body else []:
                if d.type == "init_declaration":
                    inits.setdefault(tname, []).append(labels_of_params(d, source))
        if n.type in ("function_declaration", "protocol_function_declaration"):
            name = next((c for c in n.children if c.type == "simple_identifier"), None)
            if name is not None:
                funcs.setdefault(text(name, source), []).append(labels_of_params(n, source))
    return funcs, inits, types


def matches(call_labels, signature):
    """True when a call's labels fit a declaration (parameters with defaults may be left out)."""
    i = 0
    for label, default in signature:
        if i < len(call_labels) and call_labels[i] == label:
            i += 1
        elif not default:
            return False
    return i == len(call_labels)


def calls(path):
    """Yields (line, receiver or None, name, labels, has trailing closure) per call."""
    tree, source = parse(path)
    for n in walk(tree.root_node):
        if n.type != "call_expression" or not n.children:
            continue
        callee, suffix = n.children[0], n.children[-1]
        if suffix.type != "call_suffix":
            continue
        args = next((c for c in suffix.children if c.type == "value_arguments"), None)
        if args is not None and args.children and args.children[0].type == "[":
            continue  # a subscript, not a call
        labels = []
        for a in args.children if args else []:
            if a.type != "value_argument":
                continue
            label = next((c for c in a.children if c.type == "value_argument_label"), None)
            labels.append(text(label, source) if label is not None else "_")
        trailing = any(c.type == "lambda_literal" for c in suffix.children)
        if callee.type == "simple_identifier":
            yield n.start_point[0] + 1, None, text(callee, source), labels, trailing
        elif callee.type == "navigation_expression":
            nav = callee.children[-1]
            name = next((c for c in nav.children if c.type == "simple_identifier"), None)
            if name is not None:
                receiver = text(callee.children[0], source) + ("?" if any(c.type == "?" for c in callee.children) else "")
                yield n.start_point[0] + 1, receiver, text(name, source), labels, trailing


def own_functions(paths):
    """Names the app's own Swift declares (these calls are not the bindings')."""
    names = set()
    for p in paths:
        tree, source = parse(p)
        for n in walk(tree.root_node):
            if n.type in ("function_declaration", "protocol_function_declaration"):
                name = next((c for c in n.children if c.type == "simple_identifier"), None)
                if name is not None:
                    names.add(text(name, source))
    return names


def check_calls(swift_files, generated):
    funcs, inits, types = declarations(generated)
    own = own_functions(swift_files)
    problems = []
    for path in swift_files:
        for line, receiver, name, labels, trailing in calls(path):
            where = f"{path}:{line}"
            shown = f"{name}({''.join(l + ':' for l in labels)})"
            if receiver is None and name in types and name in inits:
                if not any(matches(labels, s) for s in inits[name]):
                    problems.append(f"{where}: {shown} matches no initialiser in the bindings")
            elif receiver is None and name in funcs and name not in own and not trailing:
                if not any(matches(labels, s) for s in funcs[name]):
                    problems.append(f"{where}: {shown} matches no declaration in the bindings")
            elif receiver is not None and FFI_RECEIVER.search(receiver):
                if name not in funcs:
                    problems.append(f"{where}: {receiver}.{name} is not in the generated bindings")
                elif not any(matches(labels, s) for s in funcs[name]):
                    problems.append(f"{where}: {receiver}.{shown} matches no declaration in the bindings")
    return problems


def compose_dir(root):
    for d in ("android/ui/src/main/kotlin", "android/app/src/main/kotlin"):
        if (root / d).is_dir():
            return root / d
    raise SystemExit("mirror_check.py: no Compose UI found")


def check_mirror(root, swift_app):
    problems = []
    ui = compose_dir(root)
    kotlin = {p: p.read_text() for p in ui.rglob("*.kt")}
    swift = "\n".join(p.read_text() for p in swift_app)
    kit = "\n".join(p.read_text() for p in (root / "ios/SpelbordKit/Sources/SpelbordKit").glob("*.swift"))
    screens = set()
    for src in kotlin.values():
        screens.update(re.findall(r"@Composable\s+fun (\w+(?:Screen|Panel))\(", src))
    for name in sorted(screens):
        if not re.search(rf"struct {name}\b[^{{]*:\s*View", swift):
            problems.append(f"screen {name} of the Compose UI has no SwiftUI struct {name}: View")
    members = set()
    for src in kotlin.values():
        block = re.search(r"sealed interface Screen \{(.*?)\n\}", src, re.S)
        if block:
            members.update(re.findall(r"data (?:object|class) (\w+)", block.group(1)))
    for m in sorted(members):
        case = m[0].lower() + m[1:]
        if not re.search(rf"case {case}\b", swift):
            problems.append(f"Screen.{m} of the Compose UI has no `case {case}` in the Swift Screen enum")
    controller = (root / "android/controller/src/main/kotlin/se/spelbord/controller/GameController.kt").read_text()
    body = re.search(r"data class GameUiState\((.*?)\n\)", controller, re.S).group(1)
    fields = re.findall(r"val (\w+):", body)
    swift_state = re.search(r"struct GameUiState \{(.*?)\n\}", kit, re.S)
    declared = set(re.findall(r"\b(\w+):", swift_state.group(1))) if swift_state else set()
    used_in_compose = {f for f in fields if any(re.search(rf"\.{f}\b", src) for src in kotlin.values())}
    for f in sorted(used_in_compose):
        if f not in declared:
            problems.append(f"GameUiState.{f} (read by the Compose UI) is missing from the Swift GameUiState")
        elif not re.search(rf"\.{f}\b", swift):
            problems.append(f"GameUiState.{f} is read by the Compose UI but never by the SwiftUI app")
    return problems, len(screens), len(used_in_compose)


def check_game_ids(root):
    problems = []
    ids = "|".join(GAME_IDS)
    branch = re.compile(rf"""(==|!=|case)\s*"({ids})"|"({ids})"\s*(==|!=|->)""")
    dirs = ["ios", "android"]
    for d in dirs:
        for p in sorted((root / d).rglob("*")):
            if p.suffix in (".swift", ".kt") and "/build/" not in str(p):
                for i, line in enumerate(p.read_text().splitlines(), 1):
                    if branch.search(line):
                        problems.append(f"{p}:{i}: branches on a game id: {line.strip()}")
    return problems


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root, generated = pathlib.Path(argv[1]).resolve(), argv[2]
    swift_files = sorted(p for p in (root / "ios").rglob("*.swift") if "/.build/" not in str(p))
    swift_app = sorted((root / "ios/Spelbord").glob("*.swift"))
    if not swift_files:
        print("mirror_check.py: no Swift files", file=sys.stderr)
        return 2
    problems, screens, fields = check_mirror(root, swift_app)
    problems += check_calls([str(p) for p in swift_files], generated)
    problems += check_game_ids(root)
    for p in problems:
        print(p)
    print(f"swift mirror check: {screens} screens, {fields} state fields, {len(swift_files)} files; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
