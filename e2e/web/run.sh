#!/usr/bin/env bash
# Browser and API fuzz tests of the web app: starts the built server on a free port,
# waits for /healthz, runs the Selenium tests (headless Chromium) and schemathesis
# against /openapi.yaml, then stops the server; then the bounded-work checks on a
# release build (bounded_work.py starts its own servers). Screenshots go to
# e2e/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."

binary=${CALCULATOR_BINARY:-.build/debug/calculator}
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p e2e/artifacts
"$binary" serve --port "$port" > e2e/artifacts/serve.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT

base="http://127.0.0.1:$port"
for _ in $(seq 100); do
  curl -sf "$base/healthz" > /dev/null && break
  sleep 0.1
done
curl -sf "$base/healthz" > /dev/null || { echo "server did not start"; cat e2e/artifacts/serve.log; exit 1; }

echo "== browser tests (selenium, headless chromium)"
# The figures of this run only (test_worksheet.py writes the slider's).
rm -f e2e/artifacts/browser-figures.txt
CALCULATOR_URL="$base" python3 -m pytest -q -p no:cacheprovider e2e/web/test_web.py e2e/web/test_page_defects.py \
  e2e/web/test_layouts.py e2e/web/test_graph_view.py e2e/web/test_worksheet.py
echo "== the page on WebAssembly: offline, service worker, latency and redraw figures"
# Each of these tests starts (and stops) a server of its own.
CALCULATOR_BINARY="$binary" python3 -m pytest -q -p no:cacheprovider e2e/web/test_wasm_page.py
cat e2e/artifacts/browser-figures.txt

echo "== API fuzz (schemathesis, every check)"
# Every check, positive data acceptance included: openapi.yaml says exactly what the
# server accepts; schemathesis_hooks.py teaches the fuzzer what it states in words
# (expressions that parse, programs that replay) and schemathesis.toml the statuses
# (200 for a request that fits, 400 or 413 for one that does not).
web="$PWD/e2e/web"
(cd e2e/artifacts && SCHEMATHESIS_HOOKS=schemathesis_hooks PYTHONPATH="$web" \
  schemathesis --config-file "$web/schemathesis.toml" run "$base/openapi.yaml" --url "$base" \
  --checks all --max-examples 100 --generation-deterministic --continue-on-failure --no-color)

echo "== server log: $(wc -l < e2e/artifacts/serve.log) lines, one per request"

echo "== bounded work on the release build"
# The bounds are release-build figures ("50 ms of CPU on this machine"); a debug build
# is 5-30 times slower depending on the code path, so no single factor would scale it.
# An incremental release build takes seconds; a first one about 2-4 minutes.
release=${CALCULATOR_RELEASE_BINARY:-.build/release/calculator}
if [ -z "${CALCULATOR_RELEASE_BINARY:-}" ]; then
  swift build -c release --product calculator 2>&1 | tail -1
fi
python3 e2e/web/bounded_work.py "$release"
