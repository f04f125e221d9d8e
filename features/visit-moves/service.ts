import { sql } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { TAppointment } from '../../contracts/booking.ts';
import type { TVisitMoveCreate, TVisitMovePick, TVisitMoveRange } from '../../contracts/visit-moves.ts';
import type { z } from 'zod';
import type { ZVisitMovePreview } from '../../contracts/routes/visit-moves-answers.ts';
import { NotFoundError } from '../errors.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { partnerEntity } from '../booking/partner-reads.ts';
import type { WaitlistContext } from '../waitlist/context.ts';
import { affectedVisits, checkScope, createMove, rangeInstants, type MoveActor } from './create.ts';
import { loadMoves, zonedTime, type TVisitMove } from './read.ts';
import { cancelMoved, patientMove, pickTime, type TPatientVisitMove } from './patient.ts';

/**
 * Moving every visit out of a time range (docs/decisions/309), bound to the waitlist's context: the partner's and
 * staff's preview, move and reading, and the patient's answers.
 */
export function createVisitMoveService(context: WaitlistContext) {
  const { db } = context;

  async function actorOf(user: SessionUser, kind: MoveActor['kind']): Promise<MoveActor> {
    return { user, kind, entityId: kind === 'partner' ? await partnerEntity(context, user) : null };
  }

  /** The clinic's (or staff's) scope over moves: a partner reads only its legal entity's clinics. */
  const scopeOf = (actor: MoveActor) =>
    actor.entityId === null ? sql`true` : sql`m.institution_id in (select id from medical_institutions where legal_entity_id = ${actor.entityId})`;

  async function preview(actor: MoveActor, range: TVisitMoveRange, locale: Locale): Promise<z.output<typeof ZVisitMovePreview>> {
    const now = context.now().getTime();
    const span = rangeInstants(range, now);
    await checkScope(db, actor, range);
    const visits = await affectedVisits(db, range, span, now, false);
    return {
      total: visits.length,
      visits: visits.map((visit) => ({
        appointment_id: visit.id,
        patient_name: visit.patient_name,
        doctor: { id: visit.doctor_id, name: locale === 'ru' ? visit.doctor_ru : visit.doctor_ua },
        was: zonedTime(visit.start_ms),
      })),
    };
  }

  async function one(actor: MoveActor, id: number, locale: Locale): Promise<TVisitMove> {
    const [move] = await loadMoves(db, locale, sql`m.id = ${id} and ${scopeOf(actor)}`, context.now().getTime(), 1);
    if (!move) throw new NotFoundError();
    return move;
  }

  const list = (actor: MoveActor, institutionId: number | undefined, locale: Locale) =>
    loadMoves(
      db,
      locale,
      sql`${scopeOf(actor)} ${institutionId === undefined ? sql`` : sql`and m.institution_id = ${institutionId}`}`,
      context.now().getTime(),
    );

  async function move(actor: MoveActor, input: TVisitMoveCreate, locale: Locale): Promise<TVisitMove> {
    const { id } = await createMove(context, actor, input);
    return one(actor, id, locale);
  }

  /** The same calls for a partner (its legal entity's clinics) and for staff (every clinic). */
  const side = (kind: MoveActor['kind']) => ({
    preview: async (user: SessionUser, range: TVisitMoveRange, locale: Locale) => preview(await actorOf(user, kind), range, locale),
    move: async (user: SessionUser, input: TVisitMoveCreate, locale: Locale) => move(await actorOf(user, kind), input, locale),
    list: async (user: SessionUser, institutionId: number | undefined, locale: Locale) => list(await actorOf(user, kind), institutionId, locale),
    get: async (user: SessionUser, id: number, locale: Locale) => one(await actorOf(user, kind), id, locale),
  });

  return {
    partner: side('partner'),
    staff: side('staff'),
    patient: {
      get: (user: SessionUser, appointmentId: number, locale: Locale): Promise<TPatientVisitMove> => patientMove(context, user, appointmentId, locale),
      pick: (user: SessionUser, appointmentId: number, input: TVisitMovePick, locale: Locale): Promise<TAppointment> =>
        pickTime(context, user, appointmentId, input, locale),
      cancel: (user: SessionUser, appointmentId: number, locale: Locale): Promise<TAppointment> => cancelMoved(context, user, appointmentId, locale),
    },
  };
}

export type VisitMoveService = ReturnType<typeof createVisitMoveService>;
