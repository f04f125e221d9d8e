import { useQueries } from '@tanstack/react-query';
import type { PatternVariable, VariableSample } from '../../../../contracts/seo-patterns.ts';
import type { Locale } from '../../../../contracts/locale.ts';
import { browserApi } from '../../../api/browser.ts';

type Row = Record<string, unknown> & { id: number };

/** Where each variable's sample comes from: the resource, the record field staff pick it in, its URL segment. */
const SOURCES: Record<PatternVariable, { resource: string; idsField: string; slug: string }> = {
  city: { resource: 'cities', idsField: 'city_ids', slug: 'city_slug' },
  specialization: { resource: 'specializations', idsField: 'specialization_ids', slug: 'slug' },
  doctor_feature: { resource: 'doctor-features', idsField: 'doctor_feature_ids', slug: 'slug' },
  medical_institution_type: { resource: 'medical-institution-types', idsField: 'institution_type_ids', slug: 'slug' },
  medical_institution_feature: { resource: 'medical-institution-features', idsField: 'institution_feature_ids', slug: 'slug' },
};

const text = (row: Row | undefined, field: string) => (typeof row?.[field] === 'string' && row[field] !== '' ? (row[field] as string) : null);

function sampleOf(rows: Partial<Record<PatternVariable, Row>>, locale: Locale): VariableSample {
  const name = (row: Row) => text(row, `name_${locale}`) ?? text(row, 'name_ua') ?? '';
  const { city, specialization, doctor_feature, medical_institution_type, medical_institution_feature } = rows;
  return {
    ...(city && { city: { name: name(city), locative: text(city, `name_locative_${locale}`) } }),
    ...(specialization && { specialization: { name: name(specialization), doctor_name: text(specialization, `doctor_name_${locale}`) } }),
    ...(doctor_feature && { doctor_feature: name(doctor_feature) }),
    ...(medical_institution_type && { medical_institution_type: name(medical_institution_type) }),
    ...(medical_institution_feature && { medical_institution_feature: name(medical_institution_feature) }),
  };
}

/** The path segments of a filtered page's own URL (`/doctors/kyiv/kardiolog` → kyiv, kardiolog), as slugs. */
function segmentsOf(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => /^[\w-]+$/.test(segment))
    .map((segment) => segment.toLowerCase());
}

/**
 * A real record for each variable the preview needs. A filtered page is one listing: its values are the records its
 * URL's segments name, as on the public page (none: the variable is empty there too). A pattern stands for many:
 * the first record staff picked on its "Filters" tab, else the first of the dictionary. Answers each language's
 * names and the URL segments.
 */
export function useVariableSample(variables: readonly PatternVariable[], record: Record<string, unknown>, { ownUrl }: { ownUrl: string | null }) {
  const ownSegments = ownUrl === null ? null : segmentsOf(ownUrl);
  const results = useQueries({
    queries: variables.map((variable) => {
      const source = SOURCES[variable];
      const chosen = Array.isArray(record[source.idsField]) ? (record[source.idsField] as unknown[]).find((id) => typeof id === 'number') : undefined;
      const filters =
        ownSegments !== null ? { [source.slug]: { $in: ownSegments.join(',') || '-' } } : chosen !== undefined ? { id: { $eq: String(chosen) } } : undefined;
      return {
        queryKey: ['admin', source.resource, 'seo-sample', filters ?? 'first'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          browserApi().list<Row>(source.resource, { limit: 1, sort: 'id:asc', fields: '*', ...(filters && { filters }) }, { signal }),
        staleTime: 60_000,
      };
    }),
  });
  const rows: Partial<Record<PatternVariable, Row>> = {};
  const segments: Partial<Record<PatternVariable, string>> = {};
  variables.forEach((variable, index) => {
    const row = results[index]?.data?.data[0];
    if (!row) return;
    rows[variable] = row;
    const slug = text(row, SOURCES[variable].slug);
    if (slug) segments[variable] = slug.toLowerCase();
  });
  return { ua: sampleOf(rows, 'ua'), ru: sampleOf(rows, 'ru'), segments, loading: results.some((result) => result.isPending) };
}
