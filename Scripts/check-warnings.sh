#!/usr/bin/env bash
# Scripts/check-warnings.sh BUILD_LOG: fails, listing them, when the build's output has compiler warnings
# other than those in Scripts/expected-warnings.txt (a fresh build prints every file's warnings; an
# incremental one only those of the files it compiled again).
set -uo pipefail
cd "$(dirname "$0")/.."
log=$1
root="$PWD/"
unexpected=$(grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning: ' "$log" \
  | sed -E "s#^${root}##; s#:[0-9]+:[0-9]+: warning: #: #" | sort -u \
  | grep -vxF -f <(grep -v '^#' Scripts/expected-warnings.txt))
if [ -n "$unexpected" ]; then
  echo "compiler warnings that Scripts/expected-warnings.txt does not list:"
  echo "$unexpected"
  exit 1
fi
echo "no unexpected compiler warnings"
