#!/usr/bin/env python3
"""Extracts one Apple SDK folder from a git copy of a public SDK repository (a bare git directory).

    extract-sdk.py GIT_DIR SDK DEST

writes GIT_DIR's HEAD:SDK (say iPhoneOS17.0.sdk) to DEST (a folder that must not exist yet),
through a staging folder beside it that is renamed at the end, so DEST appears whole or not at all.

`git archive` stops at the first blob the copy lacks (a few large files of such repositories are
absent), so this lists the tree with `git ls-tree` and reads the blobs with `git cat-file --batch`,
skipping the missing ones (and saying how many). Symbolic links (a macOS SDK's framework
`Versions/Current`, `Headers`, `Modules`) are made as links. Where `usr/include/libxml` is a copy
of `usr/include/libxml2/libxml` (two module maps defining one module), it becomes a link to it.
Every SwiftUI interface gets the two changes Swift 6.3 needs to read it: one string interpolation
of a message that it rejects is written out (as scripts/ios-swiftc does for iOS 16.5), and
`-disable-availability-checking` is appended to its `swift-module-flags` line (otherwise "protocol
'ShapeStyle' requires '_makeView(view:inputs:)' to be available").

Exit status: 0 done; 1 the git directory or the SDK was not found, or DEST exists.
"""

import os
import shutil
import subprocess
import sys
import tempfile


def fail(message):
    print(f"extract-sdk: {message}", file=sys.stderr)
    sys.exit(1)


def tree_entries(git_dir, sdk):
    """(mode, object id, path) of every blob and link under `sdk`."""
    out = subprocess.run(
        ["git", f"--git-dir={git_dir}", "ls-tree", "-r", "-z", "HEAD", "--", sdk],
        check=True, capture_output=True).stdout
    entries = []
    for record in out.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, oid = meta.split(b" ")
        if kind == b"blob":
            entries.append((mode.decode(), oid.decode(), path.decode()))
    return entries


def read_blobs(git_dir, oids):
    """Yields (object id, bytes or None when the copy lacks it), in the order given."""
    proc = subprocess.Popen(
        ["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for oid in oids:
        proc.stdin.write(oid.encode() + b"\n")
        proc.stdin.flush()
        header = proc.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            yield oid, None
            continue
        size = int(header[2])
        data = proc.stdout.read(size)
        proc.stdout.read(1)  # the newline after the contents
        yield oid, data
    proc.stdin.close()
    proc.wait()


def link_libxml(root):
    """usr/include/libxml, a copy of usr/include/libxml2/libxml, becomes a link to it."""
    include = os.path.join(root, "usr", "include")
    copy, original = os.path.join(include, "libxml"), os.path.join(include, "libxml2", "libxml")
    if os.path.isdir(copy) and not os.path.islink(copy) and os.path.isdir(original):
        shutil.rmtree(copy)
        os.symlink(os.path.join("libxml2", "libxml"), copy)
        return True
    return False


def patch_swiftui(root):
    """The two changes Swift 6.3 needs in each SwiftUI interface; returns how many files changed."""
    changed = 0
    for folder, _, files in os.walk(root):
        if os.path.basename(folder) != "SwiftUI.swiftmodule":
            continue
        for name in files:
            if not name.endswith(".swiftinterface"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            patched = text.replace(
                "Accessing Environment<\\(Value.self)>'s value outside of",
                "Accessing Environment<Value>'s value outside of")
            lines = patched.split("\n")
            for i, line in enumerate(lines):
                if line.startswith("// swift-module-flags:") and "-disable-availability-checking" not in line:
                    lines[i] = line + " -disable-availability-checking"
            patched = "\n".join(lines)
            if patched != text:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(patched)
                changed += 1
    return changed


def main():
    if len(sys.argv) != 4:
        fail("usage: extract-sdk.py GIT_DIR SDK DEST")
    git_dir, sdk, dest = sys.argv[1:]
    if os.path.lexists(dest):
        fail(f"{dest} exists already: remove it to extract again")
    if subprocess.run(["git", f"--git-dir={git_dir}", "rev-parse", "-q", "--verify", "HEAD"],
                      capture_output=True).returncode != 0:
        fail(f"{git_dir} is not a git directory with a HEAD")
    entries = tree_entries(git_dir, sdk)
    if not entries:
        fail(f"{git_dir} has no {sdk} at HEAD")
    parent = os.path.dirname(os.path.abspath(dest))
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".extract.", dir=parent)
    try:
        by_oid = {}
        for mode, oid, path in entries:
            by_oid.setdefault(oid, []).append((mode, path))
        missing = 0
        for oid, data in read_blobs(git_dir, list(by_oid)):
            for mode, path in by_oid[oid]:
                target = os.path.join(staging, os.path.relpath(path, sdk))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                if data is None:
                    missing += 1
                elif mode == "120000":
                    os.symlink(data.decode(), target)
                else:
                    with open(target, "wb") as f:
                        f.write(data)
                    if mode == "100755":
                        os.chmod(target, 0o755)
        linked = link_libxml(staging)
        patched = patch_swiftui(staging)
        os.rename(staging, dest)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    print(f"extract-sdk: {sdk}: {len(entries) - missing} files, {missing} absent from the copy and skipped"
          + ("; usr/include/libxml linked to libxml2/libxml" if linked else "")
          + f"; {patched} SwiftUI interfaces patched for Swift 6.3")


if __name__ == "__main__":
    main()
