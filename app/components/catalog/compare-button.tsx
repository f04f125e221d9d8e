import { useSyncExternalStore } from 'react';
import { SiteLink } from '../site-link.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { COMPARE_LIMITS, readCompare, subscribeCompare, toggleCompare, type CompareKind } from './compare-store.ts';
import { useNamedLabel } from './card-labels.tsx';
import classes from './buttons.module.css';

const NONE: number[] = [];

/** The visitor's comparison list of one kind; empty on the server and in the first client render. */
export function useCompareList(kind: CompareKind): number[] {
  return useSyncExternalStore(
    subscribeCompare,
    () => readCompare(kind),
    () => NONE,
  );
}

/** The list, and a toggle that says so in a toast past the limit (SPEC §8 "compare limit reached") and leaves the list alone. */
export function useCompareToggle(kind: CompareKind): { list: number[]; toggle(id: number): void } {
  const { t } = useT();
  const list = useCompareList(kind);
  function toggle(id: number) {
    const result = toggleCompare(kind, id);
    if (!result.ok) showToast({ severity: 'warning', detail: t('catalog.compare.limit', { n: COMPARE_LIMITS[kind] }) });
  }
  return { list, toggle };
}

/** "Compare (2)": the link to the comparison page beside a pressed toggle. */
export function CompareOpenLink({ kind, count }: { kind: CompareKind; count: number }) {
  const { t, locale } = useT();
  return (
    <SiteLink to={localizedPath(`/compare/${kind}`, locale)} className={classes.compareLink}>
      {t('catalog.compare.open', { n: count })}
    </SiteLink>
  );
}

/**
 * "Compare" toggle of a card or profile; once something is chosen it is followed by a link to the comparison
 * page (in the same row of buttons, a flex row). Never inside a form, so the button needs no `type`
 * (docs/decisions/280).
 */
export function CompareButton({ kind, id, name, nameId }: { kind: CompareKind; id: number; name: string; nameId?: string }) {
  const label = useNamedLabel();
  const { list, toggle } = useCompareToggle(kind);
  const pressed = list.includes(id);
  return (
    <>
      <button aria-pressed={pressed} {...label('catalog.compare.add', name, nameId)} onClick={() => toggle(id)} data-compare={id} />
      {pressed && <CompareOpenLink kind={kind} count={list.length} />}
    </>
  );
}
