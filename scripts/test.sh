#!/usr/bin/env bash
# The one test command (README, .ci/run): all set-up on a fresh machine, then lint, type-check,
# unit tests, integration tests (real git, CLI and worker processes), production build, VSIX,
# and the end-to-end suite in a real VS Code.
# Every step's full output goes to test-results/ (ACT_TEST_LOGS moves it): <step>.log, unit.log,
# e2e/<suite>.log. The console gets one line per step or suite, then ONE last line: the counts,
# or which steps and suites failed and where their logs are. A failed step does not stop the
# independent ones after it (the e2e suite needs the build and the VSIX).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
export ONNXRUNTIME_NODE_INSTALL=skip
LOGS="$(realpath -m "${ACT_TEST_LOGS:-$ROOT/test-results}")"
rm -rf "$LOGS"
mkdir -p "$LOGS/e2e"
relpath() { echo "${1#"$ROOT"/}"; }

# failed NAME LOG: records NAME as failed as a whole, unless its own summary already counts failures.
failed() {
  local summary="$LOGS/$1.json"
  [[ -s "$summary" ]] && ! grep -q '"failed":0,' "$summary" && return 0
  printf '{"label":"%s","failed":1,"log":"%s"}\n' "$1" "$(relpath "$2")" >"$summary"
}

# step NAME COMMAND…: the command's output goes to NAME.log, one line on the console.
step() {
  local name=$1 log="$LOGS/$1.log" t0=$SECONDS
  shift
  if "$@" >"$log" 2>&1; then
    echo "$name: ok ($((SECONDS - t0)) s)"
    return 0
  fi
  echo "$name: FAILED ($((SECONDS - t0)) s) — log: $(relpath "$log")"
  failed "$name" "$log"
  return 1
}

echo "== npm test ($(date +%T)); logs in $(relpath "$LOGS")/"
step dependencies bash scripts/ensure-deps.sh || { node scripts/test-summary.mjs --total tests "$LOGS"/*.json; exit 1; }
step lint npx --no-install eslint . --max-warnings=0
step format npx --no-install prettier --check .
step type-check npx --no-install tsc -p tsconfig.json --noEmit
ACT_TEST_SUMMARY="$LOGS/unit.json" node scripts/run-unit-tests.mjs --log "$LOGS/unit.log" || failed unit "$LOGS/unit.log"
ACT_TEST_SUMMARY="$LOGS/integration.json" node scripts/run-unit-tests.mjs --tier integration --log "$LOGS/integration.log" || failed integration "$LOGS/integration.log"
if step build node scripts/build.mjs --production && step package bash scripts/package.sh; then
  if [ "${ACT_SKIP_E2E:-}" != "1" ]; then
    # Its own lines (tools, one per suite) are short: shown, and kept in e2e.log for set-up failures.
    E2E_LOGS="$LOGS/e2e" bash scripts/e2e.sh --no-package 2>&1 | tee "$LOGS/e2e.log"
    [[ ${PIPESTATUS[0]} -eq 0 ]] || grep -qs '"failed":[1-9]' "$LOGS"/e2e/*.json || failed e2e "$LOGS/e2e.log"
  fi
fi
node scripts/test-summary.mjs --total tests "$LOGS"/*.json "$LOGS"/e2e/*.json
