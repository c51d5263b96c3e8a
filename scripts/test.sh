#!/usr/bin/env bash
# The one test command (README, .ci/run): all set-up on a fresh machine, then lint, type-check,
# unit tests, production build, VSIX, and the end-to-end suite in a real VS Code.
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip
step() { echo; echo "== $1 ($(date +%T))"; }
step "dependencies"; bash scripts/ensure-deps.sh
step "lint"; npx --no-install eslint . --max-warnings=200
step "type-check"; npx --no-install tsc -p tsconfig.json --noEmit
step "unit tests"; node scripts/run-unit-tests.mjs
step "build"; node scripts/build.mjs --production
if [ -f scripts/package.sh ]; then step "package"; bash scripts/package.sh; fi
if [ -f scripts/e2e.sh ] && [ "${ACT_SKIP_E2E:-}" != "1" ]; then step "end-to-end (real VS Code)"; bash scripts/e2e.sh; fi
echo; echo "== all tests passed ($(date +%T))"
