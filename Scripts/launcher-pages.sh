#!/usr/bin/env bash
# Part of make test (issues 26, 29): the launcher and its pages as real programs (casement-demos --demo ID:
# UIApplicationMain, the threaded renderer, a presenter thread, the real main loop) under an Xvfb of
# its own, driven by xdotool, what it shows read back from the X window:
#   navigation: a click on the first row pushes its page (its blue fills the window); a drag from the
#     left edge slides it with the pointer (the list shows left of the pointer, the page right of it)
#     and, released past half way, pops it; a click on "Reset…" dims the window behind an alert, and
#     Escape dismisses it; a click on the bar's Sort button opens its menu under it, a click on "Z to A"
#     puts Sounds first, and a click on the first row then pushes Sounds' green page;
#   lists: a wheel step over the photo grid scrolls it 50 pt (a photo's colour is where the photo 50 pt lower was);
#     a drag left on a row shows its red Delete button, and a click on it takes the button (and the row) away;
#     a ticked row, dragged by its reorder control after a click on Edit, moves two rows down (its tick
#     shows there after Done); two wheel steps over the table scroll the rows 100 pt under the section's
#     header, which stays pinned at the top; that row, dragged by its reorder control to the table's top
#     edge and held, scrolls the table back up and drops first;
#   transitions: with slow motion on, a click on "Zoom out (snapshot)" swaps the cards under a snapshot
#     of card A: while the stage's corner already shows card B's blue, nearer the middle A's red still
#     shows, shrinking and fading (the snapshot), until only B's blue is left.
#   the launcher itself (no --demo): a navigation controller over a grid of cards, the first showing a
#     miniature of L1's page; a click on the first card pushes its page (the bar shows a tinted back
#     button), a click on the back button returns to the grid.
# Each program reports no problem (no diagnostic), then ends on SIGTERM, status 0, within a second.
# Needs the plain build (.build/debug/casement-demos) and .build/weston-output (Scripts/test.sh makes both).
# Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/display-servers.sh
source Scripts/program-control.sh

program=.build/debug/casement-demos
tool=.build/weston-output
prepare pages "$program" "$tool"
passed=0 failed=0
title=casement-demos

# The colour the program's window shows at (X, Y), as "R G B".
color() { DISPLAY="$XVFB_DISPLAY" "$tool" window-pixel "$title" "$1" "$2" 2>/dev/null; }
# Whether the window shows, at (X, Y), colour "R G B" give or take 8 in each channel (antialiasing).
shows() {
  local actual
  actual=$(color "$1" "$2") || return 1
  awk -v a="$actual" -v e="$3" 'BEGIN { split(a, x, " "); split(e, y, " ");
    for (i = 1; i <= 3; i++) { d = x[i] - y[i]; if (d > 8 || d < -8) exit 1 } }'
}
# Whether (X, Y) shows a grid tile: neither the page's white nor an undrawn window's black.
tile_drawn() { shows_not "$1" "$2" "255 255 255" && shows_not "$1" "$2" "0 0 0"; }
shows_not() { color "$1" "$2" >/dev/null && ! shows "$@"; }
xdo() { DISPLAY="$XVFB_DISPLAY" xdotool "$@"; }

# Starts the launcher at 640×480, on page ID if given; sets `pid` and the window `id`.
launch() {
  local arguments=()
  [ $# -eq 0 ] || arguments=(--demo "$1" --size 640x480)
  SDL_VIDEODRIVER=x11 DISPLAY="$XVFB_DISPLAY" "$program" "${arguments[@]}" >"$scratch/log" 2>&1 &
  pid=$!
  id=$(xdo search --sync --name "^$title\$" | head -1)
  [ -n "$id" ] || problems+=("no window titled $title")
}
click_at() { xdo mousemove --window "$id" "$1" "$2" click 1; }

navigation() {
  launch navigation
  wait_for 10 shows 100 85 "255 255 255" || problems+=("the list's first row is not drawn (it shows $(color 100 85))")
  click_at 320 85
  wait_for 5 shows 320 300 "0 122 255" || problems+=("a click on General did not show its blue page (it shows $(color 320 300))")
  sleep 0.5
  # The drag: one xdotool run, a move every 20 ms, so that the program reads a steady drag.
  local drag=(mousemove --window "$id" 4 300 mousedown 1)
  for x in $(seq 44 40 404); do drag+=(sleep 0.02 mousemove --window "$id" "$x" 300); done
  xdo "${drag[@]}"
  wait_for 3 shows 520 300 "0 122 255" || problems+=("mid-drag the page is not right of the pointer ($(color 520 300))")
  wait_for 3 shows_not 300 300 "0 122 255" || problems+=("mid-drag the list is not left of the pointer ($(color 300 300))")
  xdo mouseup 1
  wait_for 5 shows 320 300 "242 242 247" || problems+=("released past half way, the page did not pop ($(color 320 300))")
  click_at 320 217
  wait_for 5 shows 600 400 "194 194 198" || problems+=("a click on Reset… did not dim the window behind an alert ($(color 600 400))")
  xdo key --window "$id" Escape
  wait_for 5 shows 600 400 "242 242 247" || problems+=("Escape did not dismiss the alert ($(color 600 400))")
  sleep 0.5
  ! menu_row_drawn 72 || problems+=("a menu row shows before Sort is clicked")
  click_at 24 22
  wait_for 5 menu_row_drawn 72 || problems+=("a click on Sort did not open its menu (no \"Z to A\" row under the button)")
  click_at 40 72
  sleep 0.6
  click_at 320 100
  wait_for 5 shows 320 300 "52 199 89" || problems+=("after \"Z to A\" the first row did not push Sounds' green page ($(color 320 300))")
}
# Whether a menu row's title is drawn at height Y under the bar's left button: dark ink at its start.
menu_row_drawn() {
  local y=$1 x red
  for ((x = 16; x <= 48; x += 2)); do
    red=$(color "$x" "$y" | cut -d' ' -f1)
    [ -n "$red" ] && [ "$red" -lt 100 ] && return 0
  done
  return 1
}

lists() {
  launch lists
  wait_for 10 tile_drawn 441 169 || problems+=("the grid is not drawn ($(color 441 169))")
  sleep 0.3
  local lower; lower=$(color 441 169)
  xdo mousemove --window "$id" 520 300 click 5
  wait_for 5 shows 441 119 "$lower" || problems+=("a wheel step did not scroll the grid 50 pt: at y 119 $(color 441 119), not the $lower 50 pt lower before")
  # Row 3 (y 166…210) dragged 60 pt left, a move every 30 ms: it stays open on a red Delete button
  # (74 pt wide, at the table's right edge, x 82…156); a click on it deletes the row, and the red goes.
  sleep 0.5
  local drag=(mousemove --window "$id" 140 188 mousedown 1)
  for x in $(seq 130 -10 80); do drag+=(sleep 0.03 mousemove --window "$id" "$x" 188); done
  xdo "${drag[@]}" sleep 0.2 mouseup 1
  wait_for 5 shows 140 178 "255 59 48" || problems+=("a drag left on a row did not show the red Delete button ($(color 140 178))")
  sleep 0.4
  click_at 140 188
  wait_for 5 shows_not 140 178 "255 59 48" || problems+=("a click on Delete left the red button shown")
  # Row 2 (y 122…166) ticked by a click; Edit (at the right end of the bar above the table) shows the
  # reorder controls' grey lines (x 122…140; row 2's at y 137, 143, 149) in place of the tick. Dragged
  # by them 88 pt down, a move every 30 ms, row 2 drops two rows lower (y 210…254); after Done its tick
  # shows there and no longer at y 144.
  sleep 0.4
  click_at 60 144
  wait_for 5 ticked 144 || problems+=("a click on row 2 did not tick it")
  click_at 135 25
  wait_for 5 shows 131 144 "142 142 147" || problems+=("Edit did not show row 2's reorder control ($(color 131 144))")
  drag=(mousemove --window "$id" 131 144 mousedown 1)
  for y in $(seq 152 8 232); do drag+=(sleep 0.03 mousemove --window "$id" 131 "$y"); done
  xdo "${drag[@]}" sleep 0.2 mouseup 1
  sleep 0.5
  click_at 135 25
  wait_for 5 ticked 232 || problems+=("the dragged row's tick does not show two rows lower, at y 232")
  ticked 144 && problems+=("the tick still shows on row 2's old place")
  # Two wheel steps over the table scroll it 100 pt: the ticked row (now at y 232) comes up to y 132,
  # and the section's grey title header (y 50…78) stays pinned at the table's top.
  xdo mousemove --window "$id" 80 300 click --repeat 2 --delay 150 5
  wait_for 5 ticked 132 || problems+=("two wheel steps did not scroll the table 100 pt (no tick at y 132)")
  shows 140 64 "242 242 247" || problems+=("the section's header did not stay pinned at the table's top ($(color 140 64))")
  # Reorder autoscroll: after a click on Edit, the ticked row (y 110…154) dragged by its reorder
  # control up to y 60 and held there scrolls the table back to its top, so the row drops first (at
  # y 78…122); without the autoscroll it would drop as the third row, which the two wheel steps up
  # after Done would bring to y 188.
  click_at 135 25
  wait_for 5 shows 131 131 "142 142 147" || problems+=("Edit did not show the ticked row's reorder control ($(color 131 131))")
  drag=(mousemove --window "$id" 131 132 mousedown 1)
  for y in $(seq 124 -8 60); do drag+=(sleep 0.03 mousemove --window "$id" 131 "$y"); done
  xdo "${drag[@]}" sleep 0.8 mouseup 1
  sleep 0.5
  click_at 135 25
  sleep 0.5
  xdo mousemove --window "$id" 80 300 click --repeat 2 --delay 150 4
  sleep 0.5
  wait_for 5 ticked 100 || problems+=("the row held at the table's top edge did not drop first: no autoscroll (no tick at y 100)")
  ticked 188 && problems+=("the row dropped as the third row: the table did not scroll while it was held")
}

# The stage (240 pt square at 30, 60) shows card A, red, with an "A" in its middle; (40, 70) is 10 pt
# into its corner, (90, 120) 60 pt. Slow motion (the switch at 30, 320) stretches the zoom to 5 s: the
# snapshot, shrinking about the middle, leaves the corner after about 1 s and (90, 120) after about 2.6,
# fading as it goes.
transitions() {
  launch transitions
  wait_for 10 shows 90 120 "255 59 48" || problems+=("card A is not drawn ($(color 90 120))")
  click_at 55 335
  wait_for 3 shows 40 335 "52 199 89" || problems+=("a click on the slow-motion switch did not turn it on ($(color 40 335))")
  click_at 372 395
  wait_for 3 snapshot_over_b || problems+=("no moment showed card B in the corner and A's red nearer the middle ($(color 40 70), $(color 90 120))")
  wait_for 6 shows 90 120 "0 122 255" || problems+=("the snapshot did not go, leaving card B ($(color 90 120))")
}
# Whether the stage's corner shows card B and (90, 120) a colour still mostly card A's red.
snapshot_over_b() {
  local c
  shows 40 70 "0 122 255" || return 1
  c=$(color 90 120) || return 1
  set -- $c
  [ $(($1 - $3)) -gt 40 ]
}

# Whether the row around Y shows its checkmark: tint-blue pixels (blue well above red) in x 120…146.
ticked() {
  local row=$1 x y c
  for ((y = row - 6; y <= row + 6; y += 2)); do
    for ((x = 120; x <= 146; x += 2)); do
      c=$(color "$x" "$y") || continue
      set -- $c
      [ $(($3 - $1)) -gt 80 ] && return 0
    done
  done
  return 1
}

# How many pixels of the bar's left end (where a back button goes) show the tint (blue well above red).
tinted() {
  local x count=0 c
  for ((x = 8; x <= 90; x += 2)); do
    c=$(color "$x" 22) || continue
    set -- $c
    [ $(($3 - $1)) -gt 80 ] && count=$((count + 1))
  done
  echo "$count"
}
back_button_shown() { [ "$(tinted)" -gt 0 ]; }

# The launcher's grid at 640×480 under the 44 pt bar: a 16 pt grey margin, then the first row of
# cards (white, 196 pt wide, from x 16, 222 and 428), each with its page's miniature 6 pt inside it;
# the first card's is L1's page, whose red square shows at (28, 84).
launcher() {
  launch
  wait_for 10 shows 320 63 "255 255 255" || problems+=("the launcher's second card is not drawn ($(color 320 63))")
  shows 320 52 "245 245 245" || problems+=("the grid's grey margin is not drawn above the cards ($(color 320 52))")
  wait_for 5 shows 28 84 "255 0 0" || problems+=("the first card's miniature does not show L1's red square ($(color 28 84))")
  sleep 0.3
  [ "$(tinted)" -eq 0 ] || problems+=("the grid's bar shows a back button")
  click_at 60 100
  wait_for 5 back_button_shown || problems+=("a click on the first card did not push its page (no back button in the bar)")
  sleep 0.6
  click_at 40 22
  wait_for 5 eval '[ "$(tinted)" -eq 0 ]' || problems+=("the back button did not return to the grid")
}

for page in navigation lists transitions launcher; do
  problems=()
  pid=""
  start_xvfb || { echo "FAILED: could not start Xvfb"; exit 1; }
  "$page"
  if [ -n "$pid" ]; then
    if has_ended "$pid"; then wait "$pid"; problems+=("the program ended by itself, status $?"); else terminate_within_a_second "$pid"; fi
  fi
  stop_display_servers
  # Any diagnostic but the one SIGTERM prints says something went wrong.
  grep -v "^Casement: SIGTERM received" "$scratch/log" | grep -q "^Casement: " && problems+=("the program reported a problem")
  case $page in
    launcher) name="the launcher as a real program under real X input: its cards show miniatures, a card pushes its page, the back button pops it" ;;
    *) name="the launcher's $page page as a real program under real X input" ;;
  esac
  if [ ${#problems[@]} -gt 0 ]; then
    printf '  %s\n' "${problems[@]}"
    echo "  the program's output:"; sed 's/^/    /' "$scratch/log"
    echo "FAILED: $name"; failed=$((failed + 1))
  else
    echo "passed: $name"; passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
