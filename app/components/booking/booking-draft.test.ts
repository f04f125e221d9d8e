import { describe, expect, it } from 'vitest';
import { clinicDayAndTime, createDraftStore, historyStep, withHeldSlot, type BookingDraft, type DraftStorage } from './booking-draft.ts';
import { EMPTY_PATIENT } from './patient-form.tsx';

function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const draft = (patch: Partial<BookingDraft> = {}): BookingDraft => ({
  hold_id: 5,
  user_id: 1,
  doctor_id: 7,
  service_id: 2,
  institution_id: 10,
  format: 'clinic',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T08:30:00.000Z',
  date: '2026-12-01',
  time: '10:00',
  deadline: 10_000,
  values: { ...EMPTY_PATIENT, first_name: 'Олена' },
  ...patch,
});

describe('booking draft store', () => {
  it('keeps "for whom" with the hold, and reads a draft from before it as "for me" (docs/decisions/183)', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => 1_000);
    store.save(draft());
    const person = { ...EMPTY_PATIENT.for_whom.person, last_name: 'Петренко', first_name: 'Ліза', birthday: '2021-03-14', relation: 'daughter' as const };
    store.saveValues(5, { ...EMPTY_PATIENT, for_whom: { kind: 'new_family', family_member_id: null, person } });
    expect(store.find(1, 7)?.values.for_whom).toEqual({ kind: 'new_family', family_member_id: null, person });
    store.saveValues(5, { ...EMPTY_PATIENT, for_whom: { kind: 'family', family_member_id: 12, person: EMPTY_PATIENT.for_whom.person } });
    expect(store.find(1, 7)?.values.for_whom).toMatchObject({ kind: 'family', family_member_id: 12 });
    const { for_whom: _dropped, ...older } = EMPTY_PATIENT;
    storage.setItem('vizyt.booking-draft.5', JSON.stringify({ ...draft(), values: older }));
    expect(store.find(1, 7)?.values.for_whom.kind).toBe('self');
    storage.setItem('vizyt.booking-draft.5', JSON.stringify({ ...draft(), values: { ...older, for_whom: { kind: 'everyone' } } }));
    expect(store.find(1, 7)?.values.for_whom.kind).toBe('self');
  });

  it('tells a held time of this tab (resumed) from one arrived at by a link', () => {
    let clock = 1_000;
    const store = createDraftStore(memoryStorage(), () => clock);
    expect(store.holds(7, '2026-12-01T08:00:00.000Z')).toBe(false);
    store.save(draft());
    expect(store.holds(7, '2026-12-01T10:00:00.000+02:00')).toBe(true);
    expect(store.holds(7, '2026-12-01T08:30:00.000Z')).toBe(false);
    expect(store.holds(8, '2026-12-01T08:00:00.000Z')).toBe(false);
    clock = 10_001;
    expect(store.holds(7, '2026-12-01T08:00:00.000Z')).toBe(false);
  });

  it('gives back the held time and what was typed to the same person on the same doctor', () => {
    let clock = 1_000;
    const store = createDraftStore(memoryStorage(), () => clock);
    store.save(draft());
    store.saveValues(5, { ...EMPTY_PATIENT, first_name: 'Олена', comment: 'довідка' });
    expect(store.find(1, 7)).toMatchObject({ hold_id: 5, start: '2026-12-01T08:00:00.000Z', values: { first_name: 'Олена', comment: 'довідка' } });
    expect(store.find(2, 7)).toBeNull();
    expect(store.find(1, 8)).toBeNull();
    clock = 9_999;
    expect(store.find(1, 7)?.hold_id).toBe(5);
  });

  it('forgets a draft when its hold ends, and sweeps it from storage', () => {
    let clock = 1_000;
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => clock);
    store.save(draft());
    clock = 10_000;
    expect(store.find(1, 7)).toBeNull();
    expect(storage.entries.size).toBe(0);
    store.saveValues(5, EMPTY_PATIENT);
    expect(storage.entries.size).toBe(0);
  });

  it('keeps one draft per person: a new hold replaces the previous one, another person keeps theirs', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => 1_000);
    store.save(draft());
    store.save(draft({ hold_id: 9, user_id: 2 }));
    store.save(draft({ hold_id: 6, doctor_id: 8 }));
    expect(store.find(1, 7)).toBeNull();
    expect(store.find(1, 8)?.hold_id).toBe(6);
    expect(store.find(2, 7)?.hold_id).toBe(9);
    store.remove(6);
    expect(store.find(1, 8)).toBeNull();
  });

  it('drops what it cannot read instead of failing the page', () => {
    const storage = memoryStorage();
    storage.setItem('vizyt.booking-draft.3', '{not json');
    storage.setItem('vizyt.booking-draft.4', JSON.stringify({ hold_id: 4 }));
    storage.setItem('other', 'kept');
    const store = createDraftStore(storage, () => 1_000);
    expect(store.find(1, 7)).toBeNull();
    expect([...storage.entries.keys()]).toEqual(['other']);
  });

  it('works without storage at all', () => {
    const store = createDraftStore(null);
    store.save(draft());
    expect(store.find(1, 7)).toBeNull();
  });
});

describe('the held time among the free ones', () => {
  const days = [
    {
      date: '2026-12-01',
      slots: [
        { start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T07:30:00.000Z', time: '09:00' },
        { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z', time: '11:00' },
      ],
    },
    { date: '2026-12-02', slots: [] },
  ];
  it('puts her own held time back in order, once', () => {
    const held = { start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:30:00.000Z', date: '2026-12-01', time: '10:00' };
    const shown = withHeldSlot(days, held);
    expect(shown[0].slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(withHeldSlot(shown, held)[0].slots).toHaveLength(3);
    expect(shown[1]).toBe(days[1]);
    expect(withHeldSlot(days, null)).toBe(days);
  });
});

describe('history steps of the booking page', () => {
  const params = (text: string) => new URLSearchParams(text);
  it('pushes the first chosen time and replaces every other change', () => {
    expect(historyStep(params('service_id=2'), params('service_id=2&start=2026-12-01T08:00:00Z'))).toBe('push');
    expect(historyStep(params('start=2026-12-01T08:00:00Z'), params('start=2026-12-01T09:00:00Z'))).toBe('replace');
    expect(historyStep(params('service_id=2'), params('service_id=3'))).toBe('replace');
    expect(historyStep(params('start=2026-12-01T08:00:00Z'), params(''))).toBe('replace');
  });
});

describe('clinic day and time of an instant', () => {
  it('reads the instant in Kyiv, across midnight and the summer-time change', () => {
    expect(clinicDayAndTime('2026-12-01T22:30:00.000Z')).toEqual({ date: '2026-12-02', time: '00:30' });
    expect(clinicDayAndTime('2026-07-01T06:00:00.000Z')).toEqual({ date: '2026-07-01', time: '09:00' });
  });
});
