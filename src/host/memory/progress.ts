// Worker progress events (reindex, model download) as cancellable notifications.
import * as vscode from 'vscode';
import type { HostServices } from '../services';

interface ProgressEvent {
  id: string;
  message: string;
  increment?: number;
  done?: boolean;
}

const TITLES: Record<string, { title: () => string; cancel: 'reindexCancel' | 'modelDownloadCancel' }> = {
  'memory.reindex': { title: () => vscode.l10n.t('ACT: reindexing memory'), cancel: 'reindexCancel' },
  'memory.download': {
    title: () => vscode.l10n.t('ACT: downloading the embedding model'),
    cancel: 'modelDownloadCancel',
  },
};

export function registerProgress(services: HostServices): vscode.Disposable {
  const open = new Map<string, { report: (e: ProgressEvent) => void; finish: () => void }>();
  return services.worker.onEvent('progress', (data) => {
    const e = data as ProgressEvent;
    const spec = e && TITLES[e.id];
    if (!spec) return;
    let p = open.get(e.id);
    if (!p && !e.done) {
      let report: (e: ProgressEvent) => void = () => undefined;
      let finish: () => void = () => undefined;
      void vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: spec.title(), cancellable: true },
        (progress, token) => {
          token.onCancellationRequested(() => void services.worker.request(spec.cancel, {}).catch(() => undefined));
          report = (x) => progress.report({ message: x.message, increment: x.increment });
          return new Promise<void>((resolve) => (finish = resolve));
        },
      );
      p = { report: (x) => report(x), finish: () => finish() };
      open.set(e.id, p);
    }
    p?.report(e);
    if (e.done) {
      p?.finish();
      open.delete(e.id);
    }
  });
}
