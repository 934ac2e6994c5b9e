#!/usr/bin/env python3
"""Checks scripts/platforms/extract-sdk.py and visionos-sdk.py on small SDKs, with no SDK copy.

In a temporary folder (removed at the end) it makes a git repository holding a tiny "SDK" — a file
whose blob the repository lacks, a framework link, usr/include/libxml as a copy of
usr/include/libxml2/libxml, a SwiftUI interface with the string Swift 6.3 rejects, and the xros
line of AvailabilityInternal.h — extracts it, derives the visionOS SDK from it, and checks each
rule the two scripts state. Prints one line; exit status 0 when every check holds, 1 otherwise.
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SDK = "iPhoneOS99.0.sdk"
SWIFTUI = "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
UIKIT = "System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface"
AVAILABILITY = "usr/include/AvailabilityInternal.h"


def git(repo, *args, stdin=None):
    return subprocess.run(
        ["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", *args],
        input=stdin, capture_output=True, check=True).stdout.decode().strip()


def make_repository(root):
    """A repository whose HEAD holds SDK, with one blob missing from its object store."""
    repo = os.path.join(root, "repo")
    os.makedirs(repo)
    git(repo, "init", "-q")
    files = {
        f"{SDK}/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface": "// swift-module-flags: -target x\n",
        f"{SDK}/usr/include/libxml2/libxml/tree.h": "int tree;\n",
        f"{SDK}/usr/include/libxml/tree.h": "int tree;\n",
        f"{SDK}/{SWIFTUI}": "// swift-module-flags: -target arm64-apple-ios17.0 -module-name SwiftUI\n"
        + "let m = \"Accessing Environment<\\(Value.self)>'s value outside of\"\n",
        f"{SDK}/{UIKIT}": "@available(xrOS, unavailable)\npublic func a() {}\n@available(iOS 13, *)\npublic func b() {}\n",
        f"{SDK}/{AVAILABILITY}": "   #define __API_UNAVAILABLE_PLATFORM_xros xros,unavailable\n",
        f"{SDK}/large.tbd": "a large file the copy lacks\n",
    }
    for path, text in files.items():
        full = os.path.join(repo, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    os.symlink("Versions/Current/Headers", os.path.join(repo, SDK, "System/Library/Frameworks/SwiftUI.framework/Headers"))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "sdk")
    missing = git(repo, "rev-parse", f"HEAD:{SDK}/large.tbd")
    os.remove(os.path.join(repo, ".git", "objects", missing[:2], missing[2:]))
    return os.path.join(repo, ".git")


def read(path):
    with open(path) as f:
        return f.read()


def main():
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    with tempfile.TemporaryDirectory(prefix="platform-sdks-self-test.") as root:
        git_dir = make_repository(root)
        sdk = os.path.join(root, "cache", SDK)
        run = subprocess.run([sys.executable, os.path.join(HERE, "extract-sdk.py"), git_dir, SDK, sdk],
                             capture_output=True, text=True)
        check(run.returncode == 0, f"extract-sdk.py failed: {run.stderr.strip()}")
        check("1 absent from the copy and skipped" in run.stdout, f"the missing blob is not counted: {run.stdout!r}")
        check(not os.path.exists(os.path.join(sdk, "large.tbd")), "the missing blob was written")
        check(os.path.islink(os.path.join(sdk, "usr/include/libxml"))
              and os.readlink(os.path.join(sdk, "usr/include/libxml")) == "libxml2/libxml", "libxml is not a link")
        check(os.readlink(os.path.join(sdk, "System/Library/Frameworks/SwiftUI.framework/Headers"))
              == "Versions/Current/Headers", "the framework link is not a link")
        swiftui = read(os.path.join(sdk, SWIFTUI))
        check("-module-name SwiftUI -disable-availability-checking\n" in swiftui, "SwiftUI's flags line is not patched")
        check("Environment<Value>'s value" in swiftui and "\\(Value.self)" not in swiftui, "SwiftUI's string is not patched")
        check(not any(name.startswith(".extract.") for name in os.listdir(os.path.dirname(sdk))), "a staging folder is left")
        again = subprocess.run([sys.executable, os.path.join(HERE, "extract-sdk.py"), git_dir, SDK, sdk],
                               capture_output=True, text=True)
        check(again.returncode == 1 and "exists already" in again.stderr, "an existing SDK folder is not refused")

        vision = os.path.join(root, "cache", "iPhoneOS99.0-visionOS.sdk")
        run = subprocess.run([sys.executable, os.path.join(HERE, "visionos-sdk.py"), sdk, vision],
                             capture_output=True, text=True)
        check(run.returncode == 0, f"visionos-sdk.py failed: {run.stderr.strip()}")
        availability = read(os.path.join(vision, AVAILABILITY))
        check('xros,unavailable))) __attribute__((unavailable("unavailable in visionOS"\n' in availability,
              "the xros macro is not rewritten")
        uikit = read(os.path.join(vision, UIKIT))
        check('@available(*, unavailable, message: "unavailable in visionOS")\npublic func a()' in uikit
              and "@available(iOS 13, *)" in uikit, "the Swift interface is not rewritten as stated")
        check(read(os.path.join(sdk, UIKIT)).startswith("@available(xrOS, unavailable)")
              and "xros,unavailable\n" in read(os.path.join(sdk, AVAILABILITY)), "the iOS SDK was written through a link")
        check(os.stat(os.path.join(sdk, SWIFTUI)).st_ino == os.stat(os.path.join(vision, SWIFTUI)).st_ino,
              "an unchanged file is not a hard link")
        broken = os.path.join(root, "broken.sdk")
        os.makedirs(os.path.join(broken, "usr/lib/swift"))
        os.makedirs(os.path.join(broken, "usr/include"))
        with open(os.path.join(broken, AVAILABILITY), "w") as f:
            f.write("no xros macro here\n")
        run = subprocess.run([sys.executable, os.path.join(HERE, "visionos-sdk.py"), broken, os.path.join(root, "b2.sdk")],
                             capture_output=True, text=True)
        check(run.returncode == 1 and not os.path.exists(os.path.join(root, "b2.sdk"))
              and not any(n.startswith(".visionos.") for n in os.listdir(root)),
              "an SDK without the xros macro is not refused whole")

    if failures:
        for failure in failures:
            print(f"platforms self-test: FAILED: {failure}")
        sys.exit(1)
    print("platforms self-test: ok (extract-sdk.py and visionos-sdk.py on a small SDK with a missing blob)")


if __name__ == "__main__":
    main()
