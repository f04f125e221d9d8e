import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldMeta } from '../../../resources/define.ts';
import { browserApi } from '../../api/browser.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

type Row = Record<string, unknown> & { id: number };

const PICK_LIMIT = 20;
const TITLE_FIELDS = ['name', 'full_name', 'title', 'author_name', 'code', 'application_number'] as const;

/** A related record's name as staff know it: the field the relation names, else the first of its usual title fields (cut at 80). */
export function relationName(row: Record<string, unknown>, labelField?: string): string {
  // People (employees, patients) are named by their surname and name, then their e-mail.
  const person = [row.last_name, row.first_name].filter((part) => typeof part === 'string' && part !== '').join(' ') || row.email;
  const value =
    (labelField && row[labelField]) || TITLE_FIELDS.map((name) => row[name]).find((candidate) => typeof candidate === 'string' && candidate !== '') || person;
  const title = typeof value === 'string' ? value : '';
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
}

/** The name with the record's id beside it ("Шевчук Павло Андрійович · #812"). */
export function relationTitle(row: Row, labelField?: string): string {
  const short = relationName(row, labelField);
  return short ? `${short} · #${row.id}` : `#${row.id}`;
}

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale } });

/**
 * A reference to another resource's record, picked by typing part of its name (docs/decisions/179):
 * the server searches the target's searchable fields; the chosen record shows by name, its
 * id beside it, never as a bare number to type.
 */
export function RelationInput({
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
  width,
}: {
  field: FieldMeta;
  id?: string;
  label: string;
  accessibleName?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value: unknown;
  onChange: (next: number | null) => void;
  t: LooseTranslate;
  width?: number;
}) {
  const { locale } = useT();
  const target = field.relation?.resource ?? '';
  const current = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : null;
  const [search, setSearch] = useState('');
  // Open to choose: what is typed searches; the chosen record's own name in the box does not.
  const [open, setOpen] = useState(false);

  // Read through the list by its id: a record that is gone (or, in the action log, an account of another kind) is an
  // empty page, not a 404 the browser reports as a failed load.
  const chosen = useQuery({
    queryKey: ['admin', target, 'one', current, locale],
    queryFn: async ({ signal }) => {
      const page = await browserApi().list<Row>(target, { filters: { id: { $eq: current } }, limit: 1 }, { signal, ...languageHeader(locale) });
      return page.data[0] ?? null;
    },
    enabled: current !== null,
    staleTime: 60_000,
  });
  const chosenLabel = chosen.data ? relationTitle(chosen.data, field.relation?.labelField) : null;
  const [debounced] = useDebouncedValue(search === chosenLabel ? '' : search, 300);
  const found = useQuery({
    queryKey: ['admin', target, 'pick', debounced, locale],
    queryFn: ({ signal }) =>
      browserApi().list<Row>(target, { limit: PICK_LIMIT, ...(debounced.trim() && { search: debounced.trim() }) }, { signal, ...languageHeader(locale) }),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const rows = new Map<number, Row>();
  if (chosen.data) rows.set(chosen.data.id, chosen.data);
  const missing = current !== null && (chosen.isError || chosen.data === null);
  // A read-only field keeps showing the id it holds; only a field staff can change asks for another record.
  if (missing && disabled) rows.set(current, { id: current });
  for (const row of found.data?.data ?? []) rows.set(row.id, row);
  const data = [...rows.values()].map((row) => ({ value: String(row.id), label: relationTitle(row, field.relation?.labelField) }));

  return (
    <Select
      id={id}
      label={label}
      aria-label={accessibleName}
      required={required}
      disabled={disabled}
      error={error ?? (missing && !disabled ? t('admin.relation.missing', { id: current }) : undefined)}
      description={missing && disabled ? t('admin.relation.gone', { id: current }) : undefined}
      data={data}
      value={current === null ? null : String(current)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      // The server already matched the text; the list shows what it answered.
      filter={({ options }) => options}
      placeholder={t('admin.relation.placeholder')}
      nothingFoundMessage={found.isFetching ? t('admin.loading') : t('admin.relation.none')}
      clearable={!required}
      w={width}
    />
  );
}
