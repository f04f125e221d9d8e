import type { TAppointmentFormat, TBookingOptions, TBookingService, TBookingWorkplace } from '../../../contracts/booking.ts';

/** The query parameters that carry a booking choice, so a link (a slot chip) or a sign-in can bring it back. */
type ChoiceParam = 'format' | 'service_id' | 'institution_id' | 'start';

export interface ResolvedChoice {
  formats: TAppointmentFormat[];
  format: TAppointmentFormat | null;
  services: TBookingService[];
  service: TBookingService | null;
  workplace: TBookingWorkplace | null;
  start: string | null;
}

const idParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * What is chosen, from the URL, falling back to sensible defaults: a service of the chosen format (the
 * default one first), the first workplace. Unknown or stale values in the URL are simply ignored.
 */
export function resolveChoice(options: TBookingOptions, params: URLSearchParams): ResolvedChoice {
  const formats: TAppointmentFormat[] = [];
  if (options.services.some((service) => !service.is_online)) formats.push('clinic');
  if (options.online && options.services.some((service) => service.is_online)) formats.push('online');
  const asked = params.get('format');
  const format = formats.find((item) => item === asked) ?? formats[0] ?? null;
  const services = options.services.filter((service) => service.is_online === (format === 'online'));
  const serviceId = idParam(params, 'service_id');
  const service = services.find((item) => item.id === serviceId) ?? services.find((item) => item.is_default) ?? services[0] ?? null;
  const institutionId = idParam(params, 'institution_id');
  const workplace = options.workplaces.find((item) => item.institution_id === institutionId) ?? options.workplaces[0] ?? null;
  // A card's free time says `2030-03-04T08:00Z` (slot-times.tsx): the same instant as the API's full form.
  const instant = Date.parse(params.get('start') ?? '');
  return { formats, format, services, service, workplace, start: Number.isNaN(instant) ? null : new Date(instant).toISOString() };
}

/** The URL query after a change of choice: other parameters (UTM tags) stay. */
export function withChoice(params: URLSearchParams, patch: Partial<Record<ChoiceParam, string | number | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
