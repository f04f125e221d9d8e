import { Alert, Button, Group, List, Progress, Stack, Table, Text } from '@mantine/core';
import { isFinishedImport, type TImportJob } from '../../../../contracts/imports.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';

const CREATED_ORDER = ['institutions', 'doctors', 'services', 'workplaces', 'specializations', 'languages', 'features'];

/** Where the import is (a progress bar the browser fills from polling), then what it created or why not, row by row. */
export function ImportProgress({ job, t, onCancel, cancelling }: { job: TImportJob; t: LooseTranslate; onCancel: () => void; cancelling: boolean }) {
  const finished = isFinishedImport(job.status);
  const status = t(`admin.import.status.${job.status}`, { done: job.done, total: job.total });
  const color = job.status === 'succeeded' ? 'green' : finished ? 'red' : 'brand';
  return (
    <Stack gap="sm" data-import-status={job.status}>
      <Progress.Root size="xl" aria-hidden={false}>
        <Progress.Section value={job.percent} color={color} animated={!finished} aria-label={t('admin.import.progress')} />
      </Progress.Root>
      <Group justify="space-between" wrap="wrap">
        <Text aria-live="polite" fw={finished ? 600 : undefined}>
          {status}
        </Text>
        {!finished && job.status !== 'writing' && (
          <Button variant="default" size="xs" onClick={onCancel} loading={cancelling} disabled={job.cancel_requested}>
            {t('admin.import.cancel')}
          </Button>
        )}
      </Group>
      {job.status === 'succeeded' && (
        // The title in the text colour: green on the light green ground is below 4.5:1.
        <Alert color="green" title={t('admin.import.created')} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <List>
            {CREATED_ORDER.filter((name) => job.created[name]).map((name) => (
              <List.Item key={name}>{t(`admin.import.created.${name}`, { count: job.created[name] })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" title={job.message ?? t('admin.import.status.failed')} role="alert">
          {job.error_count > job.errors.length && <Text size="sm">{t('admin.import.errors.count', { count: job.error_count, shown: job.errors.length })}</Text>}
        </Alert>
      )}
      {job.errors.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder fz="sm" data-import-errors>
            <Table.Caption>{t('admin.import.errors')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.import.errors.row')}</Table.Th>
                <Table.Th scope="col">{t('admin.import.errors.column')}</Table.Th>
                <Table.Th scope="col">{t('admin.import.errors.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.errors.map((error, index) => (
                <Table.Tr key={`${error.row}-${error.column}-${index}`}>
                  <Table.Td>{error.row > 0 ? error.row : t('admin.import.errors.file')}</Table.Td>
                  <Table.Td>{error.column ? <code>{error.column}</code> : ''}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
