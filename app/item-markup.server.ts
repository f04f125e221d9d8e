import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ItemMarkupRenderer } from './components/layouts/static-list.tsx';

/**
 * The markup of a listing's cards, kept by what it depends on (docs/decisions/310). A card the browser never
 * hydrates (decision 279) needs only to read the same to a person, so it is rendered apart from its page once,
 * and every later page showing the same card, in the same language, with the same data, writes the kept markup.
 * Its key is the card's whole data: a changed free time, price or status is a new key, and the old markup
 * simply ages out. Nothing personal is in a card (the server draws every toggle unpressed).
 *
 * About 2.5 KB of markup and 1 KB of key a card: 2,000 cards are 40 listing pages in both languages, ~15 MB at most.
 */
export const KEPT_CARDS = 2_000;

const kept = new Map<string, string>();

/**
 * The renderer's markup is a string built of a thousand small pieces; joined into a page as it is, it would be
 * walked piece by piece again on every request (1.5 ms a listing). Kept as one flat string, it is copied once.
 */
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A card's markup: kept if the same card was written before, else rendered now and kept. */
export const renderItemMarkup: ItemMarkupRenderer = (key: string, render: () => ReactNode) => {
  const found = kept.get(key);
  if (found !== undefined) {
    // The most recently used last: the first in the map is the one to forget.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const markup = flat(renderToStaticMarkup(render()));
  kept.set(key, markup);
  if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value as string);
  return markup;
};
