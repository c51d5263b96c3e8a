// Build-time stand-in for `onnxruntime-web`, aliased by scripts/build.mjs in production builds:
// each VSIX is built for one platform and runs the model on onnxruntime-node (chosen by
// measurement, docs/EMBEDDINGS.md), so the 140 MB WebAssembly runtime is not shipped. Choosing
// act.memory.runtime = "onnxruntime-web" then falls back to the lexical embedder with this reason.
'use strict';
throw new Error('onnxruntime-web is not included in this build of ACT; set act.memory.runtime to "onnxruntime-node"');
