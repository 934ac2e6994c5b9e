#!/usr/bin/env python3
"""Checks that a probe that must not compile fails with exactly the errors it names.

A probe (scripts/ios-checks/probes/*.swift) marks each line that must fail with one or more
`// expected-error {{MESSAGE}}` comments on it, or `// expected-error@+N {{MESSAGE}}` N lines
above it. Every error the compiler gives in the probe must be
on such a line with exactly that message, and every message named must be given: nothing
missing, nothing else, the whole message. Warnings and notes are not judged (notes point into
RefreshKit's own sources).

Usage: expected-errors.py PROBE LOG  — exit 0 when they match, 1 (with one line per difference)
when they do not.
"""
import os
import re
import sys

EXPECTED = re.compile(r'expected-error(?:@\+(\d+))? \{\{(.*)\}\}')


def main() -> int:
    probe, log = sys.argv[1], sys.argv[2]
    expected = {}
    for number, line in enumerate(open(probe, encoding='utf-8'), start=1):
        for offset, message in EXPECTED.findall(line):
            expected.setdefault(number + int(offset or 0), []).append(message)
    name = os.path.basename(probe)
    found = {}
    error = re.compile(r'^(.*?):(\d+):\d+: error: (.*)$')
    for line in open(log, encoding='utf-8', errors='replace'):
        match = error.match(line.rstrip('\n'))
        if match and os.path.basename(match.group(1)) == name:
            found.setdefault(int(match.group(2)), []).append(match.group(3))
    problems = []
    for number in sorted(set(expected) | set(found)):
        want, got = sorted(expected.get(number, [])), sorted(found.get(number, []))
        for message in want:
            if message not in got:
                problems.append(f'{name}:{number}: missing error: {message}')
        for message in got:
            if message not in want:
                problems.append(f'{name}:{number}: unexpected error: {message}')
    if not expected:
        problems.append(f'{name}: names no expected error')
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
