import { Input, Table, Text } from '@mantine/core';
import { translatedOr } from './cell.tsx';
import type { LooseTranslate } from './use-resource-screen.ts';

type Change = { before?: unknown; after?: unknown };

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Whether a line's `changes` are before / after pairs (a write) rather than what was read (ids, a search). */
function isDifference(value: Record<string, unknown>): value is Record<string, Change> {
  return Object.values(value).every((item) => typeof item === 'object' && item !== null && ('before' in item || 'after' in item));
}

/**
 * An action-log line's `changes` (docs/decisions/197): for a write, a table of the fields it changed with
 * their values before and after; for a read, what was read. Field names show by their labels where known.
 */
export function ChangesView({ id, label, value, t }: { id: string; label: string; value: unknown; t: LooseTranslate }) {
  const changes = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  return (
    <Input.Wrapper id={id} label={label}>
      {!changes || Object.keys(changes).length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.changes.none')}
        </Text>
      ) : isDifference(changes) ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder aria-label={label} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.changes.field')}</Table.Th>
                <Table.Th scope="col">{t('admin.changes.before')}</Table.Th>
                <Table.Th scope="col">{t('admin.changes.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(changes).map(([field, change]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={500}>
                    {translatedOr(t, `field.${field.replace(/_(ua|ru)$/, '')}`, field)}
                    {/_(ua|ru)$/.test(field) ? ` (${field.slice(-2).toUpperCase()})` : ''}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" td="line-through" c="dimmed">
                      {shown(change.before)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{shown(change.after)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {Object.entries(changes)
            .map(([key, item]) => `${key}: ${shown(item)}`)
            .join(' · ')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
