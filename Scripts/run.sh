#!/usr/bin/env bash
# make run: builds and opens the demo launcher. With no display server, runs every demo
# headless under Xvfb instead, writes a screenshot of each into a folder and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh

swift build --product casement-demos
launcher=$(swift build --show-bin-path)/casement-demos

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$launcher"
fi

start_xvfb
folder="$PWD/screenshots"
mkdir -p "$folder"
DISPLAY="$XVFB_DISPLAY" CASEMENT_CLOCK=virtual CASEMENT_SCREENSHOT="$folder/launcher.png" "$launcher"
for demo in $("$launcher" --list); do
  DISPLAY="$XVFB_DISPLAY" "$launcher" --demo "$demo" --screenshot "$folder/$demo.png"
done
echo "No display server: wrote a screenshot of the launcher and of every demo to"
echo "$folder"
