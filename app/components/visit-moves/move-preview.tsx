import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TVisitMoveCreate } from '../../../contracts/visit-moves.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { plural } from '../../i18n/plural.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { formFailure } from '../forms/form-errors.ts';
import { WRAPPING } from '../waitlist/waitlist-parts.tsx';
import { rangeLabel } from './move-values.ts';
import type { TVisitMovePreview, VisitMoveSource } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

/** The visits the range catches (whose, with whom, when), and the one button that moves them all, once confirmed. */
export function MovePreview({ source, preview, body }: { source: VisitMoveSource; preview: TVisitMovePreview; body: TVisitMoveCreate }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A fresh preview is where the eye and the screen reader go next.
  useEffect(() => title.current?.focus(), [preview]);

  async function move() {
    const visits = plural(t, locale, 'visit.move.visits', preview.total);
    const when = rangeLabel(locale, { day: body.day, start_time: body.start_time, end_time: body.end_time });
    if (!(await confirmAction({ message: t('visit.move.confirm', { visits, when }) }))) return;
    setBusy(true);
    setMessage(null);
    try {
      const moved = await source.move(body);
      void queryClient.invalidateQueries({ queryKey: [...source.key, 'list'] });
      showToast({ severity: 'success', detail: t('visit.move.done') });
      await navigate(localizedPath(`${source.basePath}/${moved.id}`, locale));
    } catch (error) {
      setMessage(formFailure(error, [], t('cabinet.load.failed')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} data-move-preview={preview.total} className={classes.preview}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={booking.cardTitle}>
        {t('visit.move.preview.title')}: {plural(t, locale, 'visit.move.visits', preview.total)}
      </h3>
      {preview.total === 0 ? (
        <p className={booking.muted} role="status">
          {t('visit.move.preview.empty')}
        </p>
      ) : (
        <>
          <ul className={classes.visits}>
            {preview.visits.map((visit) => (
              <li key={visit.appointment_id} className={classes.visit} data-preview-visit={visit.appointment_id}>
                <strong>{visit.patient_name}</strong>
                <span>
                  {visit.doctor.name} · <span className={classes.clock}>{visit.was.time}</span>
                </span>
              </li>
            ))}
          </ul>
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <div className={booking.actions}>
            <Button color="red.9" size="md" styles={WRAPPING} loading={busy} onClick={() => void move()} data-action="move-visits">
              {plural(t, locale, 'visit.move.submit', preview.total)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
