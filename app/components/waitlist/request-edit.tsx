import '../forms/form-styles.ts';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZWaitlistUpdate, type TWaitlistRequest } from '../../../contracts/waitlist.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { clinicToday } from '../booking/format.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { updateWaitlistRequest, waitlistKeys } from './waitlist-api.ts';
import { WhenFields } from './when-fields.tsx';
import { rangeErrors, WHEN_FIELDS, whenBody, whenOf } from './when-values.ts';
import bookingClasses from '../booking/booking.module.css';

/** A waiting request's days, hours and reach, changed in place; her place in line stays (PUT keeps `queued_at`). */
export function RequestEdit({ request, title, onDone }: { request: TWaitlistRequest; title: string; onDone: (saved: boolean) => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const form = useApiForm(`waitlist-edit-${request.id}`, WHEN_FIELDS);
  const today = clinicToday();
  const [when, setWhen] = useState(() => whenOf(request, today));
  const headingId = `waitlist-edit-${request.id}-title`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = whenBody(when);
    if (form.reject(rangeErrors(when, today, t))) return;
    if (!(await form.check(async () => ZWaitlistUpdate, body))) return;
    const saved = await form.submit(async () => {
      await updateWaitlistRequest(request.id, ZWaitlistUpdate.parse(body));
      showToast({ severity: 'success', detail: t('waitlist.edit.done') });
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.requests });
    });
    if (saved) onDone(true);
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-labelledby={headingId}
      style={{ display: 'grid', gap: '1rem' }}
      data-waitlist-edit={request.id}
    >
      <h3 className={bookingClasses.stepTitle} id={headingId}>
        {t('waitlist.edit.title', { title })}
      </h3>
      <FormMessage form={form} />
      <WhenFields values={when} onChange={setWhen} form={form} today={today} hasClinic={request.institution !== null} />
      <div className={bookingClasses.actions}>
        <Button type="submit" loading={form.busy} data-action="waitlist-save">
          {t('waitlist.edit.save')}
        </Button>
        <Button variant="default" onClick={() => onDone(false)} disabled={form.busy}>
          {t('waitlist.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
