import '../../shell/dialog-styles.ts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useT } from '../../i18n/use-t.ts';

/**
 * A schedule form in a dialog (a timesheet, a rule of it, a clinic's day): the form's error above its fields,
 * announced and focused (form-state.ts), and at its foot cancel, which closes the dialog, and save, which submits.
 */
export function FormDialog({
  opened = true,
  onClose,
  title,
  size,
  onSubmit,
  busy,
  message,
  alertRef,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: string;
  size: 'md' | 'lg';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  message: string | null;
  alertRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': t('modal.close') }}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Stack>
          {message ? (
            <Alert ref={alertRef} tabIndex={-1} color="red" role="alert">
              {message}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('schedule.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('schedule.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
