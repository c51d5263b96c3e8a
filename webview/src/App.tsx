// The sidebar: tabs for the five views, an Evolve button, a status line that also speaks to
// screen readers. Data arrives by key after the ready handshake; nothing here owns data.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { WEBVIEW_PROTOCOL_VERSION, type DisplayScale, type TabId } from '../../src/protocol/webview';
import { Button, EmptyState, Spinner, TabPanel, Tabs, type TabSpec } from './ui';
import { AppContext, runAction, type AppServices } from './state/appContext';
import type { HostChannel } from './state/channel';
import { DataStore } from './state/dataStore';
import { useUiState } from './state/uiState';
import { ReviewQueue } from './views/ReviewQueue';
import { Learned } from './views/Learned';
import { Threads } from './views/Threads';
import { Bridges } from './views/Bridges';
import { Activity } from './views/Activity';
import { EvolvePanel } from './views/EvolvePanel';
import { createL10n, L10nContext, type L10n } from './l10n';
import { Rich } from './l10n/Rich';

type Boot =
  | { state: 'starting' }
  | { state: 'ready'; workspace: string | null; scale: DisplayScale }
  | { state: 'failed'; message: string };

/** Until the host answers `ready` no view that needs the scale is shown. */
const NO_SCALE: DisplayScale = {
  levels: [{ id: 'noise', label: { en: '', fr: '' }, min: 0, action: { en: '', fr: '' } }],
  observationTypes: [],
};

/** Until the host says (in its answer to `ready`), the browser's language is the best guess. */
const guessedLocale = () => (typeof navigator !== 'undefined' ? navigator.language : 'en');

const defaultNow = () => performance.now();
const STATUS_MS = 12_000;

export function App({
  channel,
  store: givenStore,
  now = defaultNow,
}: {
  channel: HostChannel;
  store?: DataStore;
  now?: () => number;
}) {
  const store = useMemo(() => givenStore ?? new DataStore(), [givenStore]);
  const [ui, setUi] = useUiState(channel.api);
  const [boot, setBoot] = useState<Boot>({ state: 'starting' });
  const [status, setStatus] = useState<{ text: string; tone: 'info' | 'error'; seq: number } | null>(null);
  const [openedThread, setOpenedThread] = useState<string | null>(null);
  const [evolveOpen, setEvolveOpen] = useState(false);
  const [l10n, setL10n] = useState<L10n>(() => createL10n(guessedLocale()));
  useEffect(() => {
    channel.l10n = l10n;
  }, [channel, l10n]);
  const readySentAt = useRef(0);

  const handshake = useCallback(() => {
    setBoot({ state: 'starting' });
    readySentAt.current = now();
    channel.request('ready', { protocol: WEBVIEW_PROTOCOL_VERSION }).then(
      (r) => {
        setL10n((current) => (r.locale && r.locale !== current.locale ? createL10n(r.locale) : current));
        setBoot({ state: 'ready', workspace: r.workspace, scale: r.scale });
      },
      (e: Error) => setBoot({ state: 'failed', message: e.message }),
    );
  }, [channel, now]);

  useEffect(() => {
    const offUpdate = channel.on('update', (u) => store.apply(u));
    const offNav = channel.on('navigate', (n) => {
      setUi({ tab: n.tab });
      if (n.evolve) setEvolveOpen(true);
    });
    handshake();
    return () => {
      offUpdate();
      offNav();
    };
  }, [channel, store, handshake, setUi]);

  // First render with data: report the time since `ready` was sent (logged by the host).
  const hasData = useSyncExternalStore(store.subscribe, () => store.hasAnyData());
  const reported = useRef(false);
  useEffect(() => {
    if (!hasData || reported.current) return;
    reported.current = true;
    channel.emit('firstData', { ms: Math.max(0, Math.round(now() - readySentAt.current)) });
  }, [hasData, channel, now]);

  // A result stays on screen for a while, then the line empties (screen readers heard it).
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus((s) => (s?.seq === status.seq ? null : s)), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const services: AppServices = useMemo(
    () => ({
      channel,
      store,
      ui,
      setUi,
      announce: (text, tone = 'info') => setStatus((s) => ({ text, tone, seq: (s?.seq ?? 0) + 1 })),
      navigate: (tab: TabId) => setUi({ tab }),
      openThread: (id: string) => {
        setOpenedThread(id);
        setUi({ tab: 'threads' });
      },
      openedThread,
      closeThread: () => setOpenedThread(null),
      openEvolve: () => {
        setEvolveOpen(true);
        setUi({ tab: 'learned' });
      },
      scale: boot.state === 'ready' ? boot.scale : NO_SCALE,
    }),
    [channel, store, ui, setUi, openedThread, boot],
  );

  const patterns = useSyncExternalStore(store.subscribe, () => store.get('patterns'));
  const rules = useSyncExternalStore(store.subscribe, () => store.get('rules'));
  const instincts = useSyncExternalStore(store.subscribe, () => store.get('instincts'));
  const skills = useSyncExternalStore(store.subscribe, () => store.get('skills'));
  const candidates =
    (patterns.state === 'ok' ? patterns.data.filter((p) => p.state === 'candidate').length : 0) +
    (rules.state === 'ok' ? rules.data.filter((r) => r.status === 'candidate' && !r.inForce).length : 0);
  const learned =
    (instincts.state === 'ok' ? instincts.data.length : 0) + (skills.state === 'ok' ? skills.data.length : 0);
  const { t } = l10n;
  const tabs: TabSpec<TabId>[] = [
    { id: 'review', label: t('tab.review'), icon: 'inbox', count: candidates },
    { id: 'learned', label: t('tab.learned'), icon: 'lightbulb', count: learned },
    { id: 'threads', label: t('tab.threads'), icon: 'comment-discussion' },
    { id: 'graph', label: t('tab.graph'), icon: 'type-hierarchy' },
    { id: 'activity', label: t('tab.activity'), icon: 'pulse' },
  ];

  let body;
  if (boot.state === 'starting') body = <Spinner label={t('app.connecting')} />;
  else if (boot.state === 'failed')
    body = (
      <EmptyState
        icon="debug-disconnect"
        title={t('app.unreachable')}
        actions={<Button onClick={handshake}>{t('app.retry')}</Button>}
      >
        <p>{boot.message}</p>
      </EmptyState>
    );
  else if (boot.workspace === null)
    body = (
      <EmptyState
        icon="folder-opened"
        title={t('app.openFolder.title')}
        actions={
          <Button
            icon="folder-opened"
            onClick={() =>
              void runAction(
                services,
                () => channel.request('runCommand', { command: 'workbench.action.files.openFolder' }),
                (r) => r.message,
              )
            }
          >
            {t('app.openFolder.button')}
          </Button>
        }
      >
        <p>
          <Rich
            text={t('app.openFolder.body')}
            parts={{ act: <code>.act/</code>, patterns: <code>.agent/patterns/</code> }}
          />
        </p>
      </EmptyState>
    );
  else
    body = (
      <TabPanel id={ui.tab}>
        {ui.tab === 'review' ? <ReviewQueue /> : null}
        {/* The preview belongs to the Learned view, where Evolve is asked for: hidden (not closed) on other tabs, which it never displaces. */}
        {evolveOpen ? (
          <div hidden={ui.tab !== 'learned'}>
            <EvolvePanel onClose={() => setEvolveOpen(false)} />
          </div>
        ) : null}
        {ui.tab === 'learned' ? <Learned /> : null}
        {ui.tab === 'threads' ? <Threads /> : null}
        {ui.tab === 'graph' ? <Bridges /> : null}
        {ui.tab === 'activity' ? <Activity /> : null}
      </TabPanel>
    );

  return (
    <L10nContext.Provider value={l10n}>
      <AppContext.Provider value={services}>
        <div className="app" lang={l10n.language}>
          <header className="app-header">
            {/* Evolve and Refresh live in the view's title bar (native actions, act.sidebar.*). */}
            <Tabs tabs={tabs} selected={ui.tab} onSelect={(tab) => setUi({ tab })} label={t('tabs.label')} />
          </header>
          <main className="app-main">{body}</main>
          <div
            className={`status-line${status ? '' : ' empty'}${status?.tone === 'error' ? ' error' : ''}`}
            role={status?.tone === 'error' ? 'alert' : 'status'}
            aria-live={status?.tone === 'error' ? 'assertive' : 'polite'}
          >
            {status ? <span key={status.seq}>{status.text}</span> : null}
          </div>
        </div>
      </AppContext.Provider>
    </L10nContext.Provider>
  );
}
