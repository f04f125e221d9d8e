import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { RecordConflict } from '../../api/record.ts';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { FieldMeta } from '../../../resources/define.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

/** One form value someone else changed: its label, what this form read and what is stored now. */
export interface ChangedField {
  name: string;
  label: string;
  before: string;
  after: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function shown(field: FieldMeta, value: unknown, t: LooseTranslate): string {
  if (value === null || value === undefined || value === '') return t('admin.form.changed.empty');
  if (typeof value === 'boolean') return t(value ? 'admin.list.yes' : 'admin.list.no');
  const option = field.options?.find((item) => item.value === value);
  if (option) return t(option.label);
  if (field.input === 'money' && typeof value === 'number') return formatKopecks(value);
  if (Array.isArray(value)) return value.join(', ');
  // An object of parts (an address): its filled parts in order.
  return typeof value === 'object' && value !== null ? Object.values(value).filter(Boolean).join(', ') : String(value);
}

/** The form's fields whose stored value differs from the one this form read, in form order. */
export function changedFields(fields: readonly FieldMeta[], conflict: RecordConflict, t: LooseTranslate): ChangedField[] {
  return fields.flatMap((field) => {
    const label = t(field.label);
    const columns = field.translated
      ? (['ua', 'ru'] as const).map((locale) => ({ name: `${field.name}_${locale}`, label: `${label} (${t(`admin.form.language.${locale}`)})` }))
      : [{ name: field.name, label }];
    return columns
      .filter(({ name }) => !same(conflict.read[name], conflict.current[name]))
      .map(({ name, label: columnLabel }) => ({
        name,
        label: columnLabel,
        before: shown(field, conflict.read[name], t),
        after: shown(field, conflict.current[name], t),
      }));
  });
}

interface RecordChangedAlertProps {
  fields: readonly FieldMeta[];
  conflict: RecordConflict;
  t: LooseTranslate;
  onReload: () => void;
  onKeep: () => void;
}

/**
 * A save refused because someone else changed the record (docs/decisions/192): what they changed, old → new,
 * and the two ways on: take their version, or keep this form's values and overwrite on the next save.
 */
export function RecordChangedAlert({ fields, conflict, t, onReload, onKeep }: RecordChangedAlertProps) {
  const changes = changedFields(fields, conflict, t);
  return (
    <Alert color="blue" role="alert" title={t('admin.form.changed.title')}>
      <Text size="sm">{t('admin.form.changed.text')}</Text>
      {changes.length > 0 ? (
        <List size="sm" mt="xs">
          {changes.map((change) => (
            <List.Item key={change.name}>
              <Text span fw={600} size="sm">
                {change.label}
              </Text>
              {`: ${change.before} → ${change.after}`}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" mt="xs">
          {t('admin.form.changed.unseen')}
        </Text>
      )}
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onReload} title={t('admin.form.changed.reload.hint')}>
          {t('admin.form.changed.reload')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          {t('admin.form.changed.keep')}
        </Button>
      </Group>
    </Alert>
  );
}
