#!/usr/bin/env bash
# make test: builds three times at once — plainly into .build, with the thread sanitizer (TSan) into
# .build-tsan, and casement-port — then, once the plain build is done, runs five lanes at once, each
# its runs in turn (each run's time printed after it):
#   offscreen: the unit tests of 100,000-level trees and a 10 MB paste, plainly (see
#     PLAIN_UNIT_TESTS); the pixel tests on SDL's offscreen driver (EGL, no server), then its leak
#     and input tests in runs of their own; the launcher and its navigation and lists pages as real
#     programs under xdotool, in an Xvfb of their own (Scripts/launcher-pages.sh);
#   X11 (Xvfb): the pixel tests, then the leak, input (with real X input from xdotool, see
#     INPUT_PIXEL_TESTS) and idle tests in runs of their own; a scene-based app as a real program
#     under an Xvfb of its own, a second scene's window opened and closed (Scripts/scene-windows.sh);
#   Wayland (weston with two outputs, in an Xvfb of its own): the same, then the tests of weston's
#     two outputs (see WESTON_OUTPUTS_PIXEL_TESTS);
#   casement-port, once built: its tests (a package of its own), and the iOS example it ports and
#     compiles against the plain build (Scripts/port-example.sh);
#   TSan, once built: the unit tests (the same tests a plain run would run, plus race detection),
#     then the pixel tests in which a second thread touches Casement's state (see TSAN_PIXEL_TESTS);
# then, alone, seed listing L14 as a real program under a weston of its own, its second output
# unplugged (Scripts/l14-unplug.sh).
# A TSan report fails its run: the exit status is checked, and so are the report files, which also
# catch reports from the programs the tests start. Reports from system libraries are suppressed,
# one frame each, in Scripts/tsan.supp.
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh

# The pixel tests that run threads of ours besides the test's: the render thread drawing an animation,
# and a transition, through a 500 ms main-thread stall; the render thread recording a frame trace;
# the render thread presenting unpaced while the test reads its counters,
# then detaching the hidden window; the real main loop in a program of its own (work posted from
# another thread, the render thread, the last window closing the program; SIGTERM ending the
# launcher). The other pixel tests draw synchronously on one thread, where TSan has nothing to find.
TSAN_PIXEL_TESTS='PixelTests\.(InProcessRenderingTests/renderThreadRunsWhileMainBlocks|TransitionCostTests/renderThreadRunsWhileMainBlocks|FrameTraceTests/threaded|FrameTraceTests/presenters|PresentingTests|MainLoopTests)'
# The unit tests of trees 100,000 levels deep and of a 10 MB paste: one thread, nothing for TSan to
# find, and ten times slower under it (the paste: 6 s plainly, 82 s under TSan, the longest part of
# the TSan unit run); they run plainly, beside the TSan build.
PLAIN_UNIT_TESTS='QuartzCoreTests\.DeepLayerTreeTests|UIKitTests\.DeepHierarchyTests|UIKitTests\.LargePasteTests'
# The pixel tests whose back end is only where the pictures end: what the compositor draws of
# layers, views, controls, text, lists and transitions (the same GL code and llvmpipe make the same
# picture whatever shows it), random programs (the model and the renderer under hostile input, each
# seed a SoakRunner of its own) and a 100,000-level tree drawn on the render thread: the offscreen
# run only. X11 and Wayland run the rest: what goes through their windows, presenters, main loop and
# input (programs started with UIApplicationMain, the launcher's and showcase's pages, presenting
# and frame pacing, several windows, debug overlays), each still reading back what was drawn.
OFFSCREEN_ONLY_PIXEL_TESTS='PixelTests\.(RandomProgramTests|DeepHierarchyRenderingTests|ActivityIndicatorRenderingTests|BarAppearanceRenderingTests|TabBarBadgeRenderingTests|CATransitionTests|CollectionViewRenderingTests|ContentModeTests|CoreAnimationRenderingTests|DiffableTableRenderingTests|DrawingCycleTests|EditMenuRenderingTests|HostileInputRenderingTests|ImageRenderingTests|LayerEffectsRenderingTests|LayerStylingTests|OpaqueLayerTests|PageCurlTests|PropertyAnimatorRenderingTests|ShapeAndGradientLayerTests|StepperSegmentedRenderingTests|SwipeActionsRenderingTests|TableEditingRenderingTests|SwitchSliderRenderingTests|TableViewRenderingTests|TemplateImageRenderingTests|TextFieldRenderingTests|TextRenderingTests|TextViewRenderingTests|TiledLayerTests|ZoomSharpnessTests|ViewTransitionTests|ModalTransitionStyleTests|SheetPresentationTests|SnapshotTests|CullingRenderingTests|ListsPhotoGridTests|MenuRenderingTests)'
# The pixel tests that drive the X server itself (xdotool): the X11 run only.
X_ONLY_PIXEL_TESTS='PixelTests\.RealXInputTests'
# The pixel tests of two outputs under weston (L14 on the second output, then unplugging it for
# good): the Wayland run only, last, with the helper that reads and closes weston's outputs.
WESTON_OUTPUTS_PIXEL_TESTS='PixelTests\.WestonOutputsTests'
# The pixel tests that hold input in a window across real time (a drag, a long press, xdotool's
# pointer). Each back end runs them on their own, after the others: the others' programs open
# windows of their own on the same server, which take the focus (and so cancel the touches, as
# losing the focus does) or, under the real pointer, its input. The application's state follows the
# focus too (SDLApplicationStateTests).
INPUT_PIXEL_TESTS='PixelTests\.(RealXInputTests|GesturesPageTests|SDLGestureTests|MouseClickTests|PlaygroundTests|SDLKeyboardTests|SDLApplicationStateTests|ShowcaseLauncherTests|FrameTraceTests/events)'
# The leak tests count live objects process-wide: another test's leftovers on their way out (a
# property animator still running in real time holds its view's layer) would count as freed by
# the rounds. The damage tests count the pixels each frame redraws: another test's leftover layer
# change, known to no window of theirs, redraws every window whole (seen once in a fresh run).
# Each back end runs them in a process of their own.
LEAK_PIXEL_TESTS='PixelTests\.(LeakTests|DamageTests)'
# The launcher left alone for 10 s, its main-loop wake-ups counted (any other program's window on the
# same server would send it events), and the launcher losing a display server of its test's own:
# X11 and Wayland each run them in a process of their own, last.
IDLE_PIXEL_TESTS='PixelTests\.(IdleLauncherTests|LostConnectionTests)'

tsan_logs=$(mktemp -d /tmp/casement-tsan.XXXXXX)
failures_file="$tsan_logs/failures"
touch "$failures_file"
background=()
# The descendants of process ROOT (ROOT included).
descendants() {
  ps -e -o pid=,ppid= | awk -v root="$1" '
    { parent[$1] = $2 }
    END { for (p in parent) { q = p; while (q != root && q in parent && q > 1) q = parent[q]; if (q == root) print p } }'
}
# On the way out, whatever still runs in the background (a build, a lane) is stopped, with all it started.
stop_background() {
  local pid
  for pid in "${background[@]}"; do kill $(descendants "$pid") 2>/dev/null; done
}
trap 'stop_background; stop_display_servers; rm -rf "$tsan_logs"' EXIT
# Three builds at once: the plain one in front; casement-port's (swift-syntax, which nothing else
# needs) and the TSan one behind it at the lowest priority, so they take only the cycles the plain
# build leaves (its module and link steps use one core), and go on beside the runs that need only
# the plain build: the pixel tests mostly wait for frames and real time, a third of a core each.
# swift-build and the Swift driver start their compilers at the default priority whatever their own
# is, so a watcher lowers everything the two builds start, twice a second, until they end.
keep_lowest_priority() {
  while kill -0 "$1" 2>/dev/null; do
    renice -n 19 -p $(descendants "$1") >/dev/null 2>&1
    sleep 0.5
  done
}
# Starts a build in the background: its output in LOG, then its status in LOG.status (the lanes that
# wait for it are not its parent's, so cannot `wait` for it); keeps it at the lowest priority.
start_background_build() {
  local log=$1; shift
  ( "$@" >"$log" 2>&1; echo $? >"$log.status" ) &
  local build=$!
  keep_lowest_priority $build &
  background+=($build $!)
}
start_background_build "$tsan_logs/port-build" swift build --package-path Tools/CasementPort --build-tests
start_background_build "$tsan_logs/tsan-build" swift build --build-tests --sanitize=thread -debug-info-format none --scratch-path .build-tsan
started=$SECONDS
build_log="$tsan_logs/build"
# Without debug information (a tenth less compiling, and lighter links): failures name their source
# lines themselves, and TSan's reports name their functions (for their lines, build with it:
# swift build --build-tests --sanitize=thread --scratch-path .build-tsan). The index store stays:
# on Linux the tests are found through it.
swift build --build-tests -debug-info-format none 2>&1 | tee "$build_log"; [ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
echo "=== the plain build: $((SECONDS - started)) s"
# A warning the build prints that Scripts/expected-warnings.txt does not list fails the run.
Scripts/check-warnings.sh "$build_log" || exit 1
clang -o .build/weston-output Scripts/weston-output.c -lX11 || exit 1
# One Xvfb for the X11 tests, another for weston: a test's windows on one never take the focus or the
# pointer from the other's.
start_xvfb || exit 1
x11_display=$XVFB_DISPLAY
start_xvfb || exit 1
start_weston || exit 1
weston_x_display=$XVFB_DISPLAY
# Waits for the background build NAME (output in LOG) and shows its output; its status.
finish_build() {
  local name=$1 log=$2
  while [ ! -s "$log.status" ]; do sleep 1; done
  local status
  status=$(cat "$log.status")
  echo "=== $name"
  cat "$log"
  echo "=== $name: done $((SECONDS - started)) s after the builds started, status $status"
  return "$status"
}

tsan_runs=0
# Runs a test command, its output shown and kept: it passed only if it exited 0 and swift-testing
# (or a script's own count, "N passed, 0 failed") said its run passed, so a process ending early with
# status 0 (a display server closing the connection makes SDL ask to quit) is a failure.
run_to_end() {
  local output
  output=$(mktemp "$tsan_logs/output.XXXXXX")
  "$@" 2>&1 | tee "$output"
  local status=${PIPESTATUS[0]}
  if [ $status -eq 0 ] && ! grep -qE "Test run with [0-9]+ tests? .*passed|^[0-9]+ passed, 0 failed$" "$output"; then
    echo "the run ended before its summary"
    return 1
  fi
  return $status
}
# A failed run's name goes to a file: runs go on in lanes, each a subshell of its own.
run() {
  local name=$1; shift
  echo "=== $name"
  local started=$SECONDS
  if ! run_to_end "$@"; then echo "$name" >>"$failures_file"; fi
  echo "=== $name: $((SECONDS - started)) s"
}
# Like run, under TSan: reports go to files (one per process), printed after the run.
# Mesa's llvmpipe (not instrumented) keeps its own thread count: LP_NUM_THREADS=0, rasterising on the
# render thread, made the threaded tests slower under TSan, not steadier.
# exitcode=66 is TSan's default, spelt out: a process that reported anything exits with it.
# atexit_sleep_ms=0: TSan otherwise holds every exiting process for a second, which the tests of
# programs ending within a second of SIGTERM would measure.
run_tsan() {
  local name=$1; shift
  local logs="$tsan_logs/tsan-$((++tsan_runs))"
  mkdir -p "$logs"
  echo "=== $name"
  local started=$SECONDS
  TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan.supp log_path=$logs/report exitcode=66 atexit_sleep_ms=0" run_to_end "$@"
  local status=$?
  echo "=== $name: $((SECONDS - started)) s"
  local reports=("$logs"/report.*)
  if [ -e "${reports[0]}" ]; then
    cat "${reports[@]}"
    echo "ThreadSanitizer reported in ${#reports[@]} process(es) during: $name"
    echo "$name" >>"$failures_file"
  elif [ $status -ne 0 ]; then
    echo "$name" >>"$failures_file"
  fi
}
unset DISPLAY WAYLAND_DISPLAY
offscreen=("offscreen" offscreen SDL_VIDEODRIVER=offscreen)
x11=("X11 (Xvfb)" x11 SDL_VIDEODRIVER=x11 DISPLAY="$x11_display")
wayland=("Wayland (weston)" wayland SDL_VIDEODRIVER=wayland XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" WAYLAND_DISPLAY="$WESTON_SOCKET")
# The pixel tests on back end BACKEND (then its environment), in two parts: the main run, then the
# leak tests, the input tests and the idle tests, each in a run of their own (see above). They share
# the machine with the TSan build and the other back ends' runs (each on servers of its own).
main_pixel_tests() {
  local name=$1 backend=$2; shift 2
  local skip="$INPUT_PIXEL_TESTS|$WESTON_OUTPUTS_PIXEL_TESTS|$LEAK_PIXEL_TESTS|$IDLE_PIXEL_TESTS"
  [ "$backend" = offscreen ] || skip+="|$OFFSCREEN_ONLY_PIXEL_TESTS"
  run "pixel tests, $name" env CASEMENT_BACKEND="$backend" "$@" swift test --skip-build --filter PixelTests --skip "$skip"
}
isolated_pixel_tests() {
  local name=$1 backend=$2; shift 2
  run "leak and damage pixel tests, $name" env CASEMENT_BACKEND="$backend" "$@" swift test --skip-build --filter "$LEAK_PIXEL_TESTS"
  local input=(--filter "$INPUT_PIXEL_TESTS")
  [ "$backend" = x11 ] || input+=(--skip "$X_ONLY_PIXEL_TESTS")
  run "input pixel tests, $name" env CASEMENT_BACKEND="$backend" "$@" swift test --skip-build "${input[@]}"
  [ "$backend" = offscreen ] || run "idle pixel tests, $name" env CASEMENT_BACKEND="$backend" "$@" swift test --skip-build --filter "$IDLE_PIXEL_TESTS"
}
# Then, as soon as the plain build is done, five lanes at once, each its runs in turn, its output kept
# and shown when all have ended: casement-port's and the TSan runs once their builds are done, and per
# back end its pixel runs and real programs (these mostly wait: for frames, for xdotool, for real
# time), each back end on display servers of its own.
lane_port() {
  # (port-example.sh builds casement-port again, which then has nothing to do, or shows why it failed.)
  finish_build "casement-port's build" "$tsan_logs/port-build"
  run "casement-port: its tests, and the iOS example ported and compiled" Scripts/port-example.sh
}
lane_tsan() {
  finish_build "the TSan build" "$tsan_logs/tsan-build" || { echo "the TSan build" >>"$failures_file"; return 1; }
  run_tsan "unit tests (TSan)" env SDL_VIDEODRIVER=offscreen \
    swift test --skip-build --scratch-path .build-tsan --filter 'CoreGraphicsTests|QuartzCoreTests|UIKitTests|ClientAppSwift5Tests|ClientAppSwift6Tests' \
    --skip "$PLAIN_UNIT_TESTS"
  run_tsan "pixel tests with threads, offscreen (TSan)" env SDL_VIDEODRIVER=offscreen CASEMENT_BACKEND=offscreen \
    swift test --skip-build --scratch-path .build-tsan --filter "$TSAN_PIXEL_TESTS"
}
lane_offscreen() {
  run "unit tests of deep trees and a 10 MB paste" env SDL_VIDEODRIVER=offscreen swift test --skip-build --filter "$PLAIN_UNIT_TESTS"
  main_pixel_tests "${offscreen[@]}"
  isolated_pixel_tests "${offscreen[@]}"
  run "the launcher and its navigation, lists and transitions pages as real programs under real X input" Scripts/launcher-pages.sh
}
lane_x11() {
  main_pixel_tests "${x11[@]}"
  isolated_pixel_tests "${x11[@]}"
  run "a scene-based app as a real program under X11, a second scene opened and closed" Scripts/scene-windows.sh
}
lane_wayland() {
  main_pixel_tests "${wayland[@]}"
  isolated_pixel_tests "${wayland[@]}"
  run "pixel tests, two outputs (weston)" env CASEMENT_BACKEND=wayland SDL_VIDEODRIVER=wayland \
    XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" WAYLAND_DISPLAY="$WESTON_SOCKET" DISPLAY="$weston_x_display" \
    CASEMENT_WESTON_OUTPUT="$PWD/.build/weston-output" \
    swift test --skip-build --filter "$WESTON_OUTPUTS_PIXEL_TESTS"
}
lanes=(offscreen x11 wayland port tsan) lane_pids=()
for lane in "${lanes[@]}"; do
  "lane_$lane" >"$tsan_logs/lane-$lane" 2>&1 &
  lane_pids+=($!)
done
background+=("${lane_pids[@]}")
lanes_started=$SECONDS
wait "${lane_pids[@]}"
for lane in "${lanes[@]}"; do cat "$tsan_logs/lane-$lane"; done
echo "=== the lanes: $((SECONDS - lanes_started)) s"
# Last, alone: L14's program losing an output, in an Xvfb and a weston of its own.
run "L14 as a real program under weston, the second output unplugged" Scripts/l14-unplug.sh

echo "=== all runs: $SECONDS s"
mapfile -t failures <"$failures_file"
if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
echo "All test runs passed."
