import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { TPartnerDoctor, TPartnerDoctorService } from '../../contracts/partner-doctors.ts';
import type { Db } from '../../db/client.ts';
import { idArray, selectRows } from '../../db/sql.ts';
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

/**
 * The partner cabinet's doctors (SPEC §2, §6; docs/decisions/234): the back office's doctor and doctor-service
 * writes (the same resource rules and hooks: the cabinet account and its set-password link, exactly one
 * default service, the promotion freeze), behind the partner's legal-entity scope checked here first.
 *
 * The partner owns its doctor's contacts: the e-mail a cabinet signs in with is the partner's to set, so the
 * doctors resource is used without its private fields (which only hide them from visitors).
 */
const partnerDoctorDefinition: ResourceDefinition = { ...doctors, private: [] };

type DoctorRow = Omit<TPartnerDoctor, 'specializations' | 'workplaces' | 'cabinet'> & { user_id: number | null; has_password: boolean | null };

async function readDoctor(db: Db, clinics: Set<number>, id: number): Promise<TPartnerDoctor> {
  const [row] = await selectRows<DoctorRow>(
    db,
    sql`select d.id, d.version, d.photo, d.last_name_ua, d.last_name_ru, d.first_name_ua, d.first_name_ru, d.middle_name_ua,
        d.middle_name_ru, d.gender, d.email, d.phone, d.is_cabinet, d.locale, d.user_id, u.password_hash is not null as has_password
      from doctors d left join users u on u.id = d.user_id and u.deleted_at is null
      where d.id = ${id} and d.deleted_at is null`,
  );
  if (!row) throw new NotFoundError();
  const [specializations, workplaces] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select specialization_id as id from doctor_specializations where doctor_id = ${id} order by is_main desc, specialization_id`,
    ),
    selectRows<{ id: number }>(
      db,
      sql`select institution_id as id from doctor_workplaces where doctor_id = ${id} and institution_id = any(${idArray(clinics)}) order by institution_id`,
    ),
  ]);
  const { user_id: userId, has_password: hasPassword, ...doctor } = row;
  const cabinet = !doctor.is_cabinet || userId === null ? 'off' : hasPassword ? 'active' : 'invited';
  return { ...doctor, specializations: specializations.map((s) => s.id), workplaces: workplaces.map((w) => w.id), cabinet };
}

/** Live services of one doctor (or one service), the default first. */
function readServices(db: Db, which: SQL): Promise<TPartnerDoctorService[]> {
  return selectRows<TPartnerDoctorService>(
    db,
    sql`select id, version, name_ua, name_ru, specialization_id, cost, duration, format, is_default, status,
        exists (select 1 from promotion_participants pp join promotions p on p.id = pp.promotion_id
          where pp.service_id = doctor_services.id and p.status = 'started' and p.deleted_at is null
            and (p.start_at is null or p.start_at <= now()) and (p.end_at is null or p.end_at > now())) as is_promo
      from doctor_services where ${which} and deleted_at is null order by is_default desc, id`,
  );
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
      return readServices(db, sql`doctor_id = ${doctorId}`);
    },

    async createService(user: SessionUser, doctorId: number, body: unknown, locale: Locale): Promise<TPartnerDoctorService> {
      await ownDoctor(user, doctorId);
      const { version: _ignored, ...values } = parseBody(ZPartnerDoctorServiceRequest, body) as ResourceRecord;
      const created = await resources.create(doctorServices, { ...values, doctor_id: doctorId }, context(user, locale));
      const [service] = await readServices(db, sql`id = ${created.id as number}`);
      return service;
    },

    async updateService(user: SessionUser, doctorId: number, serviceId: number, body: unknown, locale: Locale): Promise<TPartnerDoctorService> {
      await ownDoctor(user, doctorId);
      await assertDoctorService(db, doctorId, serviceId);
      const values = parseBody(ZPartnerDoctorServiceRequest.partial().strict(), body);
      await resources.update(doctorServices, serviceId, values, 'patch', context(user, locale));
      const [service] = await readServices(db, sql`id = ${serviceId}`);
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
