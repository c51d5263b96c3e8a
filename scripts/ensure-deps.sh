#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than package-lock.json.
# onnxruntime-node's install script would download CUDA binaries: skip it (CPU binaries ship in the package).
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip
stamp=node_modules/.act-deps-stamp
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "== installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi
