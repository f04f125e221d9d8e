import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TAppointmentFormat, TBookingOptions, THold, TSlotsResponse } from '../../../contracts/booking.ts';
import { useT } from '../../i18n/use-t.ts';
import { currentAccount, useAccount } from '../account/account-store.ts';
import { isApiError } from '../forms/form-errors.ts';
import { loadAccount } from '../account/session.ts';
import { holdSlot, newIdempotencyKey, releaseHold } from './booking-api.ts';
import type { ResolvedChoice, withChoice } from './booking-choice.ts';
import { clinicDayAndTime, createDraftStore } from './booking-draft.ts';
import type { PatientValues } from './patient-form.tsx';
import type { findSlot } from './slot-picker.tsx';

export interface HeldSlot {
  id: number;
  start: string;
  end: string;
  date: string;
  time: string;
  deadline: number;
  service_id: number;
  institution_id: number;
  format: TAppointmentFormat;
}

export type Notice = { tone: 'red' | 'yellow' | 'blue'; text: string } | null;

type Kind = { service_id: number; institution_id: number; format: TAppointmentFormat };

/**
 * The held time of the booking page: taking it, letting it go, and the tab's draft that brings it back
 * with what was typed after Back, a reload, a language switch or a sign-in (docs/decisions/182).
 */
export function useHold({
  options,
  choice,
  slots,
  chosen,
  values,
  setValues,
  change,
  signInFirst,
  slotStep,
  holdHeading,
}: {
  options: TBookingOptions;
  choice: ResolvedChoice;
  slots: UseQueryResult<TSlotsResponse['data']>;
  chosen: ReturnType<typeof findSlot>;
  values: PatientValues;
  setValues: (values: PatientValues) => void;
  change: (patch: Parameters<typeof withChoice>[1]) => void;
  signInFirst: () => void;
  slotStep: RefObject<HTMLElement | null>;
  holdHeading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useT();
  const account = useAccount();
  const service = choice.service!;
  const workplace = choice.workplace!;
  const format = choice.format!;
  const [hold, setHold] = useState<HeldSlot | null>(null);
  const [drafts] = useState(() => createDraftStore());
  const [resuming, setResuming] = useState(false);
  const [holding, setHolding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const resumed = useRef(new Set<string>());
  const holdRef = useRef<HeldSlot | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // Her own held time is not among the free ones the server lists: it is put back while it is held for this choice.
  const heldHere = hold && hold.service_id === service.id && hold.institution_id === workplace.institution_id && hold.format === format ? hold : null;

  function keepHold(next: HeldSlot | null) {
    if (holdRef.current && holdRef.current.id !== next?.id) drafts.remove(holdRef.current.id);
    holdRef.current = next;
    setHold(next);
  }

  /** The hold as the server answered it, kept in state and in the tab's draft with what is typed so far. */
  function heldFrom(taken: THold, request: Kind, userId: number, typed: PatientValues): HeldSlot {
    const held: HeldSlot = {
      id: taken.id,
      start: taken.start,
      end: taken.end,
      ...clinicDayAndTime(taken.start),
      deadline: Date.now() + taken.seconds_left * 1000,
      ...request,
    };
    drafts.save({
      hold_id: held.id,
      user_id: userId,
      doctor_id: options.doctor.id,
      ...request,
      start: held.start,
      end: held.end,
      date: held.date,
      time: held.time,
      deadline: held.deadline,
      values: typed,
    });
    return held;
  }

  /**
   * Leaving the page does not let the hold go: on return, the tab's draft, or the time in the URL that is
   * not free because she holds it in another tab, is asked of the server again, which answers her own hold.
   */
  useEffect(() => {
    if (account?.user_type !== 'patient' || hold || holding) return;
    const draft = drafts.find(account.id, options.doctor.id);
    const wanted = draft
      ? { service_id: draft.service_id, institution_id: draft.institution_id, format: draft.format, start: draft.start }
      : slots.isSuccess && choice.start && !chosen
        ? { service_id: service.id, institution_id: workplace.institution_id, format, start: choice.start }
        : null;
    if (!wanted || resumed.current.has(wanted.start)) return;
    resumed.current.add(wanted.start);
    if (draft) setValues(draft.values);
    setResuming(true);
    const { start, ...kind } = wanted;
    holdSlot({ doctor_id: options.doctor.id, ...kind, start }, newIdempotencyKey())
      .then((taken) => keepHold(heldFrom(taken, kind, account.id, draft?.values ?? valuesRef.current)))
      .catch((error: unknown) => {
        if (draft) drafts.remove(draft.hold_id);
        // A time she does not hold (409) is the "no longer available" notice; anything else leaves the times as they are.
        if (draft && isApiError(error)) setNotice({ tone: 'red', text: t('booking.hold.expired') });
      })
      .finally(() => setResuming(false));
    // Asked again only when one of these triggers changes; the rest is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, slots.isSuccess, choice.start, chosen === null, hold === null]);

  // What is typed, "for whom" included, follows its hold into the tab's draft.
  useEffect(() => {
    if (holdRef.current) drafts.saveValues(holdRef.current.id, values);
  }, [drafts, values, hold]);

  /** Drops the hold and the chosen time, refreshes the times and takes focus back to them. */
  function reopenSlots() {
    keepHold(null);
    change({ start: null });
    void slots.refetch();
    requestAnimationFrame(() => slotStep.current?.focus());
  }

  function holdLost() {
    if (holdRef.current) drafts.remove(holdRef.current.id);
    setNotice({ tone: 'red', text: t('booking.hold.expired') });
    reopenSlots();
  }

  async function reserve() {
    if (!chosen || holding) return;
    if (heldHere && chosen.slot.start === heldHere.start) return;
    const who = currentAccount() ?? (await loadAccount().catch(() => null));
    if (!who) return signInFirst();
    if (who.user_type !== 'patient') return setNotice({ tone: 'yellow', text: t('booking.patients.only') });
    setHolding(true);
    setNotice(null);
    try {
      const kind = { institution_id: workplace.institution_id, service_id: service.id, format };
      const taken = await holdSlot({ doctor_id: options.doctor.id, ...kind, start: chosen.slot.start }, newIdempotencyKey());
      keepHold(heldFrom(taken, kind, who.id, values));
      requestAnimationFrame(() => holdHeading.current?.focus());
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) signInFirst();
      else if (error.status === 409) {
        setNotice({ tone: 'red', text: t('booking.slot.taken') });
        change({ start: null });
        void slots.refetch();
      } else if (error.status === 422) {
        const texts = Object.values(error.fieldErrors).flat();
        setNotice({ tone: 'red', text: texts.join(' ') || error.body?.message || t('error.occured') });
      }
    } finally {
      setHolding(false);
    }
  }

  function changeTime() {
    if (hold) {
      releaseHold(hold.id);
      drafts.remove(hold.id);
    }
    reopenSlots();
  }

  /** Booked: the draft and the hold are done with. */
  function booked(holdId: number) {
    drafts.remove(holdId);
    keepHold(null);
  }

  return { hold, heldHere, holding, resuming, notice, setNotice, reserve, changeTime, holdLost, booked };
}

export type HoldState = ReturnType<typeof useHold>;
