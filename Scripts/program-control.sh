# Sourced by the scripts that run a real program and watch it (l14-unplug.sh, scene-windows.sh).

# Microseconds now.
now_us() { echo "${EPOCHREALTIME/./}"; }
# Waits up to SECONDS for COMMAND… to succeed.
wait_for() {
  local seconds=$1; shift
  local deadline=$(( $(now_us) + seconds * 1000000 ))
  until "$@"; do
    [ "$(now_us)" -lt $deadline ] || return 1
    sleep 0.05
  done
}
# Whether process PID has ended (a zombie, not yet waited for, has).
has_ended() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null)
  [ -z "$state" ] || [[ $state == Z* ]]
}
# Sends SIGTERM to PID and waits for it; adds to the caller's `problems` array unless it ends with
# status 0 within a second, and prints how long it took.
terminate_within_a_second() {
  local pid=$1 sent took status
  sent=$(now_us)
  kill -TERM "$pid"
  wait_for 1 has_ended "$pid" || problems+=("SIGTERM did not end the program within a second")
  took=$(awk -v a="$sent" -v b="$(now_us)" 'BEGIN { printf "%.2f", (b - a) / 1e6 }')
  wait "$pid"; status=$?
  [ $status -eq 0 ] || problems+=("the program ended with status $status after SIGTERM")
  echo "  SIGTERM ended it in $took s"
}
# Checks that each of FILES… is built, makes the scratch folder $scratch, and on exit stops the
# display servers and removes it. Usage: prepare NAME FILES…
prepare() {
  local name=$1 needed; shift
  for needed in "$@"; do
    [ -x "$needed" ] || { echo "no $needed: build it first (Scripts/test.sh does)"; exit 1; }
  done
  scratch=$(mktemp -d "/tmp/casement-$name.XXXXXX")
  trap 'stop_display_servers; rm -rf "$scratch"' EXIT
}
