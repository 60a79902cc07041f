#!/usr/bin/env bash
# make test: builds, then runs the unit tests once and the pixel tests on each back end —
# SDL's offscreen driver (EGL, no server), X11 under Xvfb, Wayland under weston (two outputs).
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh

swift build --build-tests || exit 1
start_xvfb || exit 1
start_weston || exit 1

failures=()
run() {
  local name=$1; shift
  echo "=== $name"
  if ! "$@"; then failures+=("$name"); fi
}
unset DISPLAY WAYLAND_DISPLAY
run "unit tests" env SDL_VIDEODRIVER=offscreen swift test --skip-build --filter 'CoreGraphicsTests|QuartzCoreTests|UIKitTests'
run "pixel tests, offscreen" env SDL_VIDEODRIVER=offscreen CASEMENT_BACKEND=offscreen \
  swift test --skip-build --filter PixelTests
run "pixel tests, X11 (Xvfb)" env SDL_VIDEODRIVER=x11 DISPLAY="$XVFB_DISPLAY" CASEMENT_BACKEND=x11 \
  swift test --skip-build --filter PixelTests
run "pixel tests, Wayland (weston)" env SDL_VIDEODRIVER=wayland XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" \
  WAYLAND_DISPLAY="$WESTON_SOCKET" CASEMENT_BACKEND=wayland swift test --skip-build --filter PixelTests

if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
echo "All test runs passed."
