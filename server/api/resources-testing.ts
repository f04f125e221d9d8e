import { specializations } from '../../db/schema/index.ts';
import { useApiTestContext } from './testing.ts';

/** The generic resource routes exercised through one resource, specializations, over a fresh test database. */
export const base = '/api/v1/specializations';

export const specialization = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name_ua: `Назва ${code}`,
  name_ru: `Название ${code}`,
  doctor_name_ua: `лікар ${code}`,
  doctor_name_ru: `врач ${code}`,
  ...extra,
});

export const codes = (body: { data: { code: string }[] }) => body.data.map((row) => row.code);

/** Registers the suite's server (made before, closed after) and returns the calls the tests make on it. */
export function useResourceApi() {
  const api = useApiTestContext();

  return {
    get context() {
      return api.context;
    },
    async get(url: string, headers: Record<string, string> = {}) {
      const response = await api.context.app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.json() };
    },
    async send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
      const response = await api.context.app.inject({ method, url, payload: payload as never, headers });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
    /** Five specializations, one inactive, in a known order. */
    async reset() {
      await api.context.database.db.delete(specializations);
      await api.context.database.db.insert(specializations).values([
        { ...specialization('alpha'), slug: 'alpha', order: 1, name_ua: 'Алергологія', name_ru: 'Аллергология', is_footer: true, icon: '/i/a.svg' },
        { ...specialization('beta'), slug: 'beta', order: 2, name_ua: 'Гастроентерологія', name_ru: 'Гастроэнтерология' },
        { ...specialization('gamma'), slug: 'gamma', order: 3, name_ua: 'Кардіологія', name_ru: 'Кардиология', is_footer: true },
        { ...specialization('delta'), slug: 'delta', order: 4, name_ua: 'Неврологія', name_ru: 'Неврология', status: 'inactive' },
        { ...specialization('epsilon'), slug: 'epsilon', order: 5, name_ua: 'Яснознавство', name_ru: 'Десноведение', icon: '/i/e.svg' },
      ]);
    },
  };
}
