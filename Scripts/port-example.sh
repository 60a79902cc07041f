#!/usr/bin/env bash
# Part of make test: builds casement-port (a package of its own, Tools/CasementPort) and runs its
# unit tests, then checks it on Examples/iOSViews: the iOS code does not compile against Casement as
# written; ported into a temporary folder, it does (against the root package's build in .build,
# which Scripts/test.sh makes first), with nothing left unported and no warning; a second run
# changes nothing; on a file with what it cannot port, and on one that does not parse, it exits 1,
# rewriting the first in place and leaving the second untouched. Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

tool=Tools/CasementPort
swift build --package-path "$tool" --build-tests || exit 1
swift test --package-path "$tool" --skip-build || exit 1
port="$tool/.build/debug/casement-port"
modules=.build/debug/Modules
if [ ! -d "$modules" ]; then
  echo "no $modules: build the root package first (swift build)"
  exit 1
fi

scratch=$(mktemp -d /tmp/casement-port-example.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
check() {
  local name=$1; shift
  if "$@"; then
    echo "passed: $name"; passed=$((passed + 1))
  else
    echo "FAILED: $name"; failed=$((failed + 1))
  fi
}

# Compiles FILES… as an iOS project's module would be, against Casement's modules; its diagnostics go
# to $scratch/diagnostics. Swift 5 mode, as most iOS projects are.
compile() {
  local cflags maps=()
  cflags=$(pkg-config --cflags-only-I pangocairo sdl2 librsvg-2.0 | sed 's/-I/-Xcc -I/g')
  # Every system-library shim UIKit's modules import (CSDL2, CCairo, CGL, CRSVG, …).
  for map in Sources/C*/module.modulemap; do maps+=(-Xcc "-fmodule-map-file=$map"); done
  # shellcheck disable=SC2086
  swiftc -wmo -c -parse-as-library -swift-version 5 -module-name iOSViews -o "$scratch/iOSViews.o" \
    -I "$modules" -Xfrontend -disable-cross-import-overlays $cflags "${maps[@]}" "$@" >"$scratch/diagnostics" 2>&1
}
compiles_cleanly() {
  compile "$@" && ! grep -q "warning:" "$scratch/diagnostics" || { cat "$scratch/diagnostics"; false; }
}
does_not_compile() { ! compile "$@"; }
ports_everything() { "$port" --output "$scratch/ported" Examples/iOSViews; }
second_run_changes_nothing() {
  local diff
  diff=$("$port" --dry-run "$scratch/ported") && [ -z "$diff" ]
}

# In place: a file with a selector kept in a variable is rewritten around it, and the run fails.
reports_what_it_cannot_port() {
  mkdir -p "$scratch/partial"
  printf 'class Panel: UIView {\n    let pending = #selector(save)\n    @objc func save() {}\n    @objc func load() {}\n}\n' \
    >"$scratch/partial/Panel.swift"
  ! "$port" "$scratch/partial" >"$scratch/report" && grep -q "Panel.swift:2:19: NOT PORTED" "$scratch/report" \
    && [ "$(sed -n 4p "$scratch/partial/Panel.swift")" = "    func load() {}" ]
}
leaves_unparsable_files_alone() {
  mkdir -p "$scratch/broken"
  printf 'class Panel {\n    @objc func save( {\n' >"$scratch/broken/Panel.swift"
  cp "$scratch/broken/Panel.swift" "$scratch/broken.orig"
  ! "$port" "$scratch/broken" >/dev/null && cmp -s "$scratch/broken/Panel.swift" "$scratch/broken.orig"
}

check "the iOS example does not compile as written" does_not_compile Examples/iOSViews/*.swift
check "casement-port ports all of it" ports_everything
check "a second run changes nothing" second_run_changes_nothing
check "the ported example compiles against Casement, without warnings" compiles_cleanly "$scratch"/ported/*.swift
check "what it cannot port is reported, the rest rewritten in place, and the run fails" reports_what_it_cannot_port
check "a file that does not parse is left untouched, and the run fails" leaves_unparsable_files_alone
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
