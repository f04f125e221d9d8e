import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { decimalComma, formatHryvnias } from '../../../contracts/numbers.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { hoursSummary } from './clinic-hours.ts';
import { useCompareList } from './compare-button.tsx';
import { COMPARE_LIMITS, toggleCompare, type CompareKind } from './compare-store.ts';
import { fetchCompared, priceFrom, type CompareDoctor, type CompareInstitution, type CompareRecords } from './compare-table-data.ts';
import classes from './compare-table.module.css';

type Row<T> = { label: string; value: (item: T) => ReactNode };

const list = (items: readonly { name: string | null }[] | undefined) => (items ?? []).map((item) => item.name).filter(Boolean).join(', ');

function doctorRows(t: Translate): Row<CompareDoctor>[] {
  return [
    { label: t('places.compare.specializations'), value: (doctor) => list(doctor.specializations) },
    { label: t('places.compare.experience'), value: (doctor) => t('places.compare.experience.years', { n: doctor.experience }) },
    { label: t('places.compare.category'), value: (doctor) => t(`places.category.${doctor.category}`) },
    { label: t('places.compare.rating'), value: (doctor) => (doctor.is_show_rating && doctor.reviews_count > 0 ? decimalComma(doctor.rating) : '') },
    { label: t('places.compare.reviews'), value: (doctor) => doctor.reviews_count },
    { label: t('places.compare.price'), value: (doctor) => (priceFrom(doctor) === null ? '' : t('places.profile.services.price', { price: formatHryvnias(priceFrom(doctor)!) })) },
    { label: t('places.compare.languages'), value: (doctor) => list(doctor.languages) },
    {
      label: t('places.compare.workplaces'),
      value: (doctor) => (doctor.workplaces ?? []).map((place) => [place.name, place.address].filter(Boolean).join(', ')).join('; '),
    },
  ];
}

function institutionRows(t: Translate): Row<CompareInstitution>[] {
  return [
    { label: t('places.compare.type'), value: (clinic) => clinic.type?.name ?? '' },
    { label: t('places.compare.address'), value: (clinic) => [clinic.city?.name, clinic.address].filter(Boolean).join(', ') },
    { label: t('places.compare.hours'), value: (clinic) => hoursSummary(clinic.working_hours, t) },
    { label: t('places.compare.features'), value: (clinic) => list(clinic.features) },
    { label: t('places.compare.rating'), value: (clinic) => (clinic.reviews_count > 0 ? decimalComma(clinic.rating) : '') },
    { label: t('places.compare.reviews'), value: (clinic) => clinic.reviews_count },
  ];
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; records: CompareRecords };

/**
 * One kind of the visitor's comparison side by side: items as columns, the fields that matter as rows,
 * a remove button per item. The list lives in this browser (compare-store.ts), so the server renders the
 * empty frame and the browser fills it.
 */
export function CompareTable({ kind }: { kind: CompareKind }) {
  const { t, locale } = useT();
  const ids = useCompareList(kind);
  const [state, setState] = useState<State>({ status: 'loading' });
  const key = ids.join(',');
  useEffect(() => {
    if (ids.length === 0) return;
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetchCompared(kind, ids, locale, controller.signal)
      .then((records) => setState({ status: 'ready', records }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
    // `key` stands for the ids' content; the array itself is stable until the list changes.
  }, [kind, key, locale]);

  const label = t(kind === 'doctors' ? 'places.compare.doctors' : 'places.compare.institutions');
  const limit = COMPARE_LIMITS[kind];
  const headingId = `compare-${kind}`;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.title}>
        {label}
      </h2>
      <p className={classes.count}>{t('places.compare.count', { label, n: ids.length, max: limit })}</p>
      {ids.length >= limit && <p className={classes.note}>{t('places.compare.limit', { n: limit })}</p>}
      {ids.length === 0 ? (
        <div className={classes.empty}>
          <p>{t('places.compare.empty')}</p>
          <Link to={localizedPath(kind === 'doctors' ? '/doctors' : '/med-centers', locale)}>
            {t(kind === 'doctors' ? 'places.compare.empty.doctors' : 'places.compare.empty.institutions')}
          </Link>
        </div>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('places.compare.failed')}</p>
      ) : state.status === 'loading' || state.records.kind !== kind ? (
        <p role="status">{t('places.compare.loading')}</p>
      ) : state.records.kind === 'doctors' ? (
        <Table label={label} items={state.records.items.filter((item) => ids.includes(item.id))} rows={doctorRows(t)} kind={kind} nameOf={(item) => item.full_name ?? ''} pathOf={(item) => `/doctor/${item.slug}`} />
      ) : (
        <Table label={label} items={state.records.items.filter((item) => ids.includes(item.id))} rows={institutionRows(t)} kind={kind} nameOf={(item) => item.name ?? ''} pathOf={(item) => `/clinic/${item.slug}`} />
      )}
    </section>
  );
}

interface TableProps<T extends { id: number }> {
  label: string;
  kind: CompareKind;
  items: T[];
  rows: Row<T>[];
  nameOf: (item: T) => string;
  pathOf: (item: T) => string;
}

function Table<T extends { id: number }>({ label, kind, items, rows, nameOf, pathOf }: TableProps<T>) {
  const { t, locale } = useT();
  const none = t('places.compare.none');
  return (
    // A wide table scrolls sideways on a phone; the region is focusable so the keyboard can scroll it.
    <div className={classes.scroll} role="region" aria-label={t('places.compare.caption', { label })} tabIndex={0}>
      <table className={classes.table} data-compare-kind={kind}>
        <caption className="vz-visually-hidden">{t('places.compare.caption', { label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('places.compare.field')}</th>
            {items.map((item) => (
              <th scope="col" key={item.id}>
                <Link to={localizedPath(pathOf(item), locale)}>{nameOf(item)}</Link>
                <button type="button" className={classes.remove} onClick={() => toggleCompare(kind, item.id)} aria-label={t('places.compare.remove.label', { name: nameOf(item) })}>
                  {t('places.compare.remove')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {items.map((item) => {
                const value = row.value(item);
                return <td key={item.id}>{value === '' || value === null ? none : value}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
