#!/usr/bin/env bash
# Builds the main package's release `calculator` (into Benchmarks/.build/calculator, so a
# developer's `swift build` or `swift test` in .build never blocks it), builds the benchmarks,
# and runs them with the arguments given: `Benchmarks/run.sh`, `Benchmarks/run.sh --json`,
# `Benchmarks/run.sh --only startup`. Build output goes to standard error, so standard output
# holds only the figures.
set -euo pipefail
# muparser (the C++ reference of the bulk-evaluation figures) comes from Debian.
if [ ! -e /usr/include/muParserDLL.h ]; then
  apt-get update -q 1>&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q libmuparser-dev 1>&2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
swift build -c release --package-path . --scratch-path Benchmarks/.build/calculator \
  --product calculator 1>&2
swift build -c release --package-path Benchmarks --product calculator-benchmarks 1>&2
bin="$(swift build -c release --package-path Benchmarks --show-bin-path)"
exec "$bin/calculator-benchmarks" --no-build "$@"
