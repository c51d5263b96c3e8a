#!/usr/bin/env bash
# `npm run demo`: everything needed to try ACT in a real VS Code, from a fresh clone.
#   1. npm ci when node_modules is missing or differs from package-lock.json
#   2. tools: Node 24, code-server, Chromium (scripts/setup-tools.sh, cached in .tools/)
#   3. build + package the VSIX (scripts/package.sh)
#   4. a demo workspace in a temporary folder: a small git project with a few days of history,
#      seeded .act/observations.jsonl (incl. seed 000's two examples), candidate patterns
#   5. code-server on http://127.0.0.1:$PORT (default 8080) with the VSIX installed
# Ctrl-C stops code-server (its whole process group) and removes the temporary folder.
#
# Usage: bash scripts/demo.sh [--empty] [--keep] [--check]
#   --empty  a workspace without .act/ (the first-run experience)
#   --keep   keep the temporary folder after stopping (its path is printed)
#   --check  start, verify the workbench answers, then stop (for CI / scripted checks)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export ONNXRUNTIME_NODE_INSTALL=skip npm_config_fund=false npm_config_audit=false

EMPTY=""; KEEP=""; CHECK=""
for a in "$@"; do
  case "$a" in
    --empty) EMPTY=--empty ;;
    --keep) KEEP=1 ;;
    --check) CHECK=1 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "demo: unknown option $a (see --help)" >&2; exit 2 ;;
  esac
done
PORT="${PORT:-8080}"
if [[ -t 1 ]]; then say() { printf '\033[1m[demo]\033[0m %s\n' "$*"; }; else say() { printf '[demo] %s\n' "$*"; }; fi
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

t=$(now)
if ! why="$(node scripts/check-deps.mjs)"; then
  say "installing npm dependencies ($why)"
  npm ci --no-audit --no-fund </dev/null
fi
say "dependencies ready in $(secs "$t") s"

t=$(now)
eval "$(bash scripts/setup-tools.sh | grep '^ACT_')"
say "tools ready in $(secs "$t") s"

t=$(now)
bash scripts/package.sh | sed 's/^/       /'
say "VSIX built in $(secs "$t") s"

# Refuse a busy port before doing anything else with it.
if node -e "const s=require('net').connect(+process.argv[1],'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))" "$PORT"; then
  echo "demo: port $PORT is already in use; choose another: PORT=8081 npm run demo" >&2
  exit 1
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/act-demo.XXXXXX")"
WS="$DIR/workspace"
CS_PGID=""
cleanup() {
  trap - INT TERM EXIT
  if [[ -n "$CS_PGID" ]]; then
    kill -TERM -- "-$CS_PGID" 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 -- "-$CS_PGID" 2>/dev/null || break; sleep 0.3; done
    kill -KILL -- "-$CS_PGID" 2>/dev/null || true
    say "code-server stopped"
  fi
  if [[ -n "$KEEP" ]]; then say "kept $DIR"; else rm -rf "$DIR"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

node --import tsx scripts/demo-workspace.ts "$WS" $EMPTY >/dev/null
say "demo workspace: $WS"

# Everything code-server writes stays in $DIR: user data, extensions, XDG dirs, HOME.
export HOME="$DIR/home" XDG_CONFIG_HOME="$DIR/xdg/config" XDG_DATA_HOME="$DIR/xdg/data" XDG_CACHE_HOME="$DIR/xdg/cache" XDG_STATE_HOME="$DIR/xdg/state"
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME" "$DIR/user-data/User" "$DIR/extensions"
unset NODE_OPTIONS
cat >"$DIR/user-data/User/settings.json" <<'JSON'
{
  "workbench.colorTheme": "Default Dark Modern",
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "chat.disableAIFeatures": true,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoUpdate": false,
  "extensions.autoCheckUpdates": false,
  "security.workspace.trust.enabled": false
}
JSON
printf 'auth: none\ncert: false\n' >"$DIR/config.yaml"
COMMON=(--config "$DIR/config.yaml" --user-data-dir "$DIR/user-data" --extensions-dir "$DIR/extensions")

"$ACT_NODE24" "$ACT_CODE_SERVER" "${COMMON[@]}" --force --install-extension "$ROOT/act-learning.vsix" >"$DIR/install.log" 2>&1 \
  || { cat "$DIR/install.log" >&2; echo "demo: could not install the VSIX" >&2; exit 1; }

t=$(now)
# setsid: code-server leads its own process group, so one kill stops it and all its children.
setsid "$ACT_NODE24" "$ACT_CODE_SERVER" "${COMMON[@]}" --auth none --bind-addr "127.0.0.1:$PORT" \
  --disable-telemetry --disable-update-check --disable-workspace-trust --disable-getting-started-override \
  --ignore-last-opened "$WS" >"$DIR/code-server.log" 2>&1 &
CS_PGID=$!
URL="http://127.0.0.1:$PORT/?folder=$(node -p 'encodeURIComponent(process.argv[1])' "$WS")"
if ! node -e '
  const [url, pid] = [process.argv[1], +process.argv[2]];
  const deadline = Date.now() + 60000;
  (async () => {
    for (;;) {
      try { process.kill(pid, 0); } catch { process.exit(2); }
      try { const r = await fetch(url); if (r.ok && /workbench/i.test(await r.text())) process.exit(0); } catch {}
      if (Date.now() > deadline) process.exit(1);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();' "$URL" "$CS_PGID"; then
  tail -n 40 "$DIR/code-server.log" >&2
  echo "demo: code-server did not start" >&2
  exit 1
fi
say "code-server ready in $(secs "$t") s (log: $DIR/code-server.log)"

cat <<EOF2

  ACT — Continuous Learning is running in VS Code at:

      $URL

  Try: the ACT icon in the activity bar; F1 → "ACT: Evolve" (preview, then apply);
       F1 → "ACT: Record Observation"; F1 → "ACT: Show Status".
  CLI on the same workspace:  node dist/cli.js status --workspace "$WS"
  Press Ctrl-C to stop.

EOF2
if [[ -n "$CHECK" ]]; then
  say "--check: the workbench answered; stopping"
  exit 0
fi
wait "$CS_PGID"
