#!/usr/bin/env bash
# The dead-stripped addition of RefreshKit's core to a tiny program, on the ELF stand-in for an iOS
# link (scripts/size-report says why): the shipped core modules compiled for this Linux machine at
# -Osize with whole-module optimisation, a section per function and per datum, linked with
# --gc-sections into
#   - base:  a tiny program that uses no RefreshKit;
#   - one:   the same program making a header control and the four layer plans of one style, as the
#            adapter does for a header with that style (`.arcSpinner()`, which the core holds): it
#            links the core alone;
#   - every: the same for every built-in style: the core and the styles' own modules.
# Prints "size: stripped <program> text T data D" per program, each figure less base's.
#
# Usage: scripts/size-stripped.sh SCRATCH_FOLDER (made if missing; the caller removes it).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: size-stripped.sh SCRATCH_FOLDER}
mkdir -p "$out/modules"

shipped_core=(RefreshKitCore:Sources/RefreshKitCore)
for module in RefreshKitBarFill RefreshKitProgressRing RefreshKitHandwriting RefreshKitLetterWave RefreshKitStyles; do
  shipped_core+=("$module:Sources/$module")
done
swift_files() { find "$@" -name '*.swift' -type f | LC_ALL=C sort; }
flags=(-Osize -wmo -parse-as-library -package-name RefreshKit -Xfrontend -function-sections -Xcc -fdata-sections)

objects=()
for entry in "${shipped_core[@]}"; do
  module=${entry%%:*} folder=$root/${entry#*:}
  mapfile -t files < <(swift_files "$folder")
  if ! swiftc "${flags[@]}" -module-name "$module" -I "$out/modules" -emit-module \
      -emit-module-path "$out/modules/$module.swiftmodule" -c -o "$out/$module.o" "${files[@]}" >"$out/$module.log" 2>&1; then
    cat "$out/$module.log" >&2
    echo "size-stripped: $module did not compile for Linux" >&2
    exit 1
  fi
  objects+=("$out/$module.o")
done

cat >"$out/base.swift" <<'EOF'
@main struct Tiny {
    static func main() { print(CommandLine.arguments.count) }
}
EOF
cat >"$out/uses.swift" <<'EOF'
import RefreshKitCore

@main struct Tiny {
    @MainActor static func main() {
        print(CommandLine.arguments.count)
        let header = RefreshController(edge: .header)
        print(header.edge)
        for indicator in Styles.used {
            for phase in [LayerPlan.Phase.pulling, .armed, .refreshing, .finishing] {
                let plan = LayerPlanCompiler.compile(
                    indicator, phase: phase, size: Size(width: 390, height: 60), glyphs: NoGlyphs())
                print(plan.layers.count)
            }
        }
    }
}

final class NoGlyphs: GlyphSource {
    func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        throw GlyphSourceError.fontUnavailable(path: "(none)", reason: "the size program draws no text")
    }
}
EOF
cat >"$out/one.swift" <<'EOF'
import RefreshKitCore
enum Styles { static let used: [any RefreshIndicator] = [.arcSpinner()] }
EOF
cat >"$out/every.swift" <<'EOF'
import RefreshKitCore
import RefreshKitStyles
enum Styles {
    static let used: [any RefreshIndicator] = [
        .barFill(), .arcSpinner(), .progressRing(), .handwriting(), .letterWave(), .classic(), .system(),
    ]
}
EOF

link() {  # link NAME SOURCES...: a stripped program
  local name=$1; shift
  swiftc "${flags[@]}" -module-name Tiny -I "$out/modules" -o "$out/$name" "$@" -Xlinker --gc-sections \
    >"$out/$name.log" 2>&1 && return
  cat "$out/$name.log" >&2
  echo "size-stripped: the $name program did not link" >&2
  exit 1
}
link base "$out/base.swift"
link one "$out/uses.swift" "$out/one.swift" "${objects[0]}"
link every "$out/uses.swift" "$out/every.swift" "${objects[@]}"
read -r base_text base_data < <(python3 "$root/scripts/size-sections.py" "$out/base")
for name in one every; do
  read -r text data < <(python3 "$root/scripts/size-sections.py" "$out/$name")
  echo "size: stripped $name text $((text - base_text)) data $((data - base_data))"
done
