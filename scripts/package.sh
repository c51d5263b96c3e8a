#!/usr/bin/env bash
# Builds the extension for production and packages it as act-learning.vsix (for code-server,
# the e2e suite, or a desktop VS Code: "Extensions: Install from VSIX..."). The host, worker and
# CLI are bundled by esbuild, so the VSIX carries no node_modules except the runtime packages
# listed below; .vscodeignore whitelists what ships. Prints the VSIX size and file count.
# Usage: bash scripts/package.sh [--out FILE] [--skip-build]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
OUT="$ROOT/act-learning.vsix"
BUILD=1
while (($#)); do
  case "$1" in
    --out) OUT="$(realpath -m "$2")"; shift 2 ;;
    --skip-build) BUILD=0; shift ;;
    *) echo "usage: bash scripts/package.sh [--out FILE] [--skip-build]" >&2; exit 2 ;;
  esac
done
export ONNXRUNTIME_NODE_INSTALL=skip

# ---- Runtime packages shipped as files ------------------------------------------------------
# npm packages the bundles load at run time (the `external` list of scripts/build.mjs) that
# cannot be bundled: native addons, WASM loaders. Each is copied with its production dependency
# closure (from package-lock.json) into dist/node_modules/, which Node resolves from dist/*.js;
# .vscodeignore lets dist/node_modules/** in. See sizes first with:
#   node scripts/copy-runtime-deps.mjs --dry-run <pkg>...
# Example (decided by the memory engineer): RUNTIME_PACKAGES=(@huggingface/transformers)
RUNTIME_PACKAGES=()
# ---------------------------------------------------------------------------------------------

t0=$(date +%s.%N)
if ((BUILD)); then
  node scripts/build.mjs --production
fi
for f in dist/extension.js dist/worker.js dist/cli.js dist/sql-wasm.wasm; do
  [[ -f "$f" ]] || { echo "package: $f is missing after the build" >&2; exit 1; }
done
if ((${#RUNTIME_PACKAGES[@]})); then
  node scripts/copy-runtime-deps.mjs "${RUNTIME_PACKAGES[@]}"
else
  rm -rf dist/node_modules
fi

# vsce globs its whole working folder before filtering (.tools/ alone holds tens of thousands of
# files), so it runs in a staging folder holding only candidates; .vscodeignore still decides.
STAGE="$(mktemp -d "${TMPDIR:-/tmp}/act-vsix.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT
cp package.json .vscodeignore "$STAGE/"
for f in README.md CHANGELOG.md LICENSE LICENSE.md LICENSE.txt; do [[ -f "$f" ]] && cp "$f" "$STAGE/"; done
cp -r dist media "$STAGE/"
# vsce asks questions (missing LICENSE or repository) on stdin; CI has none, so answer by flags.
# README links stay relative: the docs they point to are in the repository, not in the VSIX.
flags=(--no-dependencies --allow-missing-repository --no-rewrite-relative-links --out "$OUT")
ls LICENSE* >/dev/null 2>&1 || flags+=(--skip-license)
rm -f "$OUT"
(cd "$STAGE" && node "$ROOT/node_modules/@vscode/vsce/vsce" package "${flags[@]}" </dev/null >"$STAGE/vsce.log" 2>&1) \
  || { cat "$STAGE/vsce.log" >&2; echo "package: vsce failed" >&2; exit 1; }
grep -iE 'warning|error' "$STAGE/vsce.log" >&2 || true
[[ -n "${VSIX_LIST:-}" ]] && sed -n '/Packaged:/,$p;/Files included/,$p' "$STAGE/vsce.log"

files=$(node -e "
const b=require('fs').readFileSync(process.argv[1]);let n=0;
for(let i=b.length-22;i>=0;i--)if(b.readUInt32LE(i)===0x06054b50){n=b.readUInt16LE(i+10);break}
console.log(n)" "$OUT")
bytes=$(stat -c %s "$OUT")
echo "vsix: $OUT"
echo "vsix.size: $(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }') MB"
echo "vsix.files: $files"
echo "package.time: $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
