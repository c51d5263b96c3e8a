// Shows the loading and error states of one key of data, and the view once data is there.
import type { ReactNode } from 'react';
import type { UpdateMap } from '../../../src/protocol/webview';
import { Button, EmptyState, Spinner } from '../ui';
import { runAction, useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { useL10n } from '../l10n';

/** The keys a view waits for as a whole (each has its own loading and error strings). */
export type GatedKey = 'patterns' | 'rules' | 'threads' | 'bridges';

export function DataGate<K extends GatedKey>({
  dataKey,
  children,
}: {
  dataKey: K;
  children: (data: UpdateMap[K]) => ReactNode;
}) {
  const app = useApp();
  const { t } = useL10n();
  const entry = useEntry(app.store, dataKey);
  const loading = t(`data.${dataKey}.loading`);
  if (entry.state === 'loading') return <Spinner label={loading} />;
  if (entry.state === 'error')
    return (
      <EmptyState
        icon="warning"
        title={t(`data.${dataKey}.error`)}
        actions={
          <Button
            icon="refresh"
            secondary
            onClick={() =>
              void runAction(
                app,
                () => app.channel.request('refresh', { keys: [dataKey] }),
                () => loading,
              )
            }
          >
            {t('common.retry')}
          </Button>
        }
      >
        <p>{entry.message}</p>
      </EmptyState>
    );
  return <>{children((entry as unknown as { data: UpdateMap[K] }).data)}</>;
}
