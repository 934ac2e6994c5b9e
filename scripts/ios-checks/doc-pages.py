#!/usr/bin/env python3
"""What scripts/check-docs documents, and that the combined archive documents it.

    doc-pages.py products Package.swift
        The library products an app can link, one a line: those of the manifest's `products:`
        list (with `styleModules.map`, the names of `let styleModules`), which every platform
        declares; the products added under `#if os(Linux)` (`package.products += …`) are the
        Linux tools' and are left out.

    doc-pages.py style-modules Package.swift
        The names of `let styleModules`, one a line.

    doc-pages.py check Package.swift ARCHIVE GRAPHS
        Fails (status 1) unless the combined archive ARCHIVE has, for each product the manifest
        lists (as `products` prints them, read here again so the list does not depend on what
        the caller built), its module's page (data/documentation/<product>.json) and a page for
        every symbol of the symbol graphs in the folder GRAPHS/<product>:
        <product>/<path components> for a symbol of <product>.symbols.json,
        <product>/<extended module>/<path components> for one of <product>@<module>.symbols.json,
        each component matched case-insensitively and with or without DocC's disambiguating
        suffix (`Configuration-swift.struct`). A product without graphs fails too.
"""

import glob
import json
import os
import re
import sys


def style_modules(manifest):
    match = re.search(r'let styleModules\s*=\s*\[([^\]]*)\]', manifest)
    return re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', match.group(1)) if match else []


def products(manifest):
    match = re.search(r'\n\s*products:\s*\[(.*?)\n\s*\](.*?),\s*\n\s*dependencies:', manifest, re.S)
    if not match:
        return []
    names = re.findall(r'\.library\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)"', match.group(1))
    if 'styleModules.map' in match.group(2):
        names += style_modules(manifest)
    return names


def has_page(folder, components):
    """Whether folder/components… names a page, each component with or without a `-suffix`."""
    first = components[0].lower()
    candidates = {first}
    for path in glob.glob(os.path.join(folder, glob.escape(first) + '-*')):
        name = os.path.basename(path)
        candidates.add(name[:-len('.json')] if name.endswith('.json') else name)
    for name in candidates:
        if len(components) == 1:
            if os.path.isfile(os.path.join(folder, name + '.json')):
                return True
        elif os.path.isdir(os.path.join(folder, name)) and has_page(os.path.join(folder, name), components[1:]):
            return True
    return False


def check(names, archive, graph_root):
    root = os.path.join(archive, 'data', 'documentation')
    problems, symbols, pages = [], 0, 0
    for product in names:
        graphs = os.path.join(graph_root, product)
        files = sorted(glob.glob(os.path.join(graphs, '*.symbols.json')))
        if not files:
            problems.append(f'{product}: no symbol graphs in {graphs}')
            continue
        if os.path.isfile(os.path.join(root, product.lower() + '.json')):
            pages += 1
        else:
            problems.append(f'{product}: no module page (data/documentation/{product.lower()}.json)')
        missing = []
        for path in files:
            base = os.path.basename(path)[:-len('.symbols.json')]
            prefix = [product] + ([base.split('@', 1)[1]] if '@' in base else [])
            for symbol in json.load(open(path, encoding='utf-8'))['symbols']:
                symbols += 1
                if has_page(root, prefix + symbol['pathComponents']):
                    pages += 1
                else:
                    missing.append('/'.join(prefix + symbol['pathComponents']))
        if missing:
            missing.sort(key=lambda path: (path.count('/'), path))  # the types before their members
            problems.append(f'{product}: {len(missing)} public symbols without a page, e.g. '
                            + ', '.join(missing[:3]))
    name = 'combined archive pages'
    if problems:
        for problem in problems:
            print(f'check-docs:   {problem}')
        print(f'check-docs: {name:<40} FAILED (every product needs its module page and a page for each public symbol)')
        return 1
    print(f'check-docs: {name:<40} ok ({len(names)} products, a page for each of their {symbols} public symbols)')
    return 0


def main(argv):
    if len(argv) >= 3 and argv[1] in ('products', 'style-modules'):
        manifest = open(argv[2], encoding='utf-8').read()
        names = products(manifest) if argv[1] == 'products' else style_modules(manifest)
        if not names:
            print(f'doc-pages: found no {argv[1]} in {argv[2]}', file=sys.stderr)
            return 1
        print('\n'.join(names))
        return 0
    if len(argv) == 5 and argv[1] == 'check':
        names = products(open(argv[2], encoding='utf-8').read())
        if not names:
            print(f'doc-pages: found no products in {argv[2]}', file=sys.stderr)
            return 1
        return check(names, argv[3], argv[4])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
