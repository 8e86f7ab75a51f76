#!/usr/bin/env bash
# Lighthouse (mobile) on the real server: the home page, a dish page, /cart and /checkout (PATHS="…" to choose).
# Uses the workplace's measuring tools (../shared/tools/perf: Lighthouse, Debian Chromium).
#   bash bench/lighthouse.sh            RUNS=3 for medians; LH_EXTRA=--throttling-method=devtools
set -euo pipefail
cd "$(dirname "$0")/.."
PERF=${PERF_DIR:-../shared/tools/perf}
[ -f "$PERF/lighthouse.sh" ] || { echo "Lighthouse tools not found at $PERF (set PERF_DIR)"; exit 1; }
[ -x "${PERF_TOOLS_DIR:-/tmp/perf/tools}/node_modules/.bin/lighthouse" ] || bash "$PERF/install-tools.sh" >/dev/null

data=$(mktemp -d)
PORT=${PORT:-4780}
HOST=127.0.0.1 PORT=$PORT DATABASE_URL="file:$data/lh.db" NODE_ENV=production \
  SESSION_SECRET=lighthouse-secret-lighthouse-secret-00 ADMIN_EMAIL=owner@lh.test ADMIN_PASSWORD=lh-password-123 \
  node_modules/.bin/node worker/src/node.ts >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 60); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.5; done

for path in ${PATHS:-/ /dish/margherita-pizza /cart /checkout}; do
  echo "== $path"
  PRESETS=${PRESETS:-mobile} bash "$PERF/lighthouse.sh" "http://127.0.0.1:$PORT$path" "/tmp/perf/lh/doorstep${path//\//-}"
done
