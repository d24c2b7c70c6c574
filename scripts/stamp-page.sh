#!/usr/bin/env bash
# Writes the page's version into its service worker: VERSION in service-worker.js
# becomes a hash of every other file in the page's folder, so that any change to
# the page, its scripts, style, loader, module, manifest or icons installs a new
# worker and a new cache in the browsers that have the page (docs/design.md, "The
# page offline").
#
#   scripts/stamp-page.sh [--check] [folder]
#
# folder: Sources/CalculatorServer/Public unless given. --check changes nothing and
# fails when the version written is not the files' (CI runs it through
# scripts/build-wasm.sh --check). Run it after editing any file in the folder;
# scripts/build-wasm.sh runs it after copying the module there.
set -euo pipefail

check=false
if [ "${1:-}" = --check ]; then
  check=true
  shift
fi
folder=$(cd "${1:-$(dirname "$0")/../Sources/CalculatorServer/Public}" && pwd)
worker="$folder/service-worker.js"

# The hash of the files' names and contents, in a fixed order.
version=$(cd "$folder" && find . -type f ! -name service-worker.js -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum | sha256sum | cut -c1-16)
line="const VERSION = \"$version\";"

if ! grep -q '^const VERSION = "[0-9a-f]*";$' "$worker"; then
  echo "stamp-page.sh: no 'const VERSION = \"…\";' line in $worker" >&2
  exit 1
fi
if $check; then
  if ! grep -qxF "$line" "$worker"; then
    echo "stamp-page.sh: $worker has not the version of the files beside it ($version):" >&2
    echo "  browsers that have the page would keep its old files. Fix: scripts/stamp-page.sh," >&2
    echo "  then commit $worker" >&2
    exit 1
  fi
  echo "$worker: version $version, up to date"
else
  sed -i "s/^const VERSION = \"[0-9a-f]*\";$/$line/" "$worker"
  echo "$worker: version $version"
fi
