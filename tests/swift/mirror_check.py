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
     core's scene decides what is drawn, so no shell branches on the game;
  5. the SwiftUI app keeps a palette of its own: a colour literal (`0xRRGGBB`,
     `Color(hex:)`, `Color(red: 0.2, …)` other than the loud fallback for an unknown
     key), a named colour in the board painter (`Board*.swift`), or a `Theme.swift`
     that does not read the core's `theme(name:colourBlind:)`;
  6. the SwiftUI board selects or marks by itself: `BoardMarks`, a `selected` state,
     a step's `target` or a key path to a step's `node` in the app, or a board that
     never reads a node's `action` (the scene carries every mark and what a tap plays);
  7. the Swift code reads a field a record does not have: through a parameter or a
     property declared with a record type of the bindings (or a struct of SpelbordKit,
     such as `GameUiState`), each `.member` of the chain (`state.scene.nodes`) must be
     a field of that type, or a member an extension in ios/ adds;
  8. a Swift file of the app holds a user-visible string literal (words: a letter,
     a space and a letter, or a capital word), as the Compose SourceTest checks for
     Kotlin: every word comes from the core's catalogue.
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


# A string literal, an interpolation inside one, and what makes one words.
STRING_LITERAL = re.compile(r'"((?:\\.|[^"\\])*)"')
INTERPOLATION = re.compile(r"\\\([^)]*\)")
WORDS = re.compile(r"[A-Za-z] +[A-Za-z]|(^|\s)[A-Z][a-z]")


def check_literals(swift_files):
    """Check 8: no sentence of the app's own in a Swift file (comments left out)."""
    problems = []
    for p in swift_files:
        text = re.sub(r"/\*[\s\S]*?\*/", "", pathlib.Path(p).read_text())
        for i, line in enumerate(text.splitlines(), 1):
            code = re.sub(r"^\s*//.*$|\s//\s.*$", "", line)
            for m in STRING_LITERAL.finditer(code):
                plain = INTERPOLATION.sub("", m.group(1))
                if len(plain) > 1 and not re.fullmatch(r"[A-Z_]+", plain) and WORDS.search(plain):
                    problems.append(f"{p}:{i}: a user-visible string literal; words come from core/locales: \"{m.group(1)}\"")
    return problems


# A number literal in a colour: a palette of the app's own.
COLOUR_LITERAL = re.compile(r"\b0x[0-9A-Fa-f]{6}\b|Color\(hex:|Color\(red:\s*[0-9.]")
# A named SwiftUI colour (Color.clear is the invisible touch layer, not paint).
NAMED_COLOUR = re.compile(r"\bColor\.(?!clear\b)\w+|\.(?:color|fill|stroke)\(\.(?:white|black|gray|red|blue|green|yellow|orange|primary|secondary)\b")
# What selecting on the shell's side reads: the steps' nodes and targets.
SELECTING = re.compile(r"\bBoardMarks\b|\bvar selected\b|\.target\b|\\\.node\b|nextSteps.*\.node\b")


def check_board(root):
    """Rules 5 and 6: the board's colours are the core's theme, its marks the scene's."""
    problems = []
    app = root / "ios/Spelbord"
    for p in sorted((root / "ios").rglob("*.swift")):
        if "/.build/" in str(p):
            continue
        for i, line in enumerate(p.read_text().splitlines(), 1):
            if COLOUR_LITERAL.search(line) and not line.lstrip().startswith("let fallbackColor"):
                problems.append(f"{p}:{i}: a colour literal; board colours come from the core's theme: {line.strip()}")
    for p in sorted(app.glob("Board*.swift")):
        for i, line in enumerate(p.read_text().splitlines(), 1):
            if NAMED_COLOUR.search(line):
                problems.append(f"{p}:{i}: a named colour in the board painter; use the theme's keys: {line.strip()}")
    theme = app / "Theme.swift"
    if not theme.is_file() or not re.search(r"\btheme\(name:", theme.read_text()):
        problems.append(f"{theme}: does not read the core's theme(name:colourBlind:)")
    for p in sorted(app.glob("*.swift")):
        for i, line in enumerate(p.read_text().splitlines(), 1):
            if SELECTING.search(line):
                problems.append(f"{p}:{i}: the shell selects or marks by itself; the scene does: {line.strip()}")
    board = "\n".join(p.read_text() for p in app.glob("Board*.swift"))
    if not re.search(r"\.action\b", board):
        problems.append("ios/Spelbord/Board*.swift: the board never reads a node's action, so taps cannot play the scene's")
    return problems


def type_name(node, source):
    """The record a declared type names (`T` or `T?`), or None (arrays, functions, tuples)."""
    if node.type == "optional_type":
        node = next((c for c in node.children if c.type == "user_type"), None)
    return text(node, source) if node is not None and node.type == "user_type" else None


def struct_fields(paths):
    """Struct name -> {field: its type name or None}, and extension members, from Swift files."""
    fields, added = {}, {}
    for path in paths:
        tree, source = parse(path)
        for n in walk(tree.root_node):
            if n.type != "class_declaration":
                continue
            kinds = {c.type for c in n.children}
            body = next((c for c in n.children if c.type == "class_body"), None)
            if body is None:
                continue
            if "struct" in kinds:
                name = text(next(c for c in n.children if c.type == "type_identifier"), source)
                into = fields.setdefault(name, {})
            elif "extension" in kinds:
                name = text(next(c for c in n.children if c.type == "user_type"), source)
                into = added.setdefault(name, {})
            else:
                continue
            for d in body.children:
                if d.type == "property_declaration":
                    kids = d.children
                    for i, c in enumerate(kids):
                        if c.type == "pattern":
                            ann = kids[i + 1] if i + 1 < len(kids) and kids[i + 1].type == "type_annotation" else None
                            ty = type_name(ann.children[-1], source) if ann is not None else None
                            into[text(c, source)] = ty
                elif d.type == "function_declaration":
                    fname = next((c for c in d.children if c.type == "simple_identifier"), None)
                    if fname is not None:
                        into[text(fname, source)] = None
    return fields, added


def typed_names(tree, source, records):
    """(name, record type, scope node) for parameters and properties declared with a record type."""
    for n in walk(tree.root_node):
        if n.type == "parameter":
            names = [c for c in n.children if c.type == "simple_identifier"]
            ty = type_name(n.children[-1], source)
            if names and ty in records:
                scope = n.parent
                while scope is not None and scope.type not in ("function_declaration", "init_declaration"):
                    scope = scope.parent
                if scope is not None:
                    yield text(names[-1], source), ty, scope
        elif n.type == "property_declaration":
            kids = n.children
            for i, c in enumerate(kids):
                if c.type == "pattern" and i + 1 < len(kids) and kids[i + 1].type == "type_annotation":
                    ty = type_name(kids[i + 1].children[-1], source)
                    if ty in records:
                        scope = n.parent
                        while scope is not None and scope.type not in (
                            "class_body", "function_body", "statements", "computed_property"
                        ):
                            scope = scope.parent
                        if scope is not None:
                            yield text(c, source), ty, (scope.parent if scope.type == "class_body" else scope)


def rebinds(node, name, scope, source):
    """True when a closure between `node` and `scope` takes a parameter called `name`."""
    n = node.parent
    while n is not None and n != scope:
        if n.type == "lambda_literal":
            for p in walk(n):
                if p.type == "lambda_parameter" and any(text(c, source) == name for c in p.children):
                    return True
                if p.type == "statements":
                    break
        n = n.parent
    return False


def check_fields(swift_files, generated):
    """Rule 7: every member read through a record-typed name exists on that record."""
    kit = [p for p in swift_files if "/SpelbordKit/Sources/SpelbordKit/" in p]
    fields, _ = struct_fields([generated] + kit)
    _, added = struct_fields(swift_files)
    records = {t for t in fields if not t.startswith("FfiConverter")}
    problems = []
    for path in swift_files:
        tree, source = parse(path)
        for name, ty, scope in typed_names(tree, source, records):
            for n in walk(scope):
                if n.type != "navigation_expression" or not n.children or n.children[0].type != "simple_identifier":
                    continue
                if text(n.children[0], source) != name or rebinds(n, name, scope, source):
                    continue
                current, node = ty, n
                while current in records and node is not None and node.type == "navigation_expression":
                    suffix = node.children[-1]
                    member = next((c for c in suffix.children if c.type == "simple_identifier"), None)
                    if member is None:
                        break
                    m = text(member, source)
                    known = {**fields.get(current, {}), **added.get(current, {})}
                    if m in ("hashValue", "hash"):
                        break
                    if m not in known:
                        problems.append(f"{path}:{node.start_point[0] + 1}: {current} has no member {m} (read as {text(node, source)})")
                        break
                    current, parent = known[m], node.parent
                    node = parent if parent is not None and parent.type == "navigation_expression" and parent.children[0] == node else None
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
    problems += check_board(root)
    problems += check_fields([str(p) for p in swift_files], generated)
    problems += check_literals([str(p) for p in swift_files if p.name != "Package.swift" and "Tests" not in p.parts[-2]])
    for p in problems:
        print(p)
    print(f"swift mirror check: {screens} screens, {fields} state fields, {len(swift_files)} files; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
