#!/usr/bin/env bash
# make bench-compare BASE=REV: casement-bench of the working tree against the commit REV, in one run.
# Both are built optimised (REV in a temporary worktree, removed afterwards unless KEEP_BASE=1), then
# their runs alternate, the order swapped every round (base, this tree, this tree, base, …), so the
# machine's drifting load and any cost of running second fall on both alike; it prints each figure's
# median and the change. By default only the frame builder's own cost
# (`--run build`, no GL, no display); with --animated also the animated table of `make bench`
# (needs a display: the one in DISPLAY, or a private Xvfb started here). With --instructions also the
# frame builder's instructions and first-level data-cache misses a frame, counted by callgrind: exact
# and repeatable where times on a busy machine are not.
#
#   Scripts/bench-compare.sh REV [--rounds N] [--seconds S] [--counts "N …"] [--animated] [--instructions]
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 REV [--rounds N] [--seconds S] [--counts \"N …\"] [--animated] [--instructions]" >&2; exit 2; }
[ $# -ge 1 ] || usage
base_rev=$1; shift
rounds=6 seconds=3 animated=0 instructions=0 counts="100 1000 5000"
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=${2:?}; shift 2 ;;
    --seconds) seconds=${2:?}; shift 2 ;;
    --counts) counts=${2:?}; shift 2 ;;
    --animated) animated=1; shift ;;
    --instructions) instructions=1; shift ;;
    *) usage ;;
  esac
done

base_dir=${BENCH_BASE_DIR:-${TMPDIR:-/tmp}/casement-bench-base}
cleanup() {
  if [ "${KEEP_BASE:-0}" != 1 ] && [ -d "$base_dir" ]; then
    git worktree remove --force "$base_dir"
    # SwiftPM's lock files for the base's scratch path, left in the temporary directory.
    rm -f "${TMPDIR:-/tmp}/$(tr / _ <<< "$base_dir/.build-base")"*.lock
  fi
}
if [ "$animated" = 1 ]; then
  source Scripts/display-servers.sh
  trap 'stop_display_servers; cleanup' EXIT
else
  trap cleanup EXIT
fi

# A worktree kept from an earlier run (KEEP_BASE=1) is moved to REV, so its build stays incremental.
if [ -d "$base_dir" ]; then
  git -C "$base_dir" checkout -q --detach "$base_rev"
else
  git worktree add -q --detach "$base_dir" "$base_rev"
fi
echo "bench-compare: base $(git -C "$base_dir" log -1 --format='%h %s')"
echo "bench-compare: head $(git log -1 --format='%h %s')$(git diff --quiet HEAD || echo ' (with uncommitted changes)')"

swift build -c release --product casement-bench
head_bin=$(swift build -c release --show-bin-path)/casement-bench
(cd "$base_dir" && swift build -c release --product casement-bench --scratch-path .build-base)
base_bin=$(cd "$base_dir" && swift build -c release --scratch-path .build-base --show-bin-path)/casement-bench

if [ "$animated" = 1 ] && [ -z "${DISPLAY:-}" ]; then
  start_xvfb
  export DISPLAY="$XVFB_DISPLAY"
fi

# One measurement: prints "fps cpu_ms build_ms" (per frame) from the run's RESULT line.
measure() {
  local bin=$1 kind=$2 variant=$3 count=$4
  CASEMENT_VSYNC=off SDL_VIDEODRIVER=x11 "$bin" --run "$kind" --variant "$variant" --count "$count" --seconds "$seconds" \
    | awk '/^RESULT/ { for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
                       printf "%.3f %.4f %.4f\n", v["frames"] / v["seconds"], v["cpu"] * 1000 / v["frames"],
                              v["build"] * 1000 / v["frames"] }'
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print "nan"; else print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

# Alternates the runs of one configuration and prints a line per figure: base and head medians, change.
compare() {
  local kind=$1 variant=$2 count=$3 base_runs="" head_runs=""
  for round in $(seq "$rounds"); do
    if [ $((round % 2)) = 1 ]; then
      base_runs+="$(measure "$base_bin" "$kind" "$variant" "$count")"$'\n'
      head_runs+="$(measure "$head_bin" "$kind" "$variant" "$count")"$'\n'
    else
      head_runs+="$(measure "$head_bin" "$kind" "$variant" "$count")"$'\n'
      base_runs+="$(measure "$base_bin" "$kind" "$variant" "$count")"$'\n'
    fi
  done
  local figures=("fps" "CPU ms/frame" "build ms/frame") column
  for column in 1 2 3; do
    [ "$kind" = build ] && [ "$column" != 3 ] && continue
    local base head
    base=$(printf '%s' "$base_runs" | awk -v c="$column" 'NF { print $c }' | median)
    head=$(printf '%s' "$head_runs" | awk -v c="$column" 'NF { print $c }' | median)
    awk -v k="$kind" -v v="$variant" -v n="$count" -v f="${figures[column - 1]}" -v b="$base" -v h="$head" \
      'BEGIN { printf "%-9s %-9s %6d  %-15s %10.3f %10.3f %+8.1f %%\n", k, v, n, f, b, h, (b > 0 ? (h / b - 1) * 100 : 0) }'
  done
}

# The frame builder's events a frame under callgrind (counted in `FrameBuilder.build` only): "Ir D1mr".
counted() {
  local bin=$1 count=$2 out frames=30
  out=$(mktemp)
  valgrind --tool=callgrind --cache-sim=yes --callgrind-out-file="$out" --toggle-collect='*12FrameBuilderC5build4root*' \
    "$bin" --run build --variant solid --count "$count" --seconds 0.5 > /dev/null 2>&1
  awk -v f="$frames" '/^events:/ { for (i = 2; i <= NF; i++) column[$i] = i }
                      /^summary:/ { printf "%.0f %.0f\n", $column["Ir"] / f, $column["D1mr"] / f }' "$out"
  rm -f "$out"
}

if [ "$instructions" = 1 ]; then
  echo "bench-compare: the frame builder's events a frame under callgrind (solid scene, 30 frames)"
  printf '%-6s %-22s %14s %14s %9s\n' N event base head change
  for count in 1000 5000; do
    read -r base_ir base_miss < <(counted "$base_bin" "$count")
    read -r head_ir head_miss < <(counted "$head_bin" "$count")
    awk -v n="$count" -v bi="$base_ir" -v hi="$head_ir" -v bm="$base_miss" -v hm="$head_miss" 'BEGIN {
      printf "%-6d %-22s %14d %14d %+8.1f %%\n", n, "instructions", bi, hi, (hi / bi - 1) * 100
      printf "%-6d %-22s %14d %14d %+8.1f %%\n", n, "L1 data read misses", bm, hm, (hm / bm - 1) * 100 }'
  done
fi

echo "bench-compare: medians of $rounds alternating runs of $seconds s each"
printf '%-9s %-9s %6s  %-15s %10s %10s %9s\n' run variant N figure base head change
for count in 1000 5000; do compare build solid "$count"; done
if [ "$animated" = 1 ]; then
  for variant in solid textured; do
    for count in $counts; do compare casement "$variant" "$count"; done
  done
fi
