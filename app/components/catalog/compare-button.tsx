import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { COMPARE_LIMITS, readCompare, subscribeCompare, toggleCompare, type CompareKind } from './compare-store.ts';
import classes from './buttons.module.css';

const NONE: number[] = [];

/** The visitor's comparison list of one kind; empty on the server and in the first client render. */
export function useCompareList(kind: CompareKind): number[] {
  return useSyncExternalStore(subscribeCompare, () => readCompare(kind), () => NONE);
}

/**
 * "Compare" toggle of a card or profile. Past the limit it says so in a toast (SPEC §8 "compare limit
 * reached") and leaves the list alone; once something is chosen it links to the comparison page.
 */
export function CompareButton({ kind, id, name }: { kind: CompareKind; id: number; name: string }) {
  const { t, locale } = useT();
  const list = useCompareList(kind);
  const pressed = list.includes(id);
  function toggle() {
    const result = toggleCompare(kind, id);
    if (!result.ok) showToast({ severity: 'warning', detail: t('catalog.compare.limit', { n: COMPARE_LIMITS[kind] }) });
  }
  return (
    <span className={classes.compare}>
      <button
        type="button"
        className={`${classes.toggle} ${classes.arrows}`}
        aria-pressed={pressed}
        aria-label={t('catalog.compare.add', { name })}
        onClick={toggle}
        data-compare={id}
      />
      {pressed && (
        <Link to={localizedPath(`/compare/${kind}`, locale)} className={classes.compareLink}>
          {t('catalog.compare.open', { n: list.length })}
        </Link>
      )}
    </span>
  );
}
