#!/usr/bin/env bash
# End-to-end suite in a real VS Code: installs the tools if needed (scripts/setup-tools.sh),
# packages the VSIX when the sources are newer than it (scripts/package.sh), then runs every
# test/e2e/**/*.e2e.test.ts with node:test, one file at a time (each file starts its own
# code-server and Chromium). Each suite's full output (spec reporter, failure dumps) goes to
# E2E_LOGS/<suite>.log; the console gets one line per suite, one timing line per phase
# (`e2e.<phase>: <s> s`) and a last line with the counts, or naming the failed suites and logs.
# Always kills what it started; on failure keeps the run folders and the screenshots.
#
# Usage: bash scripts/e2e.sh [--package|--no-package] [file-filter...]
# Env: E2E_ARTIFACTS (screenshots, default test/e2e/artifacts), E2E_KEEP=1 (keep run folders),
#      E2E_LOGS (suite logs, default test-results/e2e), E2E_TIMEOUT (whole-suite limit in
#      seconds, default 1500), ACT_VSIX (test this VSIX).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export ONNXRUNTIME_NODE_INSTALL=skip

PACKAGE=auto
FILTERS=()
for a in "$@"; do
  case "$a" in
    --package) PACKAGE=yes ;;
    --no-package) PACKAGE=no ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    -*) echo "e2e: unknown option $a" >&2; exit 2 ;;
    *) FILTERS+=("$a") ;;
  esac
done

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
T0=$(now)

# Every run folder (code-server user data, workspace, XDG dirs) lives under one temporary root.
export E2E_TMP="$(mktemp -d "${TMPDIR:-/tmp}/act-e2e-run.XXXXXX")"
export E2E_ARTIFACTS="${E2E_ARTIFACTS:-$ROOT/test/e2e/artifacts}"
mkdir -p "$E2E_ARTIFACTS"
rm -f "$E2E_ARTIFACTS"/*.png
E2E_LOGS="$(realpath -m "${E2E_LOGS:-$ROOT/test-results/e2e}")"
mkdir -p "$E2E_LOGS"
rm -f "$E2E_LOGS"/*.log "$E2E_LOGS"/*.json
STATUS=1
cleanup() {
  # Whatever the harness could not stop (crash, timeout): kill each code-server process group.
  for pidfile in "$E2E_TMP"/*/code-server.pid; do
    [[ -f "$pidfile" ]] || continue
    pgid="$(cat "$pidfile")"
    kill -KILL -- "-$pgid" 2>/dev/null && echo "[e2e] killed leftover code-server group $pgid" >&2 || true
  done
  if [[ $STATUS -ne 0 || -n "${E2E_KEEP:-}" ]]; then
    [[ -n "${KEPT_SHOWN:-}" ]] || echo "[e2e] run folders kept in $E2E_TMP" >&2
  else
    rm -rf "$E2E_TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

t=$(now)
eval "$(bash scripts/setup-tools.sh | grep '^ACT_')"
export ACT_NODE24 ACT_CODE_SERVER ACT_CHROMIUM
echo "e2e.setup-tools: $(secs "$t") s"

t=$(now)
if [[ -n "${ACT_VSIX:-}" ]]; then
  echo "[e2e] testing $ACT_VSIX"
else
  VSIX="$ROOT/act-learning.vsix"
  if [[ $PACKAGE == auto ]]; then
    if [[ ! -f "$VSIX" ]] || [[ -n "$(find src webview/src media scripts/build.mjs scripts/package.sh scripts/copy-runtime-deps.mjs scripts/stubs package.json package-lock.json .vscodeignore -newer "$VSIX" -print -quit 2>/dev/null)" ]]; then PACKAGE=yes; else PACKAGE=no; fi
  fi
  if [[ $PACKAGE == yes ]]; then bash scripts/package.sh; else echo "[e2e] $VSIX is up to date"; fi
  export ACT_VSIX="$VSIX"
fi
echo "e2e.package: $(secs "$t") s"

mapfile -t FILES < <(find test/e2e -name '*.e2e.test.ts' -not -path '*/artifacts/*' | sort)
if ((${#FILTERS[@]})); then
  mapfile -t FILES < <(printf '%s\n' "${FILES[@]}" | grep -F "${FILTERS[@]/#/-e}" || true)
fi
((${#FILES[@]})) || { echo "e2e: no test file matches ${FILTERS[*]:-}" >&2; exit 1; }

t=$(now)
DEADLINE=$(( $(date +%s) + ${E2E_TIMEOUT:-1500} ))
for f in "${FILES[@]}"; do
  suite="$(basename "$f" .e2e.test.ts)"
  log="$E2E_LOGS/$suite.log"
  summary="$E2E_LOGS/$suite.json"
  left=$(( DEADLINE - $(date +%s) ))
  rc=124
  if (( left > 0 )); then
    set +e
    ACT_TEST_LABEL="e2e $suite" ACT_TEST_LOG="$log" ACT_TEST_SUMMARY="$summary" timeout --kill-after=30 "$left" \
      node --import tsx --test --test-concurrency=1 --test-timeout=300000 \
      --test-reporter=spec --test-reporter-destination="$log" \
      --test-reporter="$ROOT/scripts/test-summary.mjs" --test-reporter-destination=stdout "$f" </dev/null
    rc=$?
    set -e
  fi
  if [[ $rc -ne 0 ]] && { [[ $rc -eq 124 || ! -s "$summary" ]] || grep -q '"failed":0,' "$summary"; }; then
    # Stopped before its reporter could count (time limit, crash), or failed outside any test.
    why=$([[ $rc -eq 124 ]] && echo "stopped at E2E_TIMEOUT=${E2E_TIMEOUT:-1500} s" || echo "exited with $rc")
    echo "e2e $suite: $why — log: ${log#"$ROOT"/}"
    printf '{"label":"e2e %s","failed":1,"log":"%s"}\n' "$suite" "${log#"$ROOT"/}" >"$summary"
  fi
done
echo "e2e.tests: $(secs "$t") s"
echo "e2e.total: $(secs "$T0") s"
echo "e2e.screenshots: $E2E_ARTIFACTS"
set +e
TOTAL="$(node "$ROOT/scripts/test-summary.mjs" --total e2e "$E2E_LOGS"/*.json)"
STATUS=$?
set -e
if [[ $STATUS -ne 0 || -n "${E2E_KEEP:-}" ]]; then echo "e2e.run-folders: $E2E_TMP (kept)"; KEPT_SHOWN=1; fi
echo "$TOTAL" # the last line: counts, or the failed suites and their logs
exit $STATUS
