// The CaptureService of an open Workspace (worker and CLI share this wiring).
import type { Workspace } from '../workspace';
import { CaptureService } from './service';

export function captureFor(ws: Workspace, opts: { home?: string } = {}): CaptureService {
  return new CaptureService({
    paths: ws.paths,
    store: ws.store,
    observe: (items, source) => ws.observe(items, source),
    report: (d) => ws.report(d),
    home: opts.home,
  });
}
