#!/usr/bin/env python3
"""Makes an iOS SDK in which what visionOS lacks is unavailable, for scripts/check-platforms.

    visionos-sdk.py IOS_SDK DEST

No SDK at hand has visionOS Swift interfaces (and Swift 6.3 cannot read iOS ones retargeted to
xros: clang searches no subdirectory for module maps there). The iOS 17.0 SDK's headers and Swift
interfaces do say what visionOS lacks: `API_UNAVAILABLE(xros)` and `@available(xrOS, unavailable)`.
DEST is IOS_SDK (hard links, so it costs no space) with those declarations made unavailable
everywhere, so code type-checked against it for iOS fails on every use of them, as it would for
visionOS:

- usr/include/AvailabilityInternal.h: the macro every `API_UNAVAILABLE(..., xros, ...)` expands to
  for xros gets a plain `unavailable("unavailable in visionOS")` attribute beside it;
- every Swift interface: `@available(xrOS, unavailable` becomes
  `@available(*, unavailable, message: "unavailable in visionOS"`.

The changed files are new files (never written through a link to IOS_SDK). DEST is made beside
itself and renamed at the end, so it appears whole or not at all.
Exit status: 0 done; 1 IOS_SDK is no SDK, DEST exists, or a change found nothing to change.
"""

import os
import shutil
import sys
import tempfile

MESSAGE = "unavailable in visionOS"
XROS_MACRO = "#define __API_UNAVAILABLE_PLATFORM_xros xros,unavailable"
# Pasted inside `__attribute__((availability(` … `)))`: closes it and opens the plain attribute,
# whose closing the macro's own `)))` supplies.
XROS_MACRO_NEW = XROS_MACRO + f'))) __attribute__((unavailable("{MESSAGE}"'
SWIFT_OLD = "@available(xrOS, unavailable"
SWIFT_NEW = f'@available(*, unavailable, message: "{MESSAGE}"'


def fail(message):
    print(f"visionos-sdk: {message}", file=sys.stderr)
    sys.exit(1)


def rewrite(path, old, new):
    """Replaces `old` with `new` in a new file at `path`; returns how many it replaced."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    count = text.count(old)
    if count:
        os.unlink(path)  # a hard link to the original SDK: write a file of our own
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text.replace(old, new))
    return count


def main():
    if len(sys.argv) != 3:
        fail("usage: visionos-sdk.py IOS_SDK DEST")
    sdk, dest = sys.argv[1:]
    if not os.path.isdir(os.path.join(sdk, "usr", "lib", "swift")):
        fail(f"{sdk} is no extracted SDK (it has no usr/lib/swift)")
    if os.path.lexists(dest):
        fail(f"{dest} exists already: remove it to make it again")
    parent = os.path.dirname(os.path.abspath(dest))
    staging = tempfile.mkdtemp(prefix=".visionos.", dir=parent)
    try:
        for folder, dirs, files in os.walk(sdk):
            target = os.path.join(staging, os.path.relpath(folder, sdk))
            os.makedirs(target, exist_ok=True)
            for name in dirs + files:
                source = os.path.join(folder, name)
                if os.path.islink(source):
                    os.symlink(os.readlink(source), os.path.join(target, name))
            for name in files:
                source = os.path.join(folder, name)
                if not os.path.islink(source):
                    os.link(source, os.path.join(target, name))
        if rewrite(os.path.join(staging, "usr", "include", "AvailabilityInternal.h"), XROS_MACRO, XROS_MACRO_NEW) != 1:
            fail(f"{sdk}/usr/include/AvailabilityInternal.h does not define the xros macro as expected")
        interfaces = swift = 0
        for folder, _, files in os.walk(staging):
            for name in files:
                if name.endswith(".swiftinterface"):
                    found = rewrite(os.path.join(folder, name), SWIFT_OLD, SWIFT_NEW)
                    swift += found
                    interfaces += 1 if found else 0
        os.rename(staging, dest)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    print(f"visionos-sdk: {dest}: API_UNAVAILABLE(xros) made unavailable; {swift} @available(xrOS, unavailable) "
          f"in {interfaces} Swift interfaces made unavailable")


if __name__ == "__main__":
    main()
