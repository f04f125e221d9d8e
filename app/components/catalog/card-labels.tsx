import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { I18nProvider, useTranslation } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { StaticList, type StaticListProps } from '../layouts/static-list.tsx';

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

/**
 * A listing's cards (docs/decisions/279, 280): a {@link StaticList} inside {@link SharedCardLabels}, whose
 * cards the server keeps by `markupKey` (docs/decisions/310). `markupKey` says everything a card's markup
 * depends on but the page's language and these labels: its data and whatever its place in the list changes.
 */
export function CardList<T extends { id: number | string }>({ markupKey, ...list }: StaticListProps<T> & { markupKey: (item: T, index: number) => string }) {
  return (
    <SharedCardLabels>
      <KeptCards markupKey={markupKey} {...list} />
    </SharedCardLabels>
  );
}

function KeptCards<T extends { id: number | string }>({ markupKey, ...list }: StaticListProps<T> & { markupKey: (item: T, index: number) => string }) {
  const { i18n } = useTranslation();
  const labelledBy = useContext(SharedLabels);
  // What a card reads from its page, provided again around it when it is rendered apart.
  const wrap = (node: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <SharedLabels.Provider value={labelledBy}>{node}</SharedLabels.Provider>
    </I18nProvider>
  );
  return <StaticList {...list} kept={{ key: (item, index) => `${i18n.language}\n${markupKey(item, index)}`, wrap }} />;
}
