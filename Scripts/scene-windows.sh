#!/usr/bin/env bash
# Part of make test (issue 29): a scene-based app as a real program (Tests/SceneProgram:
# UIApplicationMain through @main, the threaded renderer, the real main loop) under an Xvfb of its own.
#   at launch the delegate's configuration connects scene 1, whose delegate shows its window; the app
#   then asks for a second scene, which connects and shows a window of its own, titled "Scene 2";
#   closing that window as a window manager does (WM_DELETE_WINDOW) takes scene 2 through the
#   background to its disconnection, and the app discards its session; scene 1 stays;
#   the calls come in UIKit's order (the active/inactive calls, which follow the X focus, aside);
#   SIGTERM then ends the program, status 0, within a second.
# Needs the plain build (.build/debug/SceneProgram) and .build/weston-output (Scripts/test.sh makes both).
# Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh
source Scripts/program-control.sh

program=.build/debug/SceneProgram
tool=.build/weston-output
prepare scenes "$program" "$tool"
logged() { grep -qx "$1" "$scratch/log"; }
# The calls so far, the ones that follow the focus left out.
calls() { grep -v -e "sceneDidBecomeActive" -e "sceneWillResignActive" "$scratch/log"; }

launched="app didFinishLaunching
app configurationForConnecting
scene 1 willConnectTo
scene 1 sceneWillEnterForeground
app configurationForConnecting
scene 2 willConnectTo
scene 2 sceneWillEnterForeground"
closed="$launched
scene 2 sceneDidEnterBackground
scene 2 sceneDidDisconnect
app didDiscardSceneSessions 1"

problems=()
start_xvfb || { echo "FAILED: could not start Xvfb"; exit 1; }
SDL_VIDEODRIVER=x11 DISPLAY="$XVFB_DISPLAY" "$program" >"$scratch/log" 2>"$scratch/errors" &
pid=$!
wait_for 15 logged "scene 2 sceneWillEnterForeground" || problems+=("the second scene did not come to the foreground")
[ "$(calls)" = "$launched" ] || problems+=("the launch and the second scene's calls are not in UIKit's order")
wait_for 5 env DISPLAY="$XVFB_DISPLAY" "$tool" close-window "Scene 2" || problems+=("no X window titled \"Scene 2\" to close")
wait_for 5 logged "app didDiscardSceneSessions 1" || problems+=("closing scene 2's window did not discard its session")
[ "$(calls)" = "$closed" ] || problems+=("closing scene 2's window did not take it through the background to its disconnection")
if has_ended "$pid"; then
  wait "$pid"
  problems+=("the program ended with scene 1 still open, status $?")
else
  terminate_within_a_second "$pid"
fi
if [ ${#problems[@]} -gt 0 ]; then
  printf '  %s\n' "${problems[@]}"
  echo "  the program's calls:"; sed 's/^/    /' "$scratch/log"
  echo "  its standard error:"; sed 's/^/    /' "$scratch/errors"
  echo "FAILED: a scene-based app opens a second scene's window and closes it, the calls in UIKit's order"
  echo "0 passed, 1 failed"
  exit 1
fi
echo "passed: a scene-based app opens a second scene's window and closes it, the calls in UIKit's order"
echo "1 passed, 0 failed"
