/**
 * The visitor's comparison lists (docs/decisions/110): no account needed, so they live in this browser's
 * localStorage, one list of ids per kind. SSR-safe: nothing touches `window` until a browser calls in,
 * and the server (and the first client render) sees empty lists.
 */
import { localStore } from '../../shell/web-storage.ts';

export type CompareKind = 'doctors' | 'medical-institutions';

/** Four side by side is what fits a laptop screen; a phone shows two of them at a time (docs/decisions/185). */
export const COMPARE_LIMITS: Readonly<Record<CompareKind, number>> = { doctors: 4, 'medical-institutions': 4 };

export type CompareResult = { ok: true } | { ok: false; reason: 'limit' };

const STORAGE_KEY = 'vizyt.compare';
const EMPTY: readonly number[] = Object.freeze([]);
type Lists = Record<CompareKind, readonly number[]>;

let lists: Lists | null = null;
const listeners = new Set<() => void>();

// Private modes and blocked storage throw on access: the list then lives as long as the page.
const storage = localStore;

function ids(value: unknown, kind: CompareKind): readonly number[] {
  if (!Array.isArray(value)) return EMPTY;
  const valid = value.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(valid)].slice(0, COMPARE_LIMITS[kind]);
}

function load(): Lists {
  if (lists) return lists;
  let stored: Partial<Record<CompareKind, unknown>> = {};
  try {
    stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}') as typeof stored;
  } catch {
    // A corrupted entry (edited by hand, another app's value) starts the lists over.
  }
  lists = { doctors: ids(stored?.doctors, 'doctors'), 'medical-institutions': ids(stored?.['medical-institutions'], 'medical-institutions') };
  return lists;
}

function save(next: Lists): void {
  lists = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: keep the in-memory list for this page.
  }
  for (const listener of listeners) listener();
}

/** The ids being compared, in the order they were added (a stable array until the list changes). */
export function readCompare(kind: CompareKind): number[] {
  if (typeof window === 'undefined') return EMPTY as number[];
  return load()[kind] as number[];
}

/** Adds or removes one; adding past the kind's limit is refused. */
export function toggleCompare(kind: CompareKind, id: number): CompareResult {
  const current = load();
  const list = current[kind];
  if (list.includes(id)) {
    save({ ...current, [kind]: list.filter((item) => item !== id) });
    return { ok: true };
  }
  if (list.length >= COMPARE_LIMITS[kind]) return { ok: false, reason: 'limit' };
  save({ ...current, [kind]: [...list, id] });
  return { ok: true };
}

/** Called on every change, here or in another tab; returns the unsubscribe function. */
export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    lists = null;
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** For tests: forget what was read, so the next read goes to storage again. */
export function resetCompareCache(): void {
  lists = null;
}
