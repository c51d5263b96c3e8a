#!/usr/bin/env bash
# Builds the extension for production and packages it as a platform-specific VSIX (for
# code-server, the e2e suite, or a desktop VS Code: "Extensions: Install from VSIX..."). The host,
# worker, CLI and transformers.js are bundled by esbuild; the VSIX carries no node_modules except
# the native runtime packages listed below, with only the target platform's binaries (one VSIX
# per platform: docs/EMBEDDINGS.md). .vscodeignore whitelists what ships. Prints each VSIX's size.
# Usage: bash scripts/package.sh [--target T | --all-targets] [--out FILE] [--skip-build]
#   --target T      vsce target: linux-x64, linux-arm64, darwin-arm64, win32-x64, win32-arm64
#                   (default: this machine's platform), or universal: no native runtime, for the
#                   platforms onnxruntime-node has no build for (darwin-x64, alpine...): lexical only
#   --all-targets   all of the above, act-learning-<T>.vsix each
#   --out FILE      default: act-learning.vsix for this machine's platform, else act-learning-<T>.vsix
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
HOST_TARGET="$(node -p 'process.platform + "-" + process.arch')"
ALL_TARGETS=(linux-x64 linux-arm64 darwin-arm64 win32-x64 win32-arm64 universal)
OUT=""
TARGETS=()
BUILD=1
usage() { sed -n '/^# Usage/,/^[^#]/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --out) OUT="$(realpath -m "$2")"; shift 2 ;;
    --target) TARGETS=("$2"); shift 2 ;;
    --all-targets) TARGETS=("${ALL_TARGETS[@]}"); shift ;;
    --skip-build) BUILD=0; shift ;;
    *) usage ;;
  esac
done
((${#TARGETS[@]})) || TARGETS=("$HOST_TARGET")
[[ -n "$OUT" && ${#TARGETS[@]} -gt 1 ]] && { echo "package: --out names one VSIX; not with --all-targets" >&2; exit 2; }
export ONNXRUNTIME_NODE_INSTALL=skip

# ---- Runtime packages shipped as files ------------------------------------------------------
# npm packages the bundles load at run time that cannot be bundled: native addons (the
# `external` list of scripts/build.mjs). Each is copied with its production dependency closure
# (from package-lock.json), trimmed to the target platform's binaries, into the staged
# dist/node_modules/, which Node resolves from dist/*.js; .vscodeignore lets it in. See sizes:
#   node scripts/copy-runtime-deps.mjs --dry-run --target linux-x64 <pkg>...
# onnxruntime-node runs the embedding model (transformers.js itself is bundled into
# dist/transformers.js); it brings onnxruntime-common.
RUNTIME_PACKAGES=(onnxruntime-node)
# ---------------------------------------------------------------------------------------------

t0=$(date +%s.%N)
if ((BUILD)); then
  node scripts/build.mjs --production
fi
for f in dist/extension.js dist/worker.js dist/cli.js dist/transformers.js dist/sql-wasm.wasm; do
  [[ -f "$f" ]] || { echo "package: $f is missing after the build" >&2; exit 1; }
done
# Runtime packages used to be copied into dist/; they now go to the staging folder only.
rm -rf dist/node_modules

# vsce globs its whole working folder before filtering (.tools/ alone holds tens of thousands of
# files), so it runs in a staging folder holding only candidates; .vscodeignore still decides.
STAGE_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/act-vsix.XXXXXX")"
trap 'rm -rf "$STAGE_ROOT"' EXIT
mb() { awk -v b="$1" 'BEGIN { printf "%.2f", b / 1048576 }'; }

# package_target <vsce target> <out file>
package_target() {
  local target="$1" out="$2" stage="$STAGE_ROOT/$1"
  mkdir -p "$stage"
  cp package.json package.nls*.json .vscodeignore "$stage/"
  cp -r l10n "$stage/"
  for f in README.md CHANGELOG.md LICENSE LICENSE.md LICENSE.txt; do [[ -f "$f" ]] && cp "$f" "$stage/"; done
  cp -r dist media "$stage/"
  # vsce asks questions (missing LICENSE or repository) on stdin; CI has none, so answer by flags.
  # README links stay relative: the docs they point to are in the repository, not in the VSIX.
  local flags=(--no-dependencies --allow-missing-repository --no-rewrite-relative-links --out "$out")
  if [[ "$target" != universal ]]; then
    flags+=(--target "$target")
    if ((${#RUNTIME_PACKAGES[@]})); then
      node scripts/copy-runtime-deps.mjs --target "$target" --dest "$stage/dist" "${RUNTIME_PACKAGES[@]}" | tail -n 1
    fi
  fi
  ls LICENSE* >/dev/null 2>&1 || flags+=(--skip-license)
  rm -f "$out"
  (cd "$stage" && node "$ROOT/node_modules/@vscode/vsce/vsce" package "${flags[@]}" </dev/null >"$stage.vsce.log" 2>&1) \
    || { cat "$stage.vsce.log" >&2; echo "package: vsce failed for $target" >&2; exit 1; }
  grep -iE 'warning|error' "$stage.vsce.log" >&2 || true
  if [[ -n "${VSIX_LIST:-}" ]]; then sed -n '/Packaged:/,$p;/Files included/,$p' "$stage.vsce.log"; fi
  rm -rf "$stage"

  local files bytes unpacked
  read -r files unpacked < <(node -e "
const b=require('fs').readFileSync(process.argv[1]);let n=0,u=0,o=0;
for(let i=b.length-22;i>=0;i--)if(b.readUInt32LE(i)===0x06054b50){n=b.readUInt16LE(i+10);o=b.readUInt32LE(i+16);break}
for(let k=0;k<n;k++){u+=b.readUInt32LE(o+24);o+=46+b.readUInt16LE(o+28)+b.readUInt16LE(o+30)+b.readUInt16LE(o+32)}
console.log(n,u)" "$out")
  bytes=$(wc -c <"$out")
  echo "vsix: $out ($target)"
  echo "vsix.size${SUFFIX:+.$target}: $(mb "$bytes") MB"
  echo "vsix.unpacked${SUFFIX:+.$target}: $(mb "$unpacked") MB"
  echo "vsix.files${SUFFIX:+.$target}: $files"
}

SUFFIX=""
((${#TARGETS[@]} > 1)) && SUFFIX=1
for target in "${TARGETS[@]}"; do
  out="$OUT"
  if [[ -z "$out" ]]; then
    if [[ "$target" == "$HOST_TARGET" && ${#TARGETS[@]} -eq 1 ]]; then out="$ROOT/act-learning.vsix"; else out="$ROOT/act-learning-$target.vsix"; fi
  fi
  package_target "$target" "$out"
done
echo "package.time: $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
