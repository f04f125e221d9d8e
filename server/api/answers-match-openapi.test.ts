import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath, type RouteDeclaration } from '../../contracts/routes/define.ts';
import * as account from '../../contracts/routes/account.ts';
import { whoAmI } from '../../contracts/routes/auth.ts';
import { mainPageCities } from '../../contracts/routes/catalog.ts';
import { handbooks } from '../../contracts/routes/handbooks.ts';
import * as booking from '../../contracts/routes/booking.ts';
import * as feeds from '../../contracts/routes/calendar.ts';
import * as notices from '../../contracts/routes/notifications.ts';
import { doctorAppointments } from '../../contracts/routes/doctor-appointments.ts';
import { declaredRoutes } from '../../contracts/routes/index.ts';
import * as partnerCabinet from '../../contracts/routes/partner-cabinet.ts';
import * as payments from '../../contracts/routes/payments.ts';
import * as video from '../../contracts/routes/video.ts';
import { createAppointment, createPatient } from '../../tests/support/factories.ts';
import { sessionUser } from '../../tests/support/factories/accounts.ts';
import { bookRequest, createBookingWorld, giveDoctorCabinet, type BookingWorld } from '../../tests/support/factories/booking.ts';
import { documentedPath } from './route-openapi.ts';
import { createApiTestContext, type ApiTestContext } from './testing.ts';

/** The draft 2020-12 validator of ajv 8 (OpenAPI 3.1 schemas), as installed beside ajv-formats. */
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
interface Validator {
  compile(schema: object): Validate;
}
const requireHere = createRequire(import.meta.url);
const requireBesideFormats = createRequire(requireHere.resolve('ajv-formats'));
const Ajv2020 = (requireBesideFormats('ajv/dist/2020') as { default: new (options: object) => Validator }).default;
const addFormats = (requireHere('ajv-formats') as { default: (ajv: Validator) => void }).default;

interface Answer {
  description: string;
  content?: Record<string, { schema?: object }>;
}
type Operations = Record<string, { operationId?: string; responses: Record<string, Answer> }>;

let ctx: ApiTestContext;
let world: BookingWorld;
let paths: Record<string, Operations>;
let doctorAccount: ReturnType<typeof sessionUser>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  ctx = await createApiTestContext();
  world = await createBookingWorld(ctx.database.db);
  doctorAccount = await giveDoctorCabinet(ctx.database.db, world);
  paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json().paths;
});
afterAll(async () => ctx?.close());

/** Calls a declared route for real and checks the answer against the document's schema for its status. */
async function answerOf(declaration: RouteDeclaration, input: { params?: Record<string, string | number>; query?: string; body?: unknown } = {}) {
  const url = `/api/v1/${routePath(declaration, input.params)}${input.query ? `?${input.query}` : ''}`;
  const response = await ctx.app.inject({ method: declaration.method, url, payload: input.body as object | undefined });
  expect(response.statusCode, `${declaration.method} ${url}: ${response.body}`).toBe(declaration.answer.status);
  type Sample = { data: { id: number; start: string; url?: string } };
  if (!('schema' in declaration.answer)) return {} as Sample;
  const schema =
    paths[documentedPath(declaration)][declaration.method.toLowerCase()].responses[declaration.answer.status].content?.['application/json']?.schema;
  expect(schema, declaration.operationId).toBeDefined();
  const validate = ajv.compile(schema!);
  const body: unknown = response.json();
  expect(validate(body), `${declaration.operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return body as Sample;
}

describe('real answers match the OpenAPI document', () => {
  it('every declared route has an operationId, and every JSON success a schema', () => {
    const ids = Object.values(paths).flatMap((operations) =>
      Object.values(operations)
        .map((operation) => operation.operationId)
        .filter(Boolean),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const declaration of declaredRoutes) {
      const operation = paths[documentedPath(declaration)][declaration.method.toLowerCase()];
      expect(operation.operationId).toBe(declaration.operationId);
      if ('schema' in declaration.answer)
        expect(operation.responses[declaration.answer.status].content?.['application/json']?.schema, declaration.operationId).toBeDefined();
    }
  });

  it('booking and payment: options, slots, hold, book, the lists of patient, partner and doctor, notifications, pay, history, calendar feed', async () => {
    ctx.actAs(null);
    await answerOf(booking.bookingOptions, { params: { doctorId: world.doctor.id } });
    const slots = (await answerOf(booking.bookingSlots, {
      params: { doctorId: world.doctor.id },
      query: `service_id=${world.service.id}&institution_id=${world.institution.id}`,
    })) as unknown as { data: { days: { slots: { start: string }[] }[] } };
    const slot = slots.data.days.slice(1).flatMap((day) => day.slots)[0];

    ctx.actAs(world.patient);
    const held = await answerOf(booking.holdSlot, {
      body: { doctor_id: world.doctor.id, institution_id: world.institution.id, service_id: world.service.id, format: 'clinic', start: slot.start },
    });
    const booked = await answerOf(booking.bookHold, { params: { id: held.data.id }, body: bookRequest(world) });
    await answerOf(booking.patientAppointments, { query: 'scope=upcoming' });
    await answerOf(booking.patientAppointment, { params: { id: booked.data.id } });
    await answerOf(booking.paymentDecline, { params: { id: booked.data.id } });
    await answerOf(notices.listNotifications);
    await answerOf(notices.unreadNotifications);
    await answerOf(notices.readAllNotifications);
    const checkout = (await answerOf(payments.payAppointment, { params: { id: booked.data.id } })) as unknown as { data: { order_id: string } };
    await answerOf(payments.paymentHistory);
    ctx.actAs(null);
    await answerOf(payments.sandboxCheckout, { params: { orderId: checkout.data.order_id } });

    ctx.actAs(world.partner);
    await answerOf(booking.partnerAppointments);
    await answerOf(booking.partnerFilterOptions);
    await answerOf(booking.partnerAppointment, { params: { id: booked.data.id } });
    await answerOf(booking.approveAppointment, { params: { id: booked.data.id } });
    const feed = await answerOf(feeds.partnerCalendarFeed, { params: { id: world.doctor.id } });
    expect(feed.data.url).toMatch(/\/api\/v1\/calendar\/[\w-]+\.ics$/);

    ctx.actAs(doctorAccount);
    await answerOf(doctorAppointments, { query: 'scope=upcoming' });
    await answerOf(feeds.doctorCalendarFeed);

    ctx.actAs(world.patient);
    await answerOf(booking.cancelAppointment, { params: { id: booked.data.id } });
  });

  it('the fixed reads: cities and handbooks', async () => {
    ctx.actAs(null);
    await answerOf(mainPageCities);
    await answerOf(handbooks);
  });

  it('account: who am I, profile, family, favourites', async () => {
    ctx.actAs(world.patient);
    await answerOf(whoAmI);
    await answerOf(account.accountProfile);
    await answerOf(account.addFamilyMember, { body: { last_name: 'Коваль', first_name: 'Марко', birthday: '2019-04-02', relation: 'son' } });
    await answerOf(account.familyMembers);
    await answerOf(account.addToWishlist, { params: { kind: 'doctors', id: world.doctor.id } });
    await answerOf(account.wishlist);
  });

  it('video consultations: both lists, the room, the conclusion, the staff read', async () => {
    const appointment = await createAppointment(ctx.database.db, {
      doctor: world.doctor,
      start_at: new Date(Date.now() - 5 * 60_000),
      format: 'online',
      patient_id: world.patient.id,
      booked_at: new Date(),
    });
    ctx.actAs(world.patient);
    await answerOf(video.patientVideoConsultations, { query: 'scope=upcoming' });
    await answerOf(video.patientVideoConsultations, { query: 'scope=past' });
    await answerOf(video.videoRoom, { params: { id: appointment.id } });
    ctx.actAs(doctorAccount);
    await answerOf(video.doctorVideoConsultations);
    await answerOf(video.writeVideoConclusion, { params: { id: appointment.id }, body: { conclusion: 'Здоровий', recommendations: '' } });
    const staff = await createPatient(ctx.database.db, { user_type: 'user', is_administrator: true });
    ctx.actAs({ ...sessionUser(staff.id, 'user'), is_administrator: true });
    await answerOf(video.staffVideoRoom, { params: { id: appointment.id } });
  });

  it('the partner cabinet: clinics, one clinic, a save, the report and its options', async () => {
    ctx.actAs(world.partner);
    await answerOf(partnerCabinet.partnerClinics);
    await answerOf(partnerCabinet.partnerClinic, { params: { id: world.institution.id } });
    await answerOf(partnerCabinet.updatePartnerClinic, { params: { id: world.institution.id }, body: { short_description_ua: 'Клініка поруч з метро' } });
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await answerOf(partnerCabinet.partnerReport, { query: `from=${today}&to=${later}` });
    await answerOf(partnerCabinet.partnerReportOptions);
    await answerOf(partnerCabinet.partnerReportCsv, { query: `from=${today}&to=${later}` });
  });
});
