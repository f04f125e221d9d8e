import type { Locale } from '../../i18n/locale.ts';
import type { CompareKind } from './compare-store.ts';
import type { WeekHours } from './clinic-hours.ts';

/**
 * What the comparison needs, read from the public generic API (`read: 'public'` in resources/doctors.ts
 * and medical-institutions.ts) with a bare `fetch`: translated fields arrive in the page's language
 * (`Accept-Language`), relations through `populate`. Only active records are asked for, so a doctor
 * who left since being added simply drops out of the table.
 */

const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api/v1').replace(/\/+$/, '');

interface Named {
  id: number;
  name: string | null;
}

export interface CompareDoctor {
  id: number;
  slug: string;
  full_name: string | null;
  photo: string | null;
  experience: number;
  category: 'higher' | 'first' | 'second' | 'none';
  rating: number;
  is_show_rating: boolean;
  reviews_count: number;
  specializations?: Named[];
  languages?: Named[];
  workplaces?: (Named & { address: string | null })[];
  services?: { cost: number; status: string }[];
}

export interface CompareInstitution {
  id: number;
  slug: string;
  name: string | null;
  address: string | null;
  logo: string | null;
  image: string | null;
  rating: number;
  reviews_count: number;
  working_hours: WeekHours | null;
  type?: Named | null;
  city?: Named | null;
  features?: Named[];
}

export type CompareRecords = { kind: 'doctors'; items: CompareDoctor[] } | { kind: 'medical-institutions'; items: CompareInstitution[] };

const POPULATE: Record<CompareKind, readonly string[]> = {
  doctors: ['specializations', 'languages', 'workplaces', 'services'],
  'medical-institutions': ['type', 'city', 'features'],
};

/** The records of `ids`, in the order they were added to the comparison. */
export async function fetchCompared(kind: CompareKind, ids: readonly number[], locale: Locale, signal?: AbortSignal): Promise<CompareRecords> {
  const params = new URLSearchParams();
  ids.forEach((id, index) => params.append(`filters[id][$in][${index}]`, String(id)));
  params.set('filters[status][$eq]', 'active');
  POPULATE[kind].forEach((name, index) => params.append(`populate[${index}]`, name));
  params.set('limit', String(Math.max(ids.length, 1)));
  const response = await fetch(`${API_BASE}/${kind}?${params}`, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`${kind}: ${response.status}`);
  const { data } = (await response.json()) as { data: { id: number }[] };
  const byId = new Map(data.map((record) => [record.id, record]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  // The API's records are typed by the resource definitions, which the browser does not import.
  return kind === 'doctors' ? { kind, items: ordered as CompareDoctor[] } : { kind, items: ordered as CompareInstitution[] };
}

/** The cheapest active service, UAH (costs are kopecks). */
export function priceFrom(doctor: CompareDoctor): number | null {
  const costs = (doctor.services ?? []).filter((service) => service.status === 'active').map((service) => service.cost);
  return costs.length ? Math.min(...costs) / 100 : null;
}
