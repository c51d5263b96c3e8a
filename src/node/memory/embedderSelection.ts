// Picks the embedder: the model from the folder set in the settings, else the verified download
// in global storage, else the lexical fallback (docs/seeds/003.md §5) — and always says why, so the UI can
// tell the user which embedder is active and what to do to get the semantic one.
import { LexicalEmbedder } from '../../core/memory/lexicalEmbedder';
import type { Embedder, EmbedderInfo } from '../../core/memory/embedder';
import { MINILM_FILES, storedModelDir, verifyModelDir, type ModelFileSpec } from './modelFiles';
import { modelPresent } from './modelDownload';
import { DEFAULT_RUNTIME, type OrtRuntime } from './onnxRuntime';
import { missingModelFiles, TransformersEmbedder } from './transformersEmbedder';

export interface EmbedderSettings {
  /** "auto": the model when available, lexical otherwise; "lexical": never load the model. */
  mode: 'auto' | 'lexical';
  modelPath?: string;
  runtime?: OrtRuntime;
}

export interface SelectedEmbedder {
  embedder: Embedder;
  info: EmbedderInfo;
}

function lexical(reason: string, downloadable: boolean): SelectedEmbedder {
  const embedder = new LexicalEmbedder();
  return {
    embedder,
    info: {
      id: embedder.id,
      kind: 'lexical',
      dim: embedder.dim,
      runtime: 'none',
      fallbackReason: reason,
      downloadable,
    },
  };
}

async function loadModel(dir: string, runtime: OrtRuntime, origin: string): Promise<SelectedEmbedder> {
  try {
    const embedder = await TransformersEmbedder.load({ modelDir: dir, runtime });
    return {
      embedder,
      info: {
        id: embedder.id,
        kind: 'semantic',
        dim: embedder.dim,
        runtime,
        modelPath: dir,
        downloadable: false,
        loadMs: Math.round(embedder.loadMs),
      },
    };
  } catch (e) {
    return lexical(`the model in ${origin} failed to load (${(e as Error).message.split('\n')[0]})`, false);
  }
}

export async function selectEmbedder(
  settings: EmbedderSettings,
  opts: { globalStorage?: string; files?: ModelFileSpec[] } = {},
): Promise<SelectedEmbedder> {
  const runtime = settings.runtime ?? DEFAULT_RUNTIME;
  if (settings.mode === 'lexical')
    return lexical('the semantic model is disabled in the settings (act.memory.embedder = "lexical")', false);
  if (settings.modelPath) {
    const missing = missingModelFiles(settings.modelPath);
    if (missing.length)
      return lexical(
        `the folder set in act.memory.modelPath (${settings.modelPath}) lacks ${missing.join(', ')}`,
        !!opts.globalStorage,
      );
    return loadModel(settings.modelPath, runtime, `act.memory.modelPath (${settings.modelPath})`);
  }
  if (!opts.globalStorage) return lexical('no model folder is set and there is no storage to download one into', false);
  const dir = storedModelDir(opts.globalStorage);
  if (!modelPresent(dir))
    return lexical(
      'the semantic model is not installed: run "ACT: Download Embedding Model" (about 23 MB, once) or set act.memory.modelPath',
      true,
    );
  const check = await verifyModelDir(dir, opts.files ?? MINILM_FILES);
  if (!check.ok)
    return lexical(
      `the downloaded model failed its integrity check (${check.problems.join('; ')}); download it again`,
      true,
    );
  return loadModel(dir, runtime, 'global storage');
}
