#!/usr/bin/env python3
"""Turns every ```swift block of README.md and the DocC articles into Swift files that
scripts/check-ios type-checks against the iOS SDK, one file per document (OUT/doc-NAME.swift).

- A block that starts with `import` (or a comment) is a whole file: copied as it is.
- A block that starts with a SwiftUI view (`List(`, `ScrollView`, `AnimatedIndicatorPreview(` …)
  becomes the body of a view; any other block becomes the body of a method of
  SnippetTableViewController (scripts/ios-checks/SnippetContext.swift: `tableView`, `model`, …).
  A document's file imports RefreshKit, RefreshKitStyles (every built-in style) and
  RefreshKitPreviews (AnimatedIndicatorPreview), as an app that shows the samples does.
- Skipped, each for the reason printed: a package manifest excerpt, the protocol as declared
  (scripts/check-docs compares it with the API listing, scripts/ios-checks/protocol-listings.py), Linux-only code (RefreshKitRender), a sample that imports Lottie
  (an app's dependency, not RefreshKit's), and the README's core sample (compiled and run by
  `swift test`, RefreshKitSampleTests).

Usage: doc-snippets.py OUT_DIR  — prints one line per skipped block and the files written.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VIEW_START = re.compile(r'^(List|ScrollView|VStack|AnimatedIndicatorPreview|IndicatorPreview|RefreshSceneView)\b')


def skip_reason(block: str, preceding: str) -> str | None:
    stripped = block.lstrip()
    if stripped.startswith(('dependencies:', 'targets:', '.package(')):
        return 'a Package.swift excerpt'
    if stripped.startswith('public protocol'):
        return 'the protocol as declared (scripts/check-docs compares it with api/)'
    if 'import RefreshKitRender' in block:
        return 'Linux-only (RefreshKitRender)'
    if 'import Lottie' in block:
        return 'needs Lottie, which RefreshKit does not depend on'
    if '<!-- core sample:' in preceding.splitlines()[-1] if preceding.strip() else False:
        return 'the core sample (compiled and run by swift test)'
    return None


def convert(path: str, out_dir: str) -> str:
    text = open(path, encoding='utf-8').read()
    name = os.path.splitext(os.path.basename(path))[0]
    whole, methods, views = [], [], []
    for index, match in enumerate(re.finditer(r'```swift\n(.*?)```', text, re.S)):
        block = match.group(1)
        where = f'{os.path.relpath(path, ROOT)}:{text.count(chr(10), 0, match.start()) + 1}'
        reason = skip_reason(block, text[:match.start()])
        if reason:
            print(f'doc-snippets: skipped {where}: {reason}')
            continue
        marker = f'// {where}\n'
        if re.match(r'\s*(import|//)', block):
            whole.append(marker + block)
        elif VIEW_START.match(block.lstrip()):
            body = '\n'.join('        ' + line for line in block.rstrip().splitlines())
            views.append(f'{marker}struct Snippet{index}: View {{\n    @State var items: [String] = []\n'
                         f'    let model = SnippetModel()\n    var body: some View {{\n{body}\n    }}\n}}\n')
        else:
            body = '\n'.join('        ' + line for line in block.rstrip().splitlines())
            methods.append(f'{marker}    func snippet{index}() {{\n{body}\n    }}\n')
    parts = ['import RefreshKit\nimport RefreshKitPreviews\nimport RefreshKitStyles\nimport SwiftUI\nimport UIKit\n'] + whole + views
    if methods:
        parts.append('extension SnippetTableViewController {\n' + '\n'.join(methods) + '}\n')
    target = os.path.join(out_dir, f'doc-{name}.swift')
    with open(target, 'w', encoding='utf-8') as f:
        f.write('\n'.join(parts))
    return target


def main() -> int:
    if len(sys.argv) != 2:
        print('usage: doc-snippets.py OUT_DIR', file=sys.stderr)
        return 2
    docs = [os.path.join(ROOT, 'README.md')] + sorted(glob.glob(os.path.join(ROOT, 'Sources/RefreshKit/RefreshKit.docc/*.md')))
    for doc in docs:
        print(convert(doc, sys.argv[1]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
