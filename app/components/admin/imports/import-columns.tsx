import { Anchor, Group, Table, Text } from '@mantine/core';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from '../../../../contracts/imports.ts';
import { importTemplate } from '../../../../contracts/routes/imports.ts';
import { routeUrl } from '../../../api/route-url.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';

function hint(column: ImportColumn, t: LooseTranslate): string {
  return [
    column.values ? t('admin.import.hint.values', { values: column.values.join(', ') }) : '',
    column.lookup ? t(`admin.import.hint.lookup.${column.lookup}`) : '',
    column.list ? t('admin.import.hint.list') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The template to download and the file's columns, documented: name, label, required, values, example. */
export function ImportColumns({ kind, locale, t }: { kind: ImportKind; locale: Locale; t: LooseTranslate }) {
  const template = (format: 'csv' | 'xlsx') => `${routeUrl(importTemplate, { file: `${kind}.${format}` })}?locale=${locale}`;
  return (
    <section aria-labelledby="import-columns-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Text id="import-columns-title" fw={600} component="h2" size="lg">
          {t('admin.import.columns')}
        </Text>
        <Group gap="md">
          <Anchor href={template('csv')} download>
            {t('admin.import.template.csv')}
          </Anchor>
          <Anchor href={template('xlsx')} download>
            {t('admin.import.template.xlsx')}
          </Anchor>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {t('admin.import.columns.note')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.import.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('admin.import.columns.label')}</Table.Th>
              <Table.Th scope="col">{t('admin.import.columns.required')}</Table.Th>
              <Table.Th scope="col">{t('admin.import.columns.values')}</Table.Th>
              <Table.Th scope="col">{t('admin.import.columns.example')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {IMPORT_COLUMNS[kind].map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td>
                  <code>{column.name}</code>
                </Table.Td>
                <Table.Td>{t(`admin.import.column.${column.name}`)}</Table.Td>
                <Table.Td>{column.required ? t('admin.import.columns.yes') : ''}</Table.Td>
                <Table.Td>{hint(column, t)}</Table.Td>
                <Table.Td>{column.example}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
