import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldMeta } from '../../../resources/define.ts';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/use-t.ts';
import { relationTitle } from './relation-input.tsx';
import type { LooseTranslate } from './use-resource-screen.ts';

type Row = Record<string, unknown> & { id: number };

const PICK_LIMIT = 20;
/** How many related records one field may hold (the rule of the field says the same). */
const MAX_CHOSEN = 200;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/**
 * Several records of another resource (a doctor's specializations, a clinic's doctors), picked by typing
 * part of their names (docs/decisions/179, 195). The chosen ones show by name with their ids; the server
 * searches the target's searchable fields.
 */
export function RelationMultiInput({
  field,
  id,
  label,
  accessibleName,
  required,
  disabled,
  error,
  value,
  onChange,
  t,
}: {
  field: FieldMeta;
  id?: string;
  label: string;
  accessibleName?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value: unknown;
  onChange: (next: number[]) => void;
  t: LooseTranslate;
}) {
  const { locale } = useT();
  const target = field.relation?.resource ?? '';
  const current = ids(value);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const headers = { 'Accept-Language': locale };

  const chosen = useQuery({
    queryKey: ['admin', target, 'many', [...current].sort((a, b) => a - b).join(','), locale],
    // The whole chosen set by id (a clinic's doctors may pass a page's limit of 100).
    queryFn: ({ signal }) => browserApi().all<Row>(target, { filters: { id: { $in: current.join(',') } } }, { signal, headers }),
    enabled: current.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useQuery({
    queryKey: ['admin', target, 'pick', debounced, locale],
    queryFn: ({ signal }) => browserApi().list<Row>(target, { limit: PICK_LIMIT, ...(debounced.trim() && { search: debounced.trim() }) }, { signal, headers }),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const rows = new Map<number, Row>();
  for (const row of chosen.data?.data ?? []) rows.set(row.id, row);
  for (const row of found.data?.data ?? []) rows.set(row.id, row);
  // A chosen id whose record is not (yet) loaded still shows, as its number.
  for (const chosenId of current) if (!rows.has(chosenId)) rows.set(chosenId, { id: chosenId });
  const data = [...rows.values()].map((row) => ({ value: String(row.id), label: relationTitle(row, field.relation?.labelField) }));

  return (
    <MultiSelect
      id={id}
      label={label}
      aria-label={accessibleName}
      required={required}
      disabled={disabled}
      error={error}
      data={data}
      value={current.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={({ options }) => options}
      placeholder={current.length ? undefined : t('admin.relation.placeholder')}
      nothingFoundMessage={found.isFetching ? t('admin.loading') : t('admin.relation.none')}
      clearable={!required}
      hidePickedOptions
      maxValues={MAX_CHOSEN}
    />
  );
}
