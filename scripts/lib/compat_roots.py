#!/usr/bin/env python3
"""Prints the candidate top-level views of one SwiftUI screen for scripts/compat-run, one Swift
array element per line: `("Name", { @MainActor in AnyView(Module.Expression) }),`.

Usage: compat_roots.py previews|views <screen.swift> <module>

previews: every `PreviewProvider` type's `previews`.
views:    every `struct X: View`, made with `X()` or, when it has stored properties without a
          value, with the memberwise initialiser and a plain value for each (a string, zero,
          false, a `.constant` binding, or the type's own `init()`), the way a preview would
          make it.

These are guesses read from the source text, not a parse: scripts/compat-run type-checks them
and drops every line that does not compile, so a wrong guess costs a candidate, never a
wrong result.
"""
import re
import sys

SIMPLE_VALUES = {
    "String": '"Sample"', "Int": "1", "Double": "1", "Float": "1", "CGFloat": "1", "Bool": "false",
    "Date": "Date()", "UUID": "UUID()", "URL": 'URL(string: "https://example.com")!',
}


def value_for(type_text):
    type_text = type_text.strip()
    if type_text.endswith("?"):
        return "nil"
    if type_text.startswith("[") and type_text.endswith("]"):
        return "[]"
    if type_text in SIMPLE_VALUES:
        return SIMPLE_VALUES[type_text]
    return f"{type_text}()"


def struct_bodies(source, conformance):
    """(name, body text) of each `struct Name: ... conformance ...` with its braces matched."""
    pattern = re.compile(r"\bstruct\s+([A-Za-z_]\w*)\s*:\s*([^{]*)\{")
    for match in pattern.finditer(source):
        inherited = [part.strip() for part in match.group(2).split(",")]
        if not any(part == conformance or part.endswith("." + conformance) for part in inherited):
            continue
        depth, index = 1, match.end()
        while index < len(source) and depth > 0:
            depth += {"{": 1, "}": -1}.get(source[index], 0)
            index += 1
        yield match.group(1), source[match.end():index - 1]


def top_level_lines(body):
    """The lines of a struct body outside any nested braces."""
    depth = 0
    for line in body.splitlines():
        if depth == 0:
            yield line
        depth += line.count("{") - line.count("}")


def arguments(body):
    """Memberwise arguments for the stored properties that have no value, in order."""
    result = []
    property_line = re.compile(
        r"^\s*(?:(@\w+(?:\([^)]*\))?)\s+)?(?:(?:private|fileprivate)\s+)?(?:let|var)\s+([A-Za-z_]\w*)\s*:\s*([^={]+?)\s*(?://.*)?$")
    for line in top_level_lines(body):
        match = property_line.match(line)
        if not match:
            continue
        wrapper, name, type_text = match.groups()
        if wrapper in ("@Environment", "@EnvironmentObject", "@FocusState", "@AppStorage", "@SceneStorage", "@Namespace"):
            continue
        if wrapper == "@State" or wrapper == "@StateObject":
            continue  # these need a value in the declaration to compile at all
        if wrapper == "@Binding":
            result.append(f"{name}: .constant({value_for(type_text)})")
        else:
            result.append(f"{name}: {value_for(type_text)}")
    return result


def main():
    mode, path, module = sys.argv[1:4]
    source = open(path, encoding="utf-8").read()
    if mode == "previews":
        for name, _ in struct_bodies(source, "PreviewProvider"):
            print(f'        ("{name}", {{ @MainActor in AnyView({module}.{name}.previews) }}),')
        for match in re.finditer(r"\benum\s+([A-Za-z_]\w*)\s*:\s*PreviewProvider\b", source):
            print(f'        ("{match.group(1)}", {{ @MainActor in AnyView({module}.{match.group(1)}.previews) }}),')
        return
    for name, body in struct_bodies(source, "View"):
        print(f'        ("{name}", {{ @MainActor in AnyView({module}.{name}({", ".join(arguments(body))})) }}),')


if __name__ == "__main__":
    main()
