#!/usr/bin/env bash
# `npm run bench`: set-up, production build, then every bench/*.bench.ts in turn.
# Each prints one figure a line as `name: value unit`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
node scripts/build.mjs --production > /dev/null
status=0
for f in bench/*.bench.ts; do
  echo "# $(basename "$f")"
  node --import tsx --expose-gc "$f" || { echo "# $f failed"; status=1; }
done
exit $status
