# Sourced by run.sh and test.sh: starts a private Xvfb, and weston inside it, and stops them on exit.
#   start_xvfb [WxH]  sets XVFB_DISPLAY (":N"); the screen is 1280x800 unless given
#   start_weston      sets WESTON_SOCKET and WESTON_RUNTIME_DIR (needs start_xvfb first)

server_pids=()
stop_display_servers() {
  for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${server_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -n "${WESTON_RUNTIME_DIR:-}" ] && rm -rf "$WESTON_RUNTIME_DIR"
  server_pids=()
}
trap stop_display_servers EXIT

start_xvfb() {
  local size=${1:-1280x800} numberfile number
  # Xvfb picks a free display number itself and writes it to descriptor 3 (-displayfd): two scripts
  # starting servers at once never pick the same one.
  numberfile=$(mktemp /tmp/casement-xvfb.XXXXXX)
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$numberfile" >/dev/null 2>&1 &
  server_pids+=($!)
  for _ in $(seq 1 100); do
    number=$(head -n 1 "$numberfile")
    if [ -n "$number" ] && [ -e "/tmp/.X11-unix/X${number}" ]; then
      rm -f "$numberfile"
      XVFB_DISPLAY=":$number"
      return 0
    fi
    sleep 0.1
  done
  rm -f "$numberfile"
  echo "could not start Xvfb" >&2
  return 1
}

start_weston() {
  WESTON_RUNTIME_DIR=$(mktemp -d /tmp/casement-weston.XXXXXX)
  chmod 700 "$WESTON_RUNTIME_DIR"
  WESTON_SOCKET="casement-$$"
  DISPLAY="$XVFB_DISPLAY" XDG_RUNTIME_DIR="$WESTON_RUNTIME_DIR" \
    weston --backend=x11-backend.so --use-pixman --output-count=2 --width=1024 --height=768 \
           --socket="$WESTON_SOCKET" --idle-time=0 >"$WESTON_RUNTIME_DIR/weston.log" 2>&1 &
  server_pids+=($!)
  for _ in $(seq 1 100); do
    [ -e "$WESTON_RUNTIME_DIR/$WESTON_SOCKET" ] && { sleep 0.5; return 0; }
    sleep 0.1
  done
  echo "could not start weston:" >&2
  cat "$WESTON_RUNTIME_DIR/weston.log" >&2
  return 1
}
