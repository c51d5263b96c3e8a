#!/usr/bin/env bash
# Installs npm dependencies only when node_modules differs from package-lock.json
# (scripts/check-deps.mjs). onnxruntime-node's install script, which would download CUDA
# binaries, is denied in package.json `allowScripts`; its CPU binaries ship in the package.
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip
if ! why="$(node scripts/check-deps.mjs)"; then
  echo "== installing npm dependencies (npm ci): $why"
  npm ci --no-audit --no-fund </dev/null
fi
