import { useQueries } from '@tanstack/react-query';
import type { ColumnMeta } from '../../../resources/define.ts';
import { browserApi } from '../../api/browser.ts';
import type { Locale } from '../../i18n/locale.ts';
import { relationTitle } from './relation-input.tsx';

type Row = Record<string, unknown> & { id: number };

/**
 * The names of the records a page of a list refers to (a service's doctor, a review's clinic): one query per
 * relation column for the ids on the page, so cells show "Шевчук Павло Андрійович · #812", never a bare id. Someone
 * who may not read the related resource sees its number, without an error toast.
 */
export function useRelationNames(columns: readonly ColumnMeta[], rows: readonly Row[], locale: Locale): Map<string, Map<number, string>> {
  const related = columns.filter((column) => column.relation);
  const results = useQueries({
    queries: related.map((column) => {
      const ids = [...new Set(rows.map((row) => row[column.name]).filter((value): value is number => typeof value === 'number'))].sort((a, b) => a - b);
      const target = column.relation!.resource;
      return {
        queryKey: ['admin', target, 'names', ids.join(','), locale],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          browserApi().list<Row>(target, { limit: 100, filters: { id: { $in: ids.join(',') } } }, { signal, headers: { 'Accept-Language': locale }, expected: [403] }),
        enabled: ids.length > 0,
        staleTime: 60_000,
      };
    }),
  });
  const names = new Map<string, Map<number, string>>();
  related.forEach((column, index) => {
    const found = results[index]?.data?.data ?? [];
    names.set(column.name, new Map(found.map((row) => [row.id, relationTitle(row, column.relation?.labelField)])));
  });
  return names;
}
