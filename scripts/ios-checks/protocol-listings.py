#!/usr/bin/env python3
"""Checks that every protocol listed in README.md and the DocC articles (a ```swift block that
starts with `public protocol NAME`) lists exactly the requirements the protocol declares in the
public API listing (api/*.swiftinterface): none left out, none that is not there.

Requirements are compared as written, without comments, module prefixes (`RefreshKitCore.`,
`Swift.`) or spacing. scripts/check-docs runs it.

Usage: protocol-listings.py — prints one line per listing; exit 0 when all match, 1 otherwise.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def normalized(line: str) -> str:
    line = re.sub(r'//.*', '', line)
    line = re.sub(r'\b(RefreshKitCore|RefreshKit|Swift)\.', '', line)
    return re.sub(r'\s+', ' ', line).strip()


def declared(name: str) -> list[str] | None:
    """The requirement lines of `public protocol name` in api/, or None when no listing has it."""
    for path in sorted(glob.glob(os.path.join(ROOT, 'api', '*.swiftinterface'))):
        text = open(path, encoding='utf-8').read()
        match = re.search(rf'^public protocol {re.escape(name)}\b[^\n]*\{{\n(.*?)^\}}', text, re.S | re.M)
        if match:
            return [normalized(line) for line in match.group(1).splitlines() if normalized(line)]
    return None


def main() -> int:
    docs = [os.path.join(ROOT, 'README.md')] + sorted(
        glob.glob(os.path.join(ROOT, 'Sources/RefreshKit/RefreshKit.docc/*.md')))
    failed = False
    for doc in docs:
        text = open(doc, encoding='utf-8').read()
        for match in re.finditer(r'```swift\n(public protocol (\w+)[^\n]*\{\n.*?)```', text, re.S):
            block, name = match.group(1), match.group(2)
            where = f'{os.path.relpath(doc, ROOT)}:{text.count(chr(10), 0, match.start()) + 2}'
            listed = [normalized(line) for line in block.splitlines()[1:] if normalized(line) not in ('', '}')]
            api = declared(name)
            if api is None:
                print(f'protocol-listings: {where}: {name} is in no api/ listing; list only public protocols')
                failed = True
                continue
            missing = [line for line in api if line not in listed]
            extra = [line for line in listed if line not in api]
            if missing or extra:
                print(f'protocol-listings: {where}: {name} differs from api/:'
                      + ''.join(f'\n  missing: {line}' for line in missing)
                      + ''.join(f'\n  not declared: {line}' for line in extra))
                failed = True
            else:
                print(f'protocol-listings: {where}: {name} lists its {len(api)} requirements')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
