// Build-time stand-in for `sharp` (image decoding), aliased by scripts/build.mjs. transformers.js
// requires sharp when it loads, but ACT only embeds text: the real package (native libvips, tens of
// MB per platform) is never shipped. Any image call fails with a clear message instead.
'use strict';
module.exports = function sharp() {
  throw new Error('image processing is not available in ACT (sharp is not shipped: the memory embeds text only)');
};
