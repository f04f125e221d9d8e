import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCompareList } from './compare-button.tsx';
import { COMPARE_LIMITS, toggleCompare, type CompareKind } from './compare-store.ts';
import { CompareGrid } from './compare-grid.tsx';
import { compareDataPath, compareTable, phonePair, type CompareRecords } from './compare-table-data.ts';
import classes from './compare-table.module.css';

/** What this page's loader answers to the table's `?ids=` request (app/routes/public/compare.server.ts). */
interface CompareAnswer {
  records: CompareRecords | null;
  failed?: boolean;
}

/**
 * One kind of the visitor's comparison side by side: items as columns, what a parent weighs as rows, a
 * remove button per item (docs/decisions/120, 185). The list lives in this browser (compare-store.ts), so
 * the server renders the frame and the table asks the page's own loader for the records of these ids.
 */
export function CompareTable({ kind }: { kind: CompareKind }) {
  const { t, locale } = useT();
  const ids = useCompareList(kind);
  const fetcher = useFetcher<CompareAnswer>({ key: `compare-${kind}` });
  const [picked, setPicked] = useState<number[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { load } = fetcher;
  const key = ids.join(',');
  useEffect(() => {
    if (key) void load(compareDataPath(kind, key.split(',').map(Number), locale));
    // `key` stands for the ids' content; a removal is shown at once from what is loaded.
  }, [kind, key, locale, load]);

  const label = t(kind === 'doctors' ? 'places.compare.doctors' : 'places.compare.institutions');
  const limit = COMPARE_LIMITS[kind];
  const headingId = `compare-${kind}`;
  const records = fetcher.data?.records?.kind === kind ? fetcher.data.records : null;
  const present = records ? { ...records, items: records.items.filter((item) => ids.includes(item.id)) } : null;
  const model = present ? compareTable(present as CompareRecords, t, locale) : null;
  const columnIds = model?.columns.map((column) => column.id) ?? [];
  const pair = phonePair(columnIds, picked);
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.title} ref={headingRef} tabIndex={-1}>
        {label}
      </h2>
      <p className={classes.count} aria-live="polite">
        {t('places.compare.count', { label, n: ids.length, max: limit })}
      </p>
      {ids.length >= limit && <p className={classes.note}>{t('places.compare.limit', { n: limit })}</p>}
      {ids.length === 0 || model?.columns.length === 0 ? (
        <div className={classes.empty}>
          <p>{t('places.compare.empty')}</p>
          <SiteLink to={localizedPath(kind === 'doctors' ? '/doctors' : '/med-centers', locale)} className={classes.emptyLink}>
            {t(kind === 'doctors' ? 'places.compare.empty.doctors' : 'places.compare.empty.institutions')}
          </SiteLink>
        </div>
      ) : fetcher.data?.failed && !model ? (
        <p role="alert">{t('places.compare.failed')}</p>
      ) : !model ? (
        <p role="status">{t('places.compare.loading')}</p>
      ) : (
        <CompareGrid
          model={model}
          caption={t('places.compare.caption', { label })}
          pair={pair}
          onPick={setPicked}
          onRemove={(id) => {
            toggleCompare(kind, id);
            // The pressed button leaves with its column: focus goes to the section, whose count says what is left.
            headingRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
