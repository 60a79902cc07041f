#!/usr/bin/env bash
# make bench-overlays: what the debug overlays cost when off. Builds casement-bench twice, optimised:
# as it is, and without the overlays (-DCASEMENT_NO_DEBUG_OVERLAYS: no overlay pass, no checks of it),
# then in one run (1) counts with callgrind the instructions a frame of the synchronous renderer
# (commits applied, frame built, drawn and presented; 1,000 animated layers, 60 frames after 10 of
# warm-up; repeatable where times are not), and (2) alternates timed runs of the animated scene on the render thread and prints
# the medians (noisy on a shared machine: see the README's Benchmarks).
#
#   Scripts/bench-overlays.sh [--rounds N] [--seconds S] [--count N]
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=3 seconds=3 count=1000
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=${2:?}; shift 2 ;;
    --seconds) seconds=${2:?}; shift 2 ;;
    --count) count=${2:?}; shift 2 ;;
    *) echo "usage: $0 [--rounds N] [--seconds S] [--count N]" >&2; exit 2 ;;
  esac
done

source Scripts/display-servers.sh
trap stop_display_servers EXIT
swift build -c release --product casement-bench
with_bin=$(swift build -c release --show-bin-path)/casement-bench
swift build -c release --product casement-bench --scratch-path .build-nooverlays -Xswiftc -DCASEMENT_NO_DEBUG_OVERLAYS
without_bin=$(swift build -c release --scratch-path .build-nooverlays -Xswiftc -DCASEMENT_NO_DEBUG_OVERLAYS --show-bin-path)/casement-bench
if [ -z "${DISPLAY:-}" ]; then
  start_xvfb
  export DISPLAY="$XVFB_DISPLAY"
fi

# Instructions a frame of the synchronous renderer, counted in the measured frames only (after the
# warm-up's, in which the GL driver compiles its shaders).
counted() {
  local bin=$1 out frames=60
  out=$(mktemp)
  SDL_VIDEODRIVER=x11 valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*13CompositorRunO10drawFrames*' \
    "$bin" --run compositor --count "$count" --frames "$frames" > /dev/null 2>&1
  awk -v f="$frames" '/^events:/ { for (i = 2; i <= NF; i++) column[$i] = i } /^summary:/ { printf "%.0f\n", $column["Ir"] / f }' "$out"
  rm -f "$out"
}

echo "bench-overlays: instructions a frame, $count animated layers, 60 frames drawn synchronously (callgrind)"
# Each build twice: the two counts of one build show how repeatable the count is.
without_ir=$(counted "$without_bin")
with_ir=$(counted "$with_bin")
with_again=$(counted "$with_bin")
without_again=$(counted "$without_bin")
awk -v a="$without_ir" -v b="$with_ir" -v c="$with_again" -v d="$without_again" 'BEGIN {
  printf "  without overlays %14d %14d\n  with, off        %14d %14d   %+.2f %%\n", a, d, b, c, ((b + c) / (a + d) - 1) * 100 }'

# Alternating timed runs of the animated scene (render thread, unpaced): frames per second.
fps() {
  CASEMENT_VSYNC=off SDL_VIDEODRIVER=x11 "$1" --run casement --variant solid --count "$count" --seconds "$seconds" \
    | awk '/^RESULT/ { for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] } printf "%.3f\n", v["frames"] / v["seconds"] }'
}
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
without_runs="" with_runs=""
for round in $(seq "$rounds"); do
  if [ $((round % 2)) = 1 ]; then
    without_runs+="$(fps "$without_bin")"$'\n'; with_runs+="$(fps "$with_bin")"$'\n'
  else
    with_runs+="$(fps "$with_bin")"$'\n'; without_runs+="$(fps "$without_bin")"$'\n'
  fi
done
a=$(printf '%s' "$without_runs" | awk 'NF' | median)
b=$(printf '%s' "$with_runs" | awk 'NF' | median)
echo "bench-overlays: frames per second, medians of $rounds alternating runs of $seconds s"
awk -v a="$a" -v b="$b" 'BEGIN { printf "  without overlays %10.1f\n  with, off        %10.1f   %+.2f %%\n", a, b, (b / a - 1) * 100 }'
