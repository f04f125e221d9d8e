import { Button, Group } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** The foot of a schedule dialog: cancel closes it, save submits its form. */
export function DialogActions({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('schedule.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('schedule.save')}
      </Button>
    </Group>
  );
}
