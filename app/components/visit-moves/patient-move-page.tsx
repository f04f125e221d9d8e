import '../forms/form-styles.ts';
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { REFUND_BANKING_DAYS } from '../../../contracts/payments.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { isApiError } from '../forms/form-errors.ts';
import { QueryState } from '../forms/query-state.tsx';
import { acceptWaitlistOffer, keysChangedByOffer } from '../waitlist/waitlist-api.ts';
import { DoctorLine, Facts } from '../waitlist/waitlist-parts.tsx';
import { CancelMoved, FreeTimes, HeldTime, OtherDoctor, type MoveAnswer } from './patient-move-answers.tsx';
import { longWhen, type ZonedTime } from './move-values.ts';
import { ANSWER_REFUSALS, cancelMovedVisit, patientVisitMoveQuery, pickMovedVisitTime, type TPatientVisitMove } from './visit-moves-api.ts';
import booking from '../booking/booking.module.css';
import classes from './visit-moves.module.css';

/** `/patients/visit-moves/{appointmentId}`: her visit the clinic moves, and her answer to it (docs/decisions/309). */
export function PatientVisitMovePage() {
  const { t, locale } = useT();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...patientVisitMoveQuery(valid ? id : 0), enabled: valid });
  const missing = !valid || (query.isError && isApiError(query.error) && query.error.status === 404);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('visit.move.patient.title')}</Title>
      {missing ? (
        <Alert color="yellow" role="status" data-move-missing>
          {t('visit.move.patient.not.found')} <Link to={localizedPath('/patients/appointment', locale)}>{t('visit.move.patient.visits')}</Link>
        </Alert>
      ) : (
        <QueryState query={query}>{(move) => <MovedVisit move={move} answeredAt={query.dataUpdatedAt} refresh={() => query.refetch()} />}</QueryState>
      )}
    </Stack>
  );
}

function MovedVisit({ move, answeredAt, refresh }: { move: TPatientVisitMove; answeredAt: number; refresh: () => Promise<unknown> }) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<MoveAnswer | null>(null);
  // The server's words when her answer came too late (answered elsewhere, the time taken meanwhile).
  const [problem, setProblem] = useState<string | null>(null);
  const open = move.state === 'offered' || move.state === 'waiting';
  const was = longWhen(locale, move.was);

  async function answer(which: MoveAnswer, action: () => Promise<unknown>) {
    setBusy(which);
    setProblem(null);
    try {
      await action();
      for (const queryKey of keysChangedByOffer) void queryClient.invalidateQueries({ queryKey });
      // The buttons stay busy until the page shows what became of the visit.
      await refresh();
    } catch (error) {
      // Anything else the API client has told her already.
      if (!isApiError(error) || !ANSWER_REFUSALS.includes(error.status)) throw error;
      setProblem(error.body?.message || t('visit.move.answered'));
      await refresh();
    } finally {
      setBusy(null);
    }
  }

  async function pick(time: ZonedTime) {
    if (await confirmAction({ message: t('visit.move.patient.pick.confirm', { when: longWhen(locale, time) }) }))
      await answer('pick', () => pickMovedVisitTime(move.appointment_id, time.start));
  }

  async function cancel() {
    if (await confirmAction({ message: t('visit.move.patient.cancel.confirm', { when: was, doctor: move.doctor.name }) }))
      await answer('cancel', () => cancelMovedVisit(move.appointment_id));
  }

  return (
    <Stack gap="lg" data-move-state={move.state}>
      {move.note && (
        <figure className={classes.figure}>
          <figcaption className={booking.muted}>{t('visit.move.patient.note')}</figcaption>
          <blockquote className={classes.note}>{move.note}</blockquote>
        </figure>
      )}
      <p className={classes.was}>
        {t('visit.move.patient.was')}: <strong data-move-was>{was}</strong>
      </p>
      <Outcome move={move} />
      {problem && (
        <Alert color="yellow" role="alert" data-move-problem>
          {problem}
        </Alert>
      )}
      {move.state === 'offered' && move.offer && (
        <HeldTime
          offer={move.offer}
          answeredAt={answeredAt}
          onExpire={() => void refresh()}
          onAccept={() => void answer('accept', () => acceptWaitlistOffer(move.offer!.id))}
          busy={busy}
        />
      )}
      {move.state === 'waiting' && (
        <p className={booking.muted} role="status">
          {t('visit.move.patient.waiting')}
        </p>
      )}
      {open && (
        <>
          <FreeTimes times={move.free_times} onPick={(time) => void pick(time)} busy={busy} />
          <OtherDoctor move={move} />
          <CancelMoved onCancel={() => void cancel()} busy={busy} />
        </>
      )}
      <section className={booking.card} aria-label={t('booking.created.details')}>
        <DoctorLine doctor={move.doctor} details={move.specialization.name} />
        <Facts
          rows={[
            [t('booking.field.place'), [move.institution.name, move.institution.address].filter(Boolean).join(', ')],
            [t('booking.field.service'), `${move.service.name} (${t('booking.duration', { n: move.service.duration })})`],
          ]}
        />
      </section>
    </Stack>
  );
}

/** Her answer given (or the time passed): what became of the visit, said once and focused, with the way to her visits. */
function Outcome({ move }: { move: TPatientVisitMove }) {
  const { t, locale } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const answered = move.state === 'moved' || move.state === 'cancelled' || move.state === 'unanswered';
  const before = useRef(answered);
  // Focus follows her answer (the buttons she used are gone); a page opened already answered starts at its top.
  useEffect(() => {
    if (answered && !before.current) ref.current?.focus();
    before.current = answered;
  }, [answered]);
  if (!answered) return null;
  const text =
    move.state === 'moved' && move.now
      ? t('visit.move.patient.moved', { when: longWhen(locale, move.now) })
      : move.state === 'cancelled'
        ? t('visit.move.patient.cancelled', { days: REFUND_BANKING_DAYS })
        : t('visit.move.patient.unanswered');
  return (
    <Alert ref={ref} tabIndex={-1} color={move.state === 'moved' ? 'green' : 'yellow'} role="status" data-move-outcome={move.state}>
      {text} <Link to={localizedPath('/patients/appointment', locale)}>{t('visit.move.patient.visits')}</Link>
    </Alert>
  );
}
