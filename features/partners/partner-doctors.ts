import { and, asc, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { TPartnerDoctor, TPartnerDoctorService } from '../../contracts/partner-doctors.ts';
import type { Db } from '../../db/client.ts';
import {
  doctor_services,
  doctor_specializations,
  doctor_workplaces,
  doctors as doctorRows,
  promotion_participants,
  promotions,
  users,
} from '../../db/schema/index.ts';
import { idArray } from '../../db/sql.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { doctorServices } from '../../resources/doctor-services.ts';
import { doctors } from '../../resources/doctors.ts';
import { ZPartnerDoctorRequest, ZPartnerDoctorServiceRequest } from '../../resources/partner-doctor-fields.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { NotFoundError } from '../errors.ts';
import { parseBody } from '../records/body-rules.ts';
import type { ResourceService } from '../records/service.ts';
import type { ResourceRecord } from '../records/types.ts';
import { listPartnerDoctors } from './partner-doctor-list.ts';
import {
  assertDoctorService,
  assertOwnClinics,
  assertOwnDoctor,
  ownClinicIds,
  partnerScope,
  workplacesToStore,
  type PartnerScope,
} from './partner-doctor-scope.ts';
import { runningAt } from '../promotions/running.ts';

/**
 * The partner cabinet's doctors (SPEC §2, §6; docs/decisions/234): the back office's doctor and doctor-service
 * writes (the same resource rules and hooks: the cabinet account and its set-password link, exactly one
 * default service, the promotion freeze), behind the partner's legal-entity scope checked here first.
 *
 * The partner owns its doctor's contacts: the e-mail a cabinet signs in with is the partner's to set, so the
 * doctors resource is used without its private fields (which only hide them from visitors).
 */
const partnerDoctorDefinition: ResourceDefinition = { ...doctors, private: [] };

async function readDoctor(db: Db, clinics: Set<number>, id: number): Promise<TPartnerDoctor> {
  const d = doctorRows;
  const [row] = await db
    .select({
      id: d.id,
      version: d.version,
      photo: d.photo,
      last_name_ua: d.last_name_ua,
      last_name_ru: d.last_name_ru,
      first_name_ua: d.first_name_ua,
      first_name_ru: d.first_name_ru,
      middle_name_ua: d.middle_name_ua,
      middle_name_ru: d.middle_name_ru,
      gender: d.gender,
      email: d.email,
      phone: d.phone,
      is_cabinet: d.is_cabinet,
      locale: d.locale,
      is_waitlist: d.is_waitlist,
      user_id: d.user_id,
      has_password: sql<boolean | null>`${users.password_hash} is not null`,
    })
    .from(d)
    .leftJoin(users, and(eq(users.id, d.user_id), isNull(users.deleted_at)))
    .where(and(eq(d.id, id), isNull(d.deleted_at)));
  if (!row) throw new NotFoundError();
  const [specializations, workplaces] = await Promise.all([
    db
      .select({ id: doctor_specializations.specialization_id })
      .from(doctor_specializations)
      .where(eq(doctor_specializations.doctor_id, id))
      .orderBy(desc(doctor_specializations.is_main), asc(doctor_specializations.specialization_id)),
    db
      .select({ id: doctor_workplaces.institution_id })
      .from(doctor_workplaces)
      .where(and(eq(doctor_workplaces.doctor_id, id), sql`${doctor_workplaces.institution_id} = any(${idArray(clinics)})`))
      .orderBy(asc(doctor_workplaces.institution_id)),
  ]);
  const { user_id: userId, has_password: hasPassword, ...doctor } = row;
  const cabinet = !doctor.is_cabinet || userId === null ? 'off' : hasPassword ? 'active' : 'invited';
  return { ...doctor, specializations: specializations.map((s) => s.id), workplaces: workplaces.map((w) => w.id), cabinet };
}

/** Whether the service takes part in a promotion running now. */
function inRunningPromotion(db: Db) {
  const running = db
    .select({ one: sql`1` })
    .from(promotion_participants)
    .innerJoin(promotions, eq(promotions.id, promotion_participants.promotion_id))
    .where(and(eq(promotion_participants.service_id, doctor_services.id), runningAt(sql`now()`)));
  return exists(running).mapWith(Boolean);
}

/** Live services of one doctor (or one service), the default first. */
function readServices(db: Db, which: SQL): Promise<TPartnerDoctorService[]> {
  const service = doctor_services;
  return db
    .select({
      id: service.id,
      version: service.version,
      name_ua: service.name_ua,
      name_ru: service.name_ru,
      specialization_id: service.specialization_id,
      cost: service.cost,
      duration: service.duration,
      format: service.format,
      is_default: service.is_default,
      status: service.status,
      is_promo: inRunningPromotion(db),
    })
    .from(service)
    .where(and(which, isNull(service.deleted_at)))
    .orderBy(desc(service.is_default), asc(service.id));
}

/** The doctor cabinet's invitation (features/accounts/doctor-cabinet.ts), sent again by the partner. */
export interface CabinetInvitations {
  resendInvitation(doctorId: number, context: { user: SessionUser; locale: Locale }): Promise<void>;
}

export function createPartnerDoctors(db: Db, resources: ResourceService, invitations: CabinetInvitations) {
  const context = (user: SessionUser, locale: Locale) => ({ user, locale });

  /** The partner's scope and one of its doctors, or 404. */
  async function ownDoctor(user: SessionUser, doctorId: number): Promise<{ scope: PartnerScope; clinics: Set<number> }> {
    const scope = await partnerScope(db, user);
    await assertOwnDoctor(db, scope, doctorId);
    return { scope, clinics: await ownClinicIds(db, scope) };
  }

  return {
    /** The partner's doctors by name, with photo, status and cabinet state (SPEC §2 `partners/doctors`). */
    list: async (user: SessionUser, locale: Locale) => listPartnerDoctors(db, await partnerScope(db, user), locale),

    /**
     * The cabinet's set-password link again (docs/decisions/274), by the staff command's rules: 404 for a doctor
     * not of the partner, 409 unless the cabinet is on and waits for its password. Logged as the partner's line.
     */
    async resendInvitation(user: SessionUser, id: number, locale: Locale): Promise<void> {
      await ownDoctor(user, id);
      await invitations.resendInvitation(id, { user, locale });
    },

    async get(user: SessionUser, id: number): Promise<TPartnerDoctor> {
      const { clinics } = await ownDoctor(user, id);
      return readDoctor(db, clinics, id);
    },

    /** A new doctor working at the partner's clinics; 403 when a workplace is not one of them. */
    async create(user: SessionUser, body: unknown, locale: Locale): Promise<TPartnerDoctor> {
      const scope = await partnerScope(db, user);
      const clinics = await ownClinicIds(db, scope);
      const { version: _ignored, ...values } = parseBody(ZPartnerDoctorRequest, body) as ResourceRecord & { workplaces: number[] };
      assertOwnClinics(clinics, values.workplaces);
      const created = await resources.create(partnerDoctorDefinition, values, context(user, locale));
      return readDoctor(db, clinics, created.id as number);
    },

    /** Saves the partner's fields; the doctor's workplaces at other legal entities stay as they are. */
    async update(user: SessionUser, id: number, body: unknown, locale: Locale): Promise<TPartnerDoctor> {
      const { clinics } = await ownDoctor(user, id);
      const values = parseBody(ZPartnerDoctorRequest, body) as ResourceRecord & { workplaces: number[] };
      assertOwnClinics(clinics, values.workplaces);
      const workplaces = await workplacesToStore(db, clinics, id, values.workplaces);
      await resources.update(partnerDoctorDefinition, id, { ...values, workplaces }, 'patch', context(user, locale));
      return readDoctor(db, clinics, id);
    },

    async services(user: SessionUser, doctorId: number): Promise<TPartnerDoctorService[]> {
      await ownDoctor(user, doctorId);
      return readServices(db, eq(doctor_services.doctor_id, doctorId));
    },

    async createService(user: SessionUser, doctorId: number, body: unknown, locale: Locale): Promise<TPartnerDoctorService> {
      await ownDoctor(user, doctorId);
      const { version: _ignored, ...values } = parseBody(ZPartnerDoctorServiceRequest, body) as ResourceRecord;
      const created = await resources.create(doctorServices, { ...values, doctor_id: doctorId }, context(user, locale));
      const [service] = await readServices(db, eq(doctor_services.id, created.id as number));
      return service;
    },

    async updateService(user: SessionUser, doctorId: number, serviceId: number, body: unknown, locale: Locale): Promise<TPartnerDoctorService> {
      await ownDoctor(user, doctorId);
      await assertDoctorService(db, doctorId, serviceId);
      const values = parseBody(ZPartnerDoctorServiceRequest.partial().strict(), body);
      await resources.update(doctorServices, serviceId, values, 'patch', context(user, locale));
      const [service] = await readServices(db, eq(doctor_services.id, serviceId));
      return service;
    },

    async removeService(user: SessionUser, doctorId: number, serviceId: number, locale: Locale): Promise<void> {
      await ownDoctor(user, doctorId);
      await assertDoctorService(db, doctorId, serviceId);
      await resources.remove(doctorServices, serviceId, context(user, locale));
    },
  };
}

export type PartnerDoctors = ReturnType<typeof createPartnerDoctors>;
