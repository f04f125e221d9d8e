import { queryOptions } from '@tanstack/react-query';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The partner cabinet's doctor data (docs/decisions/234), through the declared routes. */
export const partnerDoctorKeys = {
  list: (locale: Locale) => ['partner-doctors', 'list', locale] as const,
  doctor: (id: number) => ['partner-doctors', id] as const,
  services: (id: number) => ['partner-doctors', id, 'services'] as const,
  specializations: (locale: Locale) => ['partner-doctors', 'specializations', locale] as const,
};

/** The partner's doctors with photo, status and cabinet state, named in the page's language. */
export const partnerDoctorListQuery = (locale: Locale) =>
  queryOptions({
    queryKey: partnerDoctorKeys.list(locale),
    queryFn: async () => (await call(routes.partnerDoctorList)).data,
  });

export const partnerDoctorQuery = (id: number) =>
  queryOptions({
    queryKey: partnerDoctorKeys.doctor(id),
    queryFn: async () => (await call(routes.partnerDoctor, { params: { id }, expected: [404] })).data,
    retry: false,
  });

export const partnerDoctorServicesQuery = (id: number) =>
  queryOptions({
    queryKey: partnerDoctorKeys.services(id),
    queryFn: async () => (await call(routes.partnerDoctorServices, { params: { id } })).data,
  });

/** Every specialization (a public dictionary), named in the page's language. */
export const specializationOptionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: partnerDoctorKeys.specializations(locale),
    queryFn: async () => {
      const api = (await import('../../api/browser.ts')).browserApi();
      const answer = await api.get<{ data: { id: number; name: string }[] }>('/specializations', { query: { skipPagination: 'true', sort: 'name:asc' } });
      return answer.data.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 10 * 60_000,
  });
