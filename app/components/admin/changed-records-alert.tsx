import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { LooseTranslate } from './use-resource-screen.ts';

interface ChangedRecordsAlertProps {
  /** The titles of the records someone else changed since the list showed them. */
  names: readonly string[];
  /** The refused batch was a restore from trash (else a delete). */
  restore: boolean;
  t: LooseTranslate;
  onReload: () => void;
  onClose: () => void;
}

/**
 * A batch delete or restore refused because records changed since the list showed them (docs/decisions/213):
 * which ones, and a reload so the person sees the new data before choosing again.
 */
export function ChangedRecordsAlert({ names, restore, t, onReload, onClose }: ChangedRecordsAlertProps) {
  return (
    <Alert color="orange" role="alert" title={t('admin.list.changed.title')}>
      <Text size="sm">{t(restore ? 'admin.list.changed.text.restore' : 'admin.list.changed.text')}</Text>
      <List size="sm" mt="xs">
        {names.map((name, index) => (
          <List.Item key={`${index}-${name}`}>{name}</List.Item>
        ))}
      </List>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onReload}>
          {t('admin.list.changed.reload')}
        </Button>
        <Button size="xs" variant="default" onClick={onClose}>
          {t('admin.list.changed.close')}
        </Button>
      </Group>
    </Alert>
  );
}
