// Shows the loading and error states of one key of data, and the view once data is there.
import type { ReactNode } from 'react';
import type { UpdateKey, UpdateMap } from '../../../src/protocol/webview';
import { Button, EmptyState, Spinner } from '../ui';
import { runAction, useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';

export function DataGate<K extends UpdateKey>({ dataKey, what, children }: { dataKey: K; what: string; children: (data: UpdateMap[K]) => ReactNode }) {
  const app = useApp();
  const entry = useEntry(app.store, dataKey);
  if (entry.state === 'loading') return <Spinner label={`Loading ${what}…`} />;
  if (entry.state === 'error')
    return (
      <EmptyState
        icon="warning"
        title={`Could not load ${what}`}
        actions={
          <Button icon="refresh" secondary onClick={() => void runAction(app, () => app.channel.request('refresh', { keys: [dataKey] }), () => `Reloading ${what}…`)}>
            Retry
          </Button>
        }
      >
        <p>{entry.message}</p>
      </EmptyState>
    );
  return <>{children((entry as unknown as { data: UpdateMap[K] }).data)}</>;
}
