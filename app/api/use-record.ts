import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Attributes } from './record-errors.ts';
import { ApiRecord, type RecordOptions, type RecordSnapshot } from './record.ts';

export interface UseRecordResult extends RecordSnapshot {
  record: ApiRecord;
  /** The record could not be loaded at all (fatal before any data arrived). */
  failed: boolean;
  setField: (name: string, value: unknown) => void;
}

/**
 * A record for a form: loads it when an id is given, re-renders on every change of attributes,
 * flags and errors. The record is made once per route/id; pass stable options.
 */
export function useRecord(options: RecordOptions & { id?: string | number; initial?: Attributes }): UseRecordResult {
  const { id, route, initial } = options;
  const record = useMemo(
    () => new ApiRecord({ ...options, attributes: id === undefined ? { ...initial } : { ...initial, id } }),
    // The record is rebuilt only for another endpoint or identifier; other options are read at creation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route, id],
  );
  const snapshot = useSyncExternalStore(
    (listener) => record.subscribe(listener),
    () => record.snapshot,
    () => record.snapshot,
  );

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    record.fetch(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [record, id]);

  return {
    ...snapshot,
    record,
    failed: snapshot.fatal && id !== undefined && Object.keys(snapshot.attributes).length <= 1,
    setField: (name, value) => record.set({ [name]: value }),
  };
}
