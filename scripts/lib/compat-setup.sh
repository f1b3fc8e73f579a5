# Shared set-up of scripts/compat-count and scripts/compat-run (sourced, not run): finds the
# modules of the last `swift build` and what swiftc needs besides them to compile a screen
# against Loom exactly as a package build would.
#
# In:  root            the repository
#      LOOM_MODULES    (environment, optional) the Modules folder to use
#      script          the calling script's name, for messages
# Out: modules         the Modules folder
#      build_dir       the folder holding it (products, object files, the macro plugin)
#      compat_flags    -I, module maps and the macro plugin, ready for swiftc

if ! command -v swiftc >/dev/null 2>&1; then
    echo "$script: swiftc (Swift 6.0 or later) is required: https://www.swift.org/install" >&2
    exit 1
fi

# The Modules folder of the last debug build: `.build/debug` is a link to the triple's folder.
modules=${LOOM_MODULES:-}
if [ -z "$modules" ]; then
    for candidate in "$root/.build/debug/Modules" "$root"/.build/*/debug/Modules; do
        if [ -e "$candidate/Loom.swiftmodule" ]; then
            modules=$candidate
            break
        fi
    done
fi
if [ -z "$modules" ] || [ ! -e "$modules/Loom.swiftmodule" ]; then
    echo "$script: Loom's built modules are missing (no Loom.swiftmodule in ${modules:-$root/.build});" \
        "run swift build first." >&2
    exit 1
fi
build_dir=$(dirname "$modules")

compat_flags=(-I "$modules")
# Loom's dependencies include C modules (OpenCombine's helpers); SwiftPM describes each with a
# module map beside the build products, which swiftc needs to be told about.
for map in "$build_dir"/*.build/module.modulemap; do
    [ -e "$map" ] && compat_flags+=(-Xcc "-fmodule-map-file=$map")
done
# C targets that ship their own module map (swift-atomics' `_AtomicsShims`, which the web server
# pulls in; GRDB's system-library target for SQLite) keep it in their checkout's include
# folder or their target folder, not beside the build products.
for map in "$root"/.build/checkouts/*/Sources/*/include/module.modulemap "$root"/.build/checkouts/*/Sources/*/module.modulemap; do
    [ -e "$map" ] && compat_flags+=(-Xcc "-fmodule-map-file=$map")
done
# Loom's macros (`#Preview`) run in a compiler plugin that SwiftPM builds beside the modules.
if [ -x "$build_dir/LoomMacros-tool" ]; then
    compat_flags+=(-load-plugin-executable "$build_dir/LoomMacros-tool#LoomMacros")
fi

# A screen as the compatibility count sees it: `import SwiftUI` and `import SwiftData` →
# `import Loom`, nothing else (`import SwiftUIX` and the like are left alone).
compat_rewrite_import() {
    sed -E 's/^([[:space:]]*)import (SwiftUI|SwiftData)([[:space:]]*(\/\/.*)?)$/\1import Loom\3/' "$1"
}
