import { ZDoctorAppointmentsQuery } from '../../contracts/doctor-appointments.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

/** OpenAPI paths of the doctor cabinet's appointments (server/api/doctor-appointments.ts). */
export function doctorAppointmentsOpenApiPaths(): Record<string, unknown> {
  return {
    '/api/v1/doctors/me/appointments': {
      get: {
        tags: ['booking'],
        summary:
          "The signed-in doctor's own visits, 20 a page: upcoming (booked or approved, soonest first) or past (over, cancelled or rejected, latest first); " +
          'each names the patient (age on the visit day, relation) and the contact the clinic calls. Holds never appear.',
        parameters: Object.keys(ZDoctorAppointmentsQuery.shape).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
        responses: {
          200: { description: 'list' },
          401: error('not signed in'),
          403: error('not a doctor account, or no doctor card of this account'),
          422: error('bad scope or page'),
        },
      },
    },
  };
}
