#!/usr/bin/env bash
# Load test (not part of .ci/run: it takes over a minute): a release server, POST
# /api/press at 50 connections for 30 s with wrk, twice; prints requests per
# second, p99 latency, errors, the server's CPU time per request and its RSS before,
# after the first run and after the second (memory should stay flat).
set -euo pipefail
cd "$(dirname "$0")/../.."

binary=${CALCULATOR_BINARY:-.build/release/calculator}
duration=${DURATION:-30s}
[ -x "$binary" ] || { echo "build it first: swift build -c release"; exit 1; }
command -v wrk > /dev/null || { echo "install wrk: apt-get install -y wrk"; exit 1; }
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$binary" serve --port "$port" > /dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 100); do curl -sf "$base/healthz" > /dev/null && break; sleep 0.1; done

rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$server/status"; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$server/stat"; }  # user + system

# A realistic body: the state after "12.5 × 3 + 4 =" and "7 +", then "9 6 =".
state=$(curl -sf -X POST "$base/api/press" -H 'Content-Type: application/json' \
  -d '{"keys": ["12.5", "×", "3", "+", "4", "=", "7", "+"]}' |
  python3 -c 'import json, sys; print(json.dumps(json.load(sys.stdin)["state"]))')
export PRESS_BODY="{\"state\": $state, \"keys\": [\"9\", \"6\", \"=\"]}"
echo "body: ${#PRESS_BODY} bytes"
curl -sf -X POST "$base/api/press" -H 'Content-Type: application/json' -d "$PRESS_BODY" |
  python3 -c 'import json, sys; v = json.load(sys.stdin)["view"]; print("answer:", v["label"], v["display"])'

echo "RSS before: $(rss)"
for run in 1 2; do
  echo "== run $run: wrk -t2 -c50 -d$duration --latency POST /api/press"
  before=$(cpu_ticks)
  report=$(wrk -t2 -c50 -d"$duration" --latency -s e2e/web/press.lua "$base/api/press")
  ticks=$(($(cpu_ticks) - before))
  echo "$report"
  echo "$report" | awk -v ticks="$ticks" -v hz="$(getconf CLK_TCK)" '
    /Requests\/sec/ { print "req/s: " $2 } / 99%/ { print "p99: " $2 }
    /requests in/ { printf "server CPU: %.0f µs per request\n", ticks / hz * 1e6 / $1 }
    /Non-2xx|Socket errors/ { print "ERRORS: " $0 }'
  echo "RSS after run $run: $(rss)"
done
