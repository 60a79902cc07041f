#!/usr/bin/env bash
# make test: builds twice — plainly into .build, and with the thread sanitizer (TSan) into
# .build-tsan — then runs
#   the unit tests once, under TSan (the same tests a plain run would run, plus race detection);
#   the pixel tests on each back end, plain: SDL's offscreen driver (EGL, no server), X11 under
#     Xvfb (with real X input from xdotool), Wayland under weston (two outputs);
#   under TSan on the offscreen back end, the pixel tests in which a second thread touches
#     Casement's state (see TSAN_PIXEL_TESTS).
# A TSan report fails its run: the exit status is checked, and so are the report files, which also
# catch reports from the programs the tests start. Reports from system libraries are suppressed,
# one frame each, in Scripts/tsan.supp.
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh

# The pixel tests that run threads of ours besides the test's: the render thread drawing through a
# 500 ms main-thread stall; the render thread presenting unpaced while the test reads its counters,
# then detaching the hidden window; the real main loop in a program of its own (work posted from
# another thread, the render thread, the last window closing the program; SIGTERM ending the
# launcher). The other pixel tests draw synchronously on one thread, where TSan has nothing to find.
TSAN_PIXEL_TESTS='PixelTests\.(InProcessRenderingTests/renderThreadRunsWhileMainBlocks|PresentingTests|MainLoopTests)'
# The pixel tests that drive the X server itself (xdotool): the X11 run only.
X_ONLY_PIXEL_TESTS='PixelTests\.RealXInputTests'

swift build --build-tests || exit 1
swift build --build-tests --sanitize=thread --scratch-path .build-tsan || exit 1
start_xvfb || exit 1
start_weston || exit 1
tsan_logs=$(mktemp -d /tmp/casement-tsan.XXXXXX)
trap 'stop_display_servers; rm -rf "$tsan_logs"' EXIT

failures=()
tsan_runs=0
run() {
  local name=$1; shift
  echo "=== $name"
  if ! "$@"; then failures+=("$name"); fi
}
# Like run, under TSan: reports go to files (one per process), printed after the run.
# Mesa's llvmpipe (not instrumented) keeps its own thread count: LP_NUM_THREADS=0, rasterising on the
# render thread, made the threaded tests slower under TSan, not steadier.
# exitcode=66 is TSan's default, spelt out: a process that reported anything exits with it.
run_tsan() {
  local name=$1; shift
  local logs="$tsan_logs/$((++tsan_runs))"
  mkdir -p "$logs"
  echo "=== $name"
  TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan.supp log_path=$logs/report exitcode=66" "$@"
  local status=$?
  local reports=("$logs"/report.*)
  if [ -e "${reports[0]}" ]; then
    cat "${reports[@]}"
    echo "ThreadSanitizer reported in ${#reports[@]} process(es) during: $name"
    failures+=("$name")
  elif [ $status -ne 0 ]; then
    failures+=("$name")
  fi
}
unset DISPLAY WAYLAND_DISPLAY
run_tsan "unit tests (TSan)" env SDL_VIDEODRIVER=offscreen \
  swift test --skip-build --scratch-path .build-tsan --filter 'CoreGraphicsTests|QuartzCoreTests|UIKitTests'
run "pixel tests, offscreen" env SDL_VIDEODRIVER=offscreen CASEMENT_BACKEND=offscreen \
  swift test --skip-build --filter PixelTests --skip "$X_ONLY_PIXEL_TESTS"
run "pixel tests, X11 (Xvfb)" env SDL_VIDEODRIVER=x11 DISPLAY="$XVFB_DISPLAY" CASEMENT_BACKEND=x11 \
  swift test --skip-build --filter PixelTests
run "pixel tests, Wayland (weston)" env SDL_VIDEODRIVER=wayland XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" \
  WAYLAND_DISPLAY="$WESTON_SOCKET" CASEMENT_BACKEND=wayland swift test --skip-build --filter PixelTests \
  --skip "$X_ONLY_PIXEL_TESTS"
run_tsan "pixel tests with threads, offscreen (TSan)" env SDL_VIDEODRIVER=offscreen CASEMENT_BACKEND=offscreen \
  swift test --skip-build --scratch-path .build-tsan --filter "$TSAN_PIXEL_TESTS"

if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
echo "All test runs passed."
