#!/usr/bin/env bash
# Part of make test (issue 30): seed listing L14 as a real program (Tests/L14Program: UIApplicationMain,
# the threaded renderer, a presenter thread per window) under weston with two outputs, in an Xvfb
# and a weston of each run's own (closing an output is for good). For each run, and with weston's
# pointer first on the first output, then on the second (weston opens a new window on the output
# under the pointer):
#   the main window's blue fills the first output and the external window's red the second;
#   closing the second output is reported with its screen, the external window is then on the main
#   screen, and the program draws on (its main window turns green);
#   the program does not spin (under 0.3 s of CPU in the second after), and SIGTERM ends it, status 0,
#   within a second.
# Usage: Scripts/l14-unplug.sh [RUNS] (default 1: two programs, one per pointer position).
# Needs the plain build (.build/debug/L14Program) and .build/weston-output (Scripts/test.sh makes both).
# Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh
source Scripts/program-control.sh

runs=${1:-1}
program=.build/debug/L14Program
tool=.build/weston-output
prepare l14 "$program" "$tool"
passed=0 failed=0

# Away from the pointer, which is at each output's centre.
shows() { [ "$(color "$1")" = "$2" ]; }
color() { DISPLAY="$XVFB_DISPLAY" "$tool" pixel "$1" 300 200; }
logged() { grep -q "$1" "$scratch/log"; }
# The CPU time (user + system, in clock ticks) the process has used.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# One run with weston's pointer on output POINTER; prints what failed.
run_once() {
  local pointer=$1 problems=()
  # weston's outputs are X windows at the X screen's corner: the second is moved beside the first, so
  # that neither hides the other (a hidden window's pixels cannot be read, nor can the pointer reach it).
  start_xvfb 2048x768 && start_weston || { echo "FAILED: could not start the display servers"; return 1; }
  DISPLAY="$XVFB_DISPLAY" "$tool" move screen1 1024 0
  DISPLAY="$XVFB_DISPLAY" "$tool" point "$pointer" 512 384
  SDL_VIDEODRIVER=wayland XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" WAYLAND_DISPLAY="$WESTON_SOCKET" \
    "$program" >"$scratch/log" 2>&1 &
  local pid=$!
  wait_for 15 shows screen0 "0 0 255" || problems+=("the first output does not show the main window's blue (it shows $(color screen0))")
  wait_for 5 shows screen1 "255 0 0" || problems+=("the second output does not show the external window's red (it shows $(color screen1))")
  logged "screens: 2; main window on the main screen: true; external window on screen 2: true" \
    || problems+=("at launch the program saw: $(head -1 "$scratch/log")")
  DISPLAY="$XVFB_DISPLAY" "$tool" close screen1
  wait_for 5 logged "^then the external window is shown on the main screen: true" \
    && logged "^disconnected: the external screen (1024×768): true; screens: 1$" \
    || problems+=("the unplug was not reported as expected: $(grep -A1 disconnected "$scratch/log" || echo nothing)")
  wait_for 5 shows screen0 "0 255 0" || problems+=("after the unplug the main window did not draw again (the first output shows $(color screen0))")
  if ! has_ended "$pid"; then
    local before after
    before=$(cpu_ticks "$pid"); sleep 1; after=$(cpu_ticks "$pid")
    [ $((after - before)) -le $(( $(getconf CLK_TCK) * 3 / 10 )) ] \
      || problems+=("the program used $((after - before)) ticks of CPU in an idle second after the unplug")
    terminate_within_a_second "$pid"
  else
    wait "$pid"
    problems+=("the program ended before SIGTERM, status $?")
  fi
  stop_display_servers
  if [ ${#problems[@]} -gt 0 ]; then
    printf '  %s\n' "${problems[@]}"
    echo "  the program's log:"; sed 's/^/    /' "$scratch/log"
    return 1
  fi
}

for run in $(seq 1 "$runs"); do
  for pointer in screen0 screen1; do
    name="run $run, the pointer on $pointer: both outputs right, the unplug survived, SIGTERM obeyed"
    if run_once "$pointer"; then
      echo "passed: $name"; passed=$((passed + 1))
    else
      echo "FAILED: $name"; failed=$((failed + 1))
    fi
  done
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
