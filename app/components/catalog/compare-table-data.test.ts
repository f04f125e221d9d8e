import { describe, expect, it } from 'vitest';
import type { ComparedDoctor, ComparedDoctors, ComparedInstitution, ComparedInstitutions } from '../../../contracts/compare.ts';
import { translate } from '../../i18n/catalogs.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { bookingPath, compareDataPath, doctorTable, institutionTable, phonePair, pickForColumn, slotWhen, type CompareCell } from './compare-table-data.ts';

const tr =
  (locale: Locale): Translate =>
  (key, params) =>
    translate(locale, key, params);
const ua = tr('ua');
const ru = tr('ru');

/** Wednesday 26 November 2025 in Kyiv. */
const TODAY = '2025-11-26';

function doctor(overrides: Partial<ComparedDoctor> = {}): ComparedDoctor {
  return {
    id: 1,
    slug: 'ivanenko',
    name: 'Іваненко Ольга',
    photo: null,
    specializations: ['Педіатрія', 'Алергологія'],
    experience: 12,
    category: 'higher',
    rating: 4.75,
    reviews_count: 23,
    price_from: 550,
    accepts_children: true,
    languages: ['Українська', 'Англійська'],
    workplaces: [{ id: 9, name: 'Добробут', address: 'вул. Хрещатик, 1', city: 'Київ' }],
    bookable: true,
    next_slot: { start: '2025-11-27T08:30:00.000Z', date: '2025-11-27', time: '10:30', institution_id: 9, institution_name: 'Добробут' },
    ...overrides,
  };
}

const doctors = (items: ComparedDoctor[]): ComparedDoctors => ({ kind: 'doctors', today: TODAY, horizon_days: 14, items });

function clinic(overrides: Partial<ComparedInstitution> = {}): ComparedInstitution {
  return {
    id: 5,
    slug: 'dobrobut',
    name: 'Добробут',
    logo: null,
    type: 'Клініка',
    city: 'Київ',
    address: 'вул. Хрещатик, 1',
    rating: 4.4,
    reviews_count: 1,
    working_hours: {},
    children_reception: true,
    features: ['Парковка'],
    without_slots: false,
    next_slot: {
      start: '2025-11-28T07:00:00.000Z',
      date: '2025-11-28',
      time: '09:00',
      institution_id: 5,
      institution_name: 'Добробут',
      doctor: { slug: 'petrenko', name: 'Петренко Іван' },
    },
    ...overrides,
  };
}

const clinics = (items: ComparedInstitution[]): ComparedInstitutions => ({ kind: 'medical-institutions', today: TODAY, horizon_days: 14, items });

const cellsOf = (model: { rows: { key: string; cells: CompareCell[] }[] }, key: string) => model.rows.find((row) => row.key === key)!.cells;
const textOf = (cell: CompareCell) =>
  cell.kind === 'text' || cell.kind === 'booking' || cell.kind === 'yes-no' ? cell.text : cell.kind === 'lines' ? cell.lines.join(' | ') : '—';

describe('slotWhen', () => {
  it('says today and tomorrow in words, in the page language', () => {
    expect(slotWhen({ date: TODAY, time: '18:00' }, TODAY, ua)).toBe('сьогодні, 18:00');
    expect(slotWhen({ date: '2025-11-27', time: '10:30' }, TODAY, ua)).toBe('завтра, 10:30');
    expect(slotWhen({ date: TODAY, time: '18:00' }, TODAY, ru)).toBe('сегодня, 18:00');
    expect(slotWhen({ date: '2025-11-27', time: '10:30' }, TODAY, ru)).toBe('завтра, 10:30');
  });

  it('writes a later day as weekday, day and short month', () => {
    expect(slotWhen({ date: '2025-11-28', time: '09:00' }, TODAY, ua)).toBe('пт, 28 лист., 09:00');
    expect(slotWhen({ date: '2025-11-28', time: '09:00' }, TODAY, ru)).toBe('пт, 28 нояб., 09:00');
    expect(slotWhen({ date: '2025-11-30', time: '09:00' }, TODAY, ua)).toBe('нд, 30 лист., 09:00');
    expect(slotWhen({ date: '2025-11-30', time: '09:00' }, TODAY, ru)).toBe('вс, 30 нояб., 09:00');
  });

  it('knows tomorrow across a month and a year', () => {
    expect(slotWhen({ date: '2026-02-01', time: '08:00' }, '2026-01-31', ua)).toBe('завтра, 08:00');
    expect(slotWhen({ date: '2027-01-01', time: '08:00' }, '2026-12-31', ru)).toBe('завтра, 08:00');
    expect(slotWhen({ date: '2027-01-02', time: '08:00' }, '2026-12-31', ua)).toBe('сб, 2 січ., 08:00');
  });
});

describe('doctorTable', () => {
  it('puts what a parent weighs first: next free time, children, price, rating, address', () => {
    const model = doctorTable(doctors([doctor()]), ua, 'ua');
    expect(model.rows.map((row) => row.key)).toEqual([
      'next',
      'children',
      'price',
      'rating',
      'workplaces',
      'specializations',
      'experience',
      'category',
      'languages',
    ]);
    expect(model.rows.map((row) => row.label).slice(0, 5)).toEqual(['Найближчий вільний час', 'Приймає дітей', 'Ціна', 'Рейтинг', 'Місця прийому']);
    expect(model.columns).toEqual([{ id: 1, name: 'Іваненко Ольга', path: '/doctor/ivanenko', image: null, subtitle: 'Педіатрія' }]);
  });

  it('links the next free time straight to booking it, named for a screen reader', () => {
    const [cell] = cellsOf(doctorTable(doctors([doctor()]), ru, 'ru'), 'next');
    expect(cell).toEqual({
      kind: 'booking',
      text: 'завтра, 10:30',
      note: 'Добробут',
      to: '/ru/doctor/ivanenko/appointment?institution_id=9&start=2025-11-27T08%3A30%3A00.000Z',
      label: 'Записаться: завтра, 10:30, Добробут',
    });
  });

  it('tells a doctor without free time from one who takes no bookings here', () => {
    const model = doctorTable(doctors([doctor({ next_slot: null }), doctor({ id: 2, next_slot: null, bookable: false })]), ua, 'ua');
    expect(cellsOf(model, 'next').map(textOf)).toEqual(['Немає вільного часу на найближчі 14 днів', 'Онлайн-запису немає']);
    expect(cellsOf(doctorTable(doctors([doctor({ next_slot: null })]), ru, 'ru'), 'next').map(textOf)).toEqual(['Нет свободного времени на ближайшие 14 дней']);
  });

  it('words children, price, rating and places', () => {
    const model = doctorTable(
      doctors([
        doctor(),
        doctor({ id: 2, accepts_children: false, price_from: null, rating: null, reviews_count: 2, workplaces: [] }),
        doctor({
          id: 3,
          price_from: 1250.5,
          reviews_count: 0,
          rating: 0,
          workplaces: [...doctor().workplaces, { id: 10, name: 'Медікум', address: 'пр. Перемоги, 5', city: 'Київ' }],
        }),
      ]),
      ua,
      'ua',
    );
    expect(cellsOf(model, 'children')).toEqual([
      { kind: 'yes-no', value: true, text: 'Так' },
      { kind: 'yes-no', value: false, text: 'Ні' },
      { kind: 'yes-no', value: true, text: 'Так' },
    ]);
    expect(cellsOf(model, 'price').map(textOf)).toEqual(['від 550\u202f₴', '—', 'від 1\u202f250,50\u202f₴']);
    expect(cellsOf(model, 'rating').map(textOf)).toEqual(['4,8 · 23 відгуки', '2 відгуки', 'Ще немає відгуків']);
    expect(cellsOf(model, 'workplaces').map(textOf)).toEqual([
      'Добробут, Київ, вул. Хрещатик, 1',
      '—',
      'Добробут, Київ, вул. Хрещатик, 1 | Медікум, Київ, пр. Перемоги, 5',
    ]);
    const moved = doctorTable(doctors([doctor({ workplaces: [{ id: 9, name: 'Добробут', address: 'м. Київ, вул. Хрещатик, 1', city: 'Київ' }] })]), ua, 'ua');
    expect(cellsOf(moved, 'workplaces').map(textOf)).toEqual(['Добробут, м. Київ, вул. Хрещатик, 1']);
    expect(cellsOf(model, 'experience').map(textOf)).toEqual(['12 р.', '12 р.', '12 р.']);
  });
});

describe('institutionTable', () => {
  it('shows the earliest free time of any doctor there, children reception, rating, address and hours', () => {
    const model = institutionTable(
      clinics([
        clinic(),
        clinic({ id: 6, next_slot: null, without_slots: true, children_reception: false, reviews_count: 0 }),
        clinic({ id: 7, next_slot: null }),
      ]),
      ua,
      'ua',
    );
    expect(model.rows.map((row) => row.key)).toEqual(['next', 'children', 'rating', 'address', 'hours', 'type', 'features']);
    const [first, second, third] = cellsOf(model, 'next');
    expect(first).toEqual({
      kind: 'booking',
      text: 'пт, 28 лист., 09:00',
      note: 'Петренко Іван',
      to: '/doctor/petrenko/appointment?institution_id=5&start=2025-11-28T07%3A00%3A00.000Z',
      label: 'Записатися: пт, 28 лист., 09:00, Петренко Іван',
    });
    expect(textOf(second)).toBe('Запис за заявкою');
    expect(textOf(third)).toBe('Немає вільного часу на найближчі 14 днів');
    expect(cellsOf(model, 'children').map(textOf)).toEqual(['Так', 'Ні', 'Так']);
    expect(cellsOf(model, 'rating').map(textOf)).toEqual(['4,4 · 1 відгук', 'Ще немає відгуків', '4,4 · 1 відгук']);
    expect(cellsOf(model, 'address').map(textOf)[0]).toBe('Київ, вул. Хрещатик, 1');
    // No hours of its own: SPEC §9's defaults, as the clinic page says.
    expect(cellsOf(model, 'hours').map(textOf)[0]).toBe('Пн–Пт 8:00–20:00, Сб–Нд 9:00–20:00');
    expect(model.columns[0]).toEqual({ id: 5, name: 'Добробут', path: '/clinic/dobrobut', image: null, subtitle: 'Клініка' });
  });
});

describe('phone columns', () => {
  it('shows the first two until the visitor picks, and keeps her picks while they are compared', () => {
    expect(phonePair([4, 2, 9], [])).toEqual([4, 2]);
    expect(phonePair([4], [])).toEqual([4]);
    expect(phonePair([4, 2, 9], [9, 4])).toEqual([9, 4]);
    // One of her picks was removed from the comparison: the next one in the table's order fills in.
    expect(phonePair([4, 2], [9, 4])).toEqual([4, 2]);
    expect(phonePair([4, 2, 9], [9, 9])).toEqual([9, 4]);
  });

  it('puts the chosen one in the column, swapping when it was in the other', () => {
    expect(pickForColumn([4, 2], 1, 9)).toEqual([4, 9]);
    expect(pickForColumn([4, 2], 0, 2)).toEqual([2, 4]);
    expect(pickForColumn([4, 2], 0, 4)).toEqual([4, 2]);
  });
});

describe('paths', () => {
  it('asks the page of the same language for the records', () => {
    expect(compareDataPath('doctors', [3, 1], 'ru')).toBe('/ru/compare/doctors?ids=3,1');
    expect(compareDataPath('medical-institutions', [7], 'ua')).toBe('/compare/medical-institutions?ids=7');
  });

  it('books the chosen time at its place', () => {
    expect(bookingPath('ivanenko', { institution_id: 9, start: '2025-11-27T08:30:00.000Z' }, 'ua')).toBe(
      '/doctor/ivanenko/appointment?institution_id=9&start=2025-11-27T08%3A30%3A00.000Z',
    );
  });
});
