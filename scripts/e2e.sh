#!/usr/bin/env bash
# End-to-end suite in a real VS Code: installs the tools if needed (scripts/setup-tools.sh),
# packages the VSIX when the sources are newer than it (scripts/package.sh), then runs every
# test/e2e/**/*.e2e.test.ts with node:test, one file at a time (each file starts its own
# code-server and Chromium). Prints one timing line per phase (`e2e.<phase>: <s> s`).
# Always kills what it started; on failure keeps the run folders and the screenshots.
#
# Usage: bash scripts/e2e.sh [--package|--no-package] [file-filter...]
# Env: E2E_ARTIFACTS (screenshots, default test/e2e/artifacts), E2E_KEEP=1 (keep run folders),
#      E2E_TIMEOUT (whole-suite limit in seconds, default 1500), ACT_VSIX (test this VSIX).
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
STATUS=1
cleanup() {
  # Whatever the harness could not stop (crash, timeout): kill each code-server process group.
  for pidfile in "$E2E_TMP"/*/code-server.pid; do
    [[ -f "$pidfile" ]] || continue
    pgid="$(cat "$pidfile")"
    kill -KILL -- "-$pgid" 2>/dev/null && echo "[e2e] killed leftover code-server group $pgid" >&2 || true
  done
  if [[ $STATUS -ne 0 || -n "${E2E_KEEP:-}" ]]; then
    echo "[e2e] run folders kept in $E2E_TMP" >&2
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
set +e
timeout --kill-after=30 "${E2E_TIMEOUT:-1500}" \
  node --import tsx --test --test-concurrency=1 --test-timeout=300000 --test-reporter=spec "${FILES[@]}" </dev/null
STATUS=$?
set -e
[[ $STATUS -eq 124 ]] && echo "e2e: the suite exceeded E2E_TIMEOUT=${E2E_TIMEOUT:-1500} s" >&2
echo "e2e.tests: $(secs "$t") s"
echo "e2e.total: $(secs "$T0") s"
echo "e2e.screenshots: $E2E_ARTIFACTS"
exit $STATUS
