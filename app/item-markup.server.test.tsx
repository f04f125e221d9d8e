import { describe, expect, it } from 'vitest';
import { KEPT_CARDS, renderItemMarkup } from './item-markup.server.ts';

/** A card whose every rendering is counted. */
function counted() {
  let renders = 0;
  const render = (text: string) => () => {
    renders += 1;
    return <p data-card="">{text}</p>;
  };
  return { render, renders: () => renders };
}

describe('a listing card’s kept markup (docs/decisions/310)', () => {
  it('is rendered once per key and written again from what was kept', () => {
    const card = counted();
    const first = renderItemMarkup('kept-once', card.render('Олена'));
    expect(first).toBe('<p data-card="">Олена</p>');
    expect(renderItemMarkup('kept-once', card.render('never rendered'))).toBe(first);
    expect(card.renders()).toBe(1);
  });

  it('is rendered afresh for changed data: the key is the card’s whole data', () => {
    const card = counted();
    renderItemMarkup(JSON.stringify({ id: 1, slots: ['09:00'] }), card.render('09:00'));
    expect(renderItemMarkup(JSON.stringify({ id: 1, slots: ['09:30'] }), card.render('09:30'))).toBe('<p data-card="">09:30</p>');
    expect(card.renders()).toBe(2);
  });

  it(`keeps at most ${KEPT_CARDS} cards, forgetting the one used least recently`, () => {
    const card = counted();
    renderItemMarkup('bounded-0', card.render('0'));
    renderItemMarkup('bounded-1', card.render('1'));
    // Used again: now the most recent, so it outlives the cards added after it.
    renderItemMarkup('bounded-0', card.render('0'));
    for (let index = 2; index <= KEPT_CARDS; index += 1) renderItemMarkup(`bounded-${index}`, card.render(String(index)));
    const before = card.renders();
    renderItemMarkup('bounded-0', card.render('0'));
    expect(card.renders()).toBe(before);
    renderItemMarkup('bounded-1', card.render('1'));
    expect(card.renders()).toBe(before + 1);
  });
});
