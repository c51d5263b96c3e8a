// The real worker behind a crash plan (./plan.ts runs first: ES modules evaluate in order).
import './plan';
import '../../../src/worker/main';
