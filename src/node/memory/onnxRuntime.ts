// Chooses the ONNX runtime transformers.js uses, before transformers.js is first imported (it
// binds its backend once per process). onnxruntime-node is native (one VSIX per platform);
// onnxruntime-web is WebAssembly (one VSIX for all). Also makes sure neither ever fetches its
// WebAssembly from a CDN: the .wasm is read from the installed package.
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';

export type OrtRuntime = 'onnxruntime-node' | 'onnxruntime-web';
export const DEFAULT_RUNTIME: OrtRuntime = 'onnxruntime-node';

const ORT_SYMBOL = Symbol.for('onnxruntime');
let bound: OrtRuntime | undefined;

/** Threads for inference: leave cores to VS Code and the language servers. */
export function inferenceThreads(): number {
  return Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
}

/** Directory holding onnxruntime-web's dist files (next to the bundle when packaged). */
function webDistDir(): string {
  // The package's Node entry lives in dist/, next to the .wasm files.
  return dirname(require.resolve('onnxruntime-web')) + '/';
}

/**
 * Binds the runtime for this process; later calls must ask for the same one.
 * Returns the runtime module (for raw use in benchmarks).
 */
export function bindRuntime(runtime: OrtRuntime): typeof import('onnxruntime-common') {
  if (bound && bound !== runtime)
    throw new Error(
      `ONNX runtime already bound to ${bound} in this process; cannot switch to ${runtime} without a restart`,
    );
  const g = globalThis as Record<symbol, unknown>;
  if (runtime === 'onnxruntime-web') {
    if (!g[ORT_SYMBOL]) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const ort = require('onnxruntime-web') as typeof import('onnxruntime-common') & {
        env: { wasm: Record<string, unknown> };
      };
      ort.env.wasm.wasmPaths = webDistDir();
      ort.env.wasm.numThreads = inferenceThreads();
      ort.env.wasm.proxy = false;
      g[ORT_SYMBOL] = ort;
    }
    bound = runtime; // only once loaded: a runtime that failed to load does not pin the process
    return g[ORT_SYMBOL] as typeof import('onnxruntime-common');
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ort = require('onnxruntime-node');
    bound = runtime;
    return ort;
  } catch (e) {
    // Each VSIX ships the native build of one platform (scripts/package.sh --target); the
    // universal one ships none.
    throw new Error(
      `onnxruntime-node is not available for ${process.platform}-${process.arch} in this installation (${(e as Error).message.split('\n')[0]}): the semantic model needs the ACT build made for this platform`,
      { cause: e },
    );
  }
}

export function boundRuntime(): OrtRuntime | undefined {
  return bound;
}

export function webWasmFile(): string {
  return join(webDistDir(), 'ort-wasm-simd-threaded.wasm');
}
