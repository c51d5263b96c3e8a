// Thread weight from solicitation (docs/seeds/003.md §3.1: "calculée par sollicitation") with decay: every
// message routed to a thread solicits it; solicitations halve every week of silence; weight =
// 1 - exp(-s / 3), so one message gives 0.28, three give 0.63, ten give 0.96. The modes bound
// the active threads; freeing a slot suspends the lowest weight, then the oldest activity,
// never a thread the current message relates to.
import type { Thread } from './types';

export const HALF_LIFE_MS = 7 * 24 * 3600 * 1000;
/** Suspended threads this faint and idle this long are archived (dormant, still reactivable). */
export const ARCHIVE_WEIGHT = 0.05;
export const ARCHIVE_IDLE_MS = 30 * 24 * 3600 * 1000;

export const MODES = { max: 200, heavy: 100, normal: 50, light: 15 } as const;
export type MemoryMode = keyof typeof MODES;

export function decayedSolicitation(t: Pick<Thread, 'solicitation' | 'lastActiveMs'>, nowMs: number): number {
  const dt = Math.max(0, nowMs - t.lastActiveMs);
  return t.solicitation * Math.pow(0.5, dt / HALF_LIFE_MS);
}

export function weightOf(solicitation: number): number {
  return 1 - Math.exp(-solicitation / 3);
}

export function currentWeight(t: Pick<Thread, 'solicitation' | 'lastActiveMs'>, nowMs: number): number {
  return weightOf(decayedSolicitation(t, nowMs));
}

/** Records one solicitation at nowMs. */
export function solicit(t: Thread, nowMs: number, amount = 1): void {
  t.solicitation = decayedSolicitation(t, nowMs) + amount;
  t.lastActiveMs = Math.max(t.lastActiveMs, nowMs);
  t.weight = weightOf(t.solicitation);
}

/** Which active threads to suspend so that at most `limit` stay active. */
export function threadsToSuspend(
  active: Thread[],
  limit: number,
  protect: ReadonlySet<string>,
  nowMs: number,
): Thread[] {
  const excess = active.length - limit;
  if (excess <= 0) return [];
  const order = (pool: Thread[]) =>
    pool
      .map((t) => ({ t, w: currentWeight(t, nowMs) }))
      .sort((a, b) => a.w - b.w || a.t.lastActiveMs - b.t.lastActiveMs)
      .map((x) => x.t);
  const unrelated = order(active.filter((t) => !protect.has(t.id)));
  // Only when every active thread relates to the message do related ones give up their slot.
  const related = order(active.filter((t) => protect.has(t.id)));
  return [...unrelated, ...related].slice(0, excess);
}

export function shouldArchive(t: Thread, nowMs: number): boolean {
  return (
    t.status === 'suspended' && currentWeight(t, nowMs) < ARCHIVE_WEIGHT && nowMs - t.lastActiveMs > ARCHIVE_IDLE_MS
  );
}
