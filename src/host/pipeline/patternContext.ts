// What each pattern file allows, as the worker's Pattern Library (the owner of the transitions)
// says: refreshed after every change of the patterns, published as one context key per decision
// (the explorer's `when` clauses only test `resourcePath in act.patterns.approve`) and read by
// the CodeLens.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { PatternDecision, PatternStatus } from '../../protocol/pipeline';

const DECISIONS: readonly PatternDecision[] = ['approve', 'reject', 'deprecate'];

export function contextKey(decision: PatternDecision): string {
  return `act.patterns.${decision}`;
}

export class PatternActions implements vscode.Disposable {
  private byPath = new Map<string, { status: PatternStatus; actions: PatternDecision[] }>();
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChange = this.emitter.event;

  constructor(private readonly services: HostServices) {}

  /** The pattern file at this path, if the library lists it. */
  get(path: string): { status: PatternStatus; actions: PatternDecision[] } | undefined {
    return this.byPath.get(path);
  }

  async refresh(): Promise<void> {
    try {
      const patterns = await this.services.worker.request('patternsList', {});
      this.byPath = new Map(patterns.map((p) => [p.path, { status: p.status, actions: p.actions }]));
      for (const d of DECISIONS)
        await vscode.commands.executeCommand(
          'setContext',
          contextKey(d),
          patterns.filter((p) => p.actions.includes(d)).map((p) => p.path),
        );
      this.emitter.fire();
    } catch (e) {
      this.services.log.warn(`pipeline: pattern actions not updated: ${(e as Error).message}`);
    }
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

export function registerPatternActions(services: HostServices, actions: PatternActions): vscode.Disposable[] {
  if (!services.workspaceRoot) return [actions];
  void actions.refresh();
  return [
    actions,
    services.worker.onEvent('changed', ({ keys }) => (keys.includes('patterns') ? void actions.refresh() : undefined)),
  ];
}
