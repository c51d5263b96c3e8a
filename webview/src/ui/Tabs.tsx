// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select; only the
// selected tab is in the tab order. Our own (not vscode-tabs) so that panels render lazily and
// the strip can put each label under its icon in a narrow sidebar (see styles.css).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  icon: string;
  /** Count shown after the label (e.g. candidates waiting); hidden when 0 or undefined. */
  count?: number;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  idPrefix?: string;
}

export function Tabs<T extends string>({ tabs, selected, onSelect, label, idPrefix = 'tab' }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    refs.current.get(tabs[next].id)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const active = t.id === selected;
        const name = t.count ? `${t.label} (${t.count})` : t.label;
        return (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${t.id}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${t.id}`}
            aria-label={name}
            title={name}
            tabIndex={active ? 0 : -1}
            className={`tab${active ? ' tab-active' : ''}`}
            onClick={() => onSelect(t.id)}
          >
            <span className="tab-icon">
              <Icon name={t.icon} />
              {t.count ? (
                <span className="tab-count" aria-hidden="true">
                  {t.count}
                </span>
              ) : null}
            </span>
            <span className="tab-label">{t.label}</span>
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, idPrefix = 'tab', children }: { id: string; idPrefix?: string; children: ReactNode }) {
  return (
    <div className="tab-panel" role="tabpanel" id={`${idPrefix}-panel-${id}`} aria-labelledby={`${idPrefix}-${id}`}>
      {children}
    </div>
  );
}
