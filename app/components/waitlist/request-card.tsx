import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TWaitlistRequest } from '../../../contracts/waitlist.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { formatInstant } from '../booking/format.ts';
import { isApiError } from '../forms/form-errors.ts';
import { RequestEdit } from './request-edit.tsx';
import { leaveWaitlist, waitlistKeys } from './waitlist-api.ts';
import { DoctorLine, Facts, RequestStatus } from './waitlist-parts.tsx';
import { dayPartsText, placeText, rangeText, reachText, shortDay, weekdaysText } from './waitlist-text.ts';
import bookingClasses from '../booking/booking.module.css';

/** One request: whom and what she waits for, when she can come, and while it waits, "change" and "leave". */
export function RequestCard({ request }: { request: TWaitlistRequest }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  const title = `${request.doctor.name} — ${request.service.name}`;
  const headingId = `waitlist-request-${request.id}`;
  const waiting = request.status === 'waiting';

  async function leave() {
    if (!(await confirmAction({ header: t('waitlist.leave.title'), message: t('waitlist.leave.confirm', { doctor: request.doctor.name }) }))) return;
    setLeaving(true);
    try {
      await leaveWaitlist(request.id);
      showToast({ severity: 'success', detail: t('waitlist.leave.done') });
    } catch (error) {
      // Gone or ended meanwhile (another tab, its range passed): the refreshed list says so.
      if (!isApiError(error) || (error.status !== 404 && error.status !== 409)) throw error;
    } finally {
      setLeaving(false);
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.requests });
    }
    card.current?.focus();
  }

  function doneEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  const mode =
    request.mode === 'move' && request.visit
      ? t('waitlist.mode.move.card', { date: shortDay(request.visit.date), time: request.visit.time })
      : t('waitlist.mode.extra.card');
  return (
    <article className={bookingClasses.card} aria-labelledby={headingId} data-waitlist-request={request.id} ref={card} tabIndex={-1}>
      <DoctorLine doctor={request.doctor} details={request.service.name} heading={{ id: headingId, level: 2 }} />
      <span className={bookingClasses.badges}>
        <RequestStatus status={request.status} />
      </span>
      {editing ? (
        <RequestEdit request={request} title={title} onDone={doneEditing} />
      ) : (
        <Facts
          rows={[
            [t('waitlist.field.place'), placeText(t, request)],
            [t('waitlist.field.reach'), reachText(t, request)],
            [t('waitlist.field.dates'), rangeText(t, locale, request.date_from, request.date_to)],
            [t('waitlist.field.weekdays'), weekdaysText(t, locale, request.weekdays)],
            [t('waitlist.field.day.parts'), dayPartsText(t, request.day_parts)],
            [t('waitlist.field.mode'), mode],
            [t('waitlist.field.patient'), request.patient_name],
            ...(request.referral_number ? [[t('booking.field.referral'), request.referral_number] as const] : []),
          ]}
        />
      )}
      <p className={bookingClasses.muted}>{t('waitlist.queued', { date: formatInstant(locale, request.queued_at) })}</p>
      {waiting && !editing && (
        <div className={bookingClasses.actions}>
          <Button
            ref={editButton}
            variant="light"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={t('waitlist.edit.label', { title })}
            data-action="waitlist-edit"
          >
            {t('waitlist.edit')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="sm"
            loading={leaving}
            onClick={() => void leave()}
            aria-label={t('waitlist.leave.label', { title })}
            data-action="waitlist-leave"
          >
            {t('waitlist.leave')}
          </Button>
        </div>
      )}
    </article>
  );
}
