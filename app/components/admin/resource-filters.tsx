import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FieldMeta } from '../../../resources/define.ts';
import { readPeriod, writePeriod } from './period.ts';
import { RelationInput } from './relation-input.tsx';
import type { LooseTranslate } from './use-resource-screen.ts';

interface FiltersProps {
  fields: readonly FieldMeta[];
  search: string;
  values: Record<string, string>;
  onChange: (next: { search: string; filters: Record<string, string> }) => void;
  t: LooseTranslate;
}

/** The search box and the resource's filters (SPEC: `admin.filters`), applied as the user types. */
export function ResourceFilters({ fields, search, values, onChange, t }: FiltersProps) {
  const [draft, setDraft] = useState({ search, filters: values });
  const serialized = JSON.stringify(values);
  // Follows the URL (back/forward, reset); compared by content since the parent rebuilds the object.
  useEffect(() => setDraft({ search, filters: JSON.parse(serialized) as Record<string, string> }), [search, serialized]);
  const apply = useDebouncedCallback((next: typeof draft) => onChange(next), 400);

  const update = (next: typeof draft, immediate: boolean) => {
    setDraft(next);
    if (immediate) onChange(next);
    else apply(next);
  };
  const setFilter = (name: string, value: string | null, immediate: boolean) =>
    update({ ...draft, filters: { ...draft.filters, [name]: value ?? '' } }, immediate);
  const active = draft.search !== '' || Object.values(draft.filters).some((value) => value !== '');

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('admin.list.filters')}>
      <TextInput
        label={t('admin.list.search')}
        placeholder={t('admin.list.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft.search}
        onChange={(event) => update({ ...draft, search: event.currentTarget.value }, false)}
        type="search"
      />
      {fields.map((field) => {
        const label = t(field.label);
        const value = draft.filters[field.name] ?? '';
        if (field.input === 'text' || field.input === 'textarea' || field.input === 'number') {
          return (
            <TextInput
              key={field.name}
              label={label}
              value={value}
              inputMode={field.input === 'number' ? 'numeric' : undefined}
              onChange={(event) => setFilter(field.name, event.currentTarget.value, false)}
            />
          );
        }
        if (field.input === 'date' || field.input === 'datetime') {
          const period = readPeriod(value);
          const setEnd = (end: 'from' | 'to', day: string) => setFilter(field.name, writePeriod({ ...period, [end]: day }), true);
          return (['from', 'to'] as const).map((end) => (
            <TextInput
              key={`${field.name}-${end}`}
              type="date"
              label={t(`admin.list.period.${end}`, { label })}
              value={period[end]}
              onChange={(event) => setEnd(end, event.currentTarget.value)}
              data-period={`${field.name}-${end}`}
              w={170}
            />
          ));
        }
        if (field.input === 'relation') {
          return (
            <RelationInput
              key={field.name}
              field={field}
              label={label}
              value={value}
              onChange={(next) => setFilter(field.name, next === null ? '' : String(next), true)}
              t={t}
              width={240}
            />
          );
        }
        const data =
          field.input === 'boolean'
            ? [
                { value: 'true', label: t('admin.list.yes') },
                { value: 'false', label: t('admin.list.no') },
              ]
            : (field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
        return (
          <Select
            key={field.name}
            label={label}
            data={data}
            value={value || null}
            placeholder={t('admin.list.any')}
            clearable
            onChange={(next) => setFilter(field.name, next, true)}
            w={180}
          />
        );
      })}
      {active && (
        <Button variant="subtle" onClick={() => update({ search: '', filters: {} }, true)}>
          {t('admin.list.filters.reset')}
        </Button>
      )}
    </Group>
  );
}
