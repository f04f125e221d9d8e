import '../../shell/dialog-styles.ts';
import { Alert, Button, Group, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAppointment } from '../../../contracts/booking.ts';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../forms/form-errors.ts';
import { rescheduleAppointment, slotsQuery } from './booking-api.ts';
import { AppointmentWhen } from './appointment-parts.tsx';
import { findSlot, SlotPicker, type SlotChoice } from './slot-picker.tsx';
import classes from './booking.module.css';

/** A new time for an appointment: the booking page's slot picker over the same doctor, service and place. */
export function RescheduleDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: TAppointment;
  onClose: () => void;
  onDone: (updated: TAppointment) => void;
}) {
  const { t } = useT();
  const service = appointment.service!;
  const institution = appointment.institution!;
  const slots = useQuery(slotsQuery(appointment.doctor.id, service.id, institution.id));
  const [choice, setChoice] = useState<SlotChoice>({ date: null, start: null });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const days = slots.data?.days ?? [];
  const date = choice.date ?? days.find((day) => day.slots.length > 0)?.date ?? null;
  const chosen = findSlot(days, choice.start);

  async function save() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      onDone((await rescheduleAppointment(appointment.id, chosen.slot.start)).data);
    } catch (failure) {
      if (!isApiError(failure) || failure.reason !== 'http') return;
      setError(
        failure.status === 409 ? (failure.body?.message ?? t('booking.slot.taken')) : Object.values(failure.fieldErrors).flat().join(' ') || t('error.occured'),
      );
      setChoice((current) => ({ ...current, start: null }));
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('booking.reschedule.title')} size="lg" closeButtonProps={{ 'aria-label': t('modal.close') }}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <p className={classes.muted}>
          {t('booking.reschedule.current')} <AppointmentWhen appointment={appointment} />
        </p>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {slots.isPending ? (
          <p role="status" className={classes.muted}>
            <Loader size="xs" aria-hidden /> {t('booking.slots.loading')}
          </p>
        ) : slots.isError ? (
          <Alert color="red" role="alert">
            {t('booking.slots.failed')}
          </Alert>
        ) : (
          <SlotPicker days={days} value={{ date, start: chosen?.slot.start ?? null }} onChange={setChoice} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('booking.reschedule.keep')}
          </Button>
          <Button onClick={() => void save()} disabled={!chosen} loading={busy} data-action="reschedule-save">
            {chosen ? t('booking.reschedule.save.to', { time: chosen.slot.time }) : t('booking.reschedule.save')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
