// Reads the `act.*` settings into the worker's settings shape.
import * as vscode from 'vscode';
import type { WorkerSettings } from '../protocol/worker';
import { interfaceLanguage } from '../core/text/interfaceLanguage';

const KEYS: Record<string, keyof WorkerSettings> = {
  'log.maxObservations': 'maxObservations',
  'log.maxBytes': 'maxBytes',
  'log.maxAgeDays': 'maxAgeDays',
  'log.keepNewest': 'keepNewest',
  'log.keepConfidence': 'keepConfidence',
  'evolve.sinceDays': 'sinceDays',
  'evolve.minConfidence': 'minConfidence',
  'evolve.minOccurrences': 'minOccurrences',
  'evolve.skillThreshold': 'skillThreshold',
  'evolve.maxInstincts': 'maxInstincts',
};

export function readWorkerSettings(): Partial<WorkerSettings> {
  const cfg = vscode.workspace.getConfiguration('act');
  const out: Partial<WorkerSettings> = {};
  for (const [key, name] of Object.entries(KEYS)) {
    const v = cfg.get<unknown>(key);
    if (typeof v === 'number' && Number.isFinite(v)) (out as Record<string, unknown>)[name] = v;
  }
  out.language = interfaceLanguage(vscode.env.language);
  return out;
}
