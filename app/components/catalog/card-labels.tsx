import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';

/** The labels of a card's controls that name the card's subject ("Додати {{name}} в обране"). */
const KEYS = ['catalog.book.label', 'catalog.favourite.add', 'catalog.compare.add'] as const satisfies readonly MessageKey[];
export type CardLabelKey = (typeof KEYS)[number];

const MARK = '\u0001';
const partId = (index: number, side: 'b' | 'a') => `${side}${index}`;

/** `aria-labelledby` of a control whose label is `key` around the element `nameId` names. */
type LabelledBy = (key: CardLabelKey, nameId: string) => string;
const SharedLabels = createContext<LabelledBy | null>(null);

/**
 * The words around the name in the labels of fifty cards' controls, once for the whole list
 * (docs/decisions/280): a control is labelled by those words and the card's heading (`aria-labelledby`,
 * which reads hidden elements too), so "Додати Олена Петренко в обране" is still its name, without the
 * phrase and the name written fifty times each.
 */
export function SharedCardLabels({ children }: { children: ReactNode }) {
  const { t } = useT();
  const parts = KEYS.map((key) => {
    const [before = '', after = ''] = t(key, { name: MARK }).split(MARK);
    return { before: before.trim(), after: after.trim() };
  });
  const labelledBy: LabelledBy = (key, nameId) => {
    const index = KEYS.indexOf(key);
    const { before, after } = parts[index];
    return [before && partId(index, 'b'), nameId, after && partId(index, 'a')].filter(Boolean).join(' ');
  };
  return (
    <SharedLabels.Provider value={labelledBy}>
      <div hidden>
        {parts.flatMap(({ before, after }, index) => [
          before && (
            <span key={`${index}b`} id={partId(index, 'b')}>
              {before}
            </span>
          ),
          after && (
            <span key={`${index}a`} id={partId(index, 'a')}>
              {after}
            </span>
          ),
        ])}
      </div>
      {children}
    </SharedLabels.Provider>
  );
}

/**
 * The label of a control naming `name`: by the shared words and the element `nameId` inside a
 * {@link SharedCardLabels}, else written out (`aria-label`).
 */
export function useNamedLabel(): (key: CardLabelKey, name: string, nameId: string | undefined) => { 'aria-label'?: string; 'aria-labelledby'?: string } {
  const { t } = useT();
  const labelledBy = useContext(SharedLabels);
  return (key, name, nameId) => (labelledBy && nameId ? { 'aria-labelledby': labelledBy(key, nameId) } : { 'aria-label': t(key, { name }) });
}

/** Whether the cards around share their controls' labels: then their headings carry ids to be named by. */
export const useSharedLabels = () => useContext(SharedLabels) !== null;
