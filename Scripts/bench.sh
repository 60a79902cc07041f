#!/usr/bin/env bash
# make bench: builds casement-bench optimised and runs it. It needs a display: the one in DISPLAY, or a
# private Xvfb started here (X11, Mesa llvmpipe). Not part of `make test`: figures, not pass/fail.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh

swift build -c release --product casement-bench
# kiwi, the Cassowary solver the Auto Layout benchmark (--run layout) compares against.
python3 -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null \
  || python3 -m pip install --quiet kiwisolver==1.5.1
bench=$(swift build -c release --show-bin-path)/casement-bench

if [ -z "${DISPLAY:-}" ]; then
  start_xvfb
  export DISPLAY="$XVFB_DISPLAY"
fi
SDL_VIDEODRIVER=x11 "$bench" "$@"
