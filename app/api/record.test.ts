import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RECORD_ERRORS } from './record-errors.ts';
import { ApiRecord, type RecordOptions } from './record.ts';
import { clientWithAnswers, jsonResponse } from './test-support.ts';

const translate = (key: string, params?: Record<string, string | number>) => (params ? `${key} ${JSON.stringify(params)}` : key);

function makeRecord(answers: (Response | Error)[], options: Partial<Omit<RecordOptions, 'client'>> = {}) {
  const api = clientWithAnswers(answers);
  const notify = vi.fn();
  const record = new ApiRecord({ client: api.client, route: '/languages', translate, notify, ...options });
  return { ...api, record, notify };
}

const schema = z.strictObject({ code: z.string().min(2), name_ua: z.string().min(1), name_ru: z.string().min(1), order: z.number().int().optional() });

describe('record: save', () => {
  it('creates with POST when there is no id and takes the 201 answer', async () => {
    const { record, calls } = makeRecord([jsonResponse(201, { data: { id: 7, code: 'en', name_ua: 'Англійська', name_ru: 'Английский' } })], { schema });
    record.set({ code: 'en', name_ua: 'Англійська', name_ru: 'Английский' });
    await expect(record.save()).resolves.toBe(true);
    expect(calls()[0]).toMatchObject({
      url: '/api/v1/languages',
      init: { method: 'POST', body: '{"code":"en","name_ua":"Англійська","name_ru":"Английский"}' },
    });
    expect(record.id).toBe(7);
    expect(record.snapshot.saving).toBe(false);
  });

  it('updates with PUT when there is an id, and sends only the fields the schema knows', async () => {
    const { record, calls } = makeRecord([jsonResponse(200, { data: { id: 3, code: 'de' } })], {
      schema,
      attributes: { id: 3, code: 'de', name_ua: 'Німецька', name_ru: 'Немецкий', name: 'Німецька', created_at: '2025-01-01' },
    });
    await record.save();
    expect(calls()[0]).toMatchObject({ url: '/api/v1/languages/3', init: { method: 'PUT', body: '{"code":"de","name_ua":"Німецька","name_ru":"Немецкий"}' } });
  });

  it('updates with PATCH in patch mode', async () => {
    const { record, calls } = makeRecord([jsonResponse(204)], { patch: true, attributes: { id: 3, order: 2 } });
    await record.save();
    expect(calls()[0]).toMatchObject({ url: '/api/v1/languages/3', init: { method: 'PATCH', body: '{"order":2}' } });
  });

  it('skips a save while one is running', async () => {
    let release: (response: Response) => void = () => undefined;
    const api = clientWithAnswers([]);
    api.fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const record = new ApiRecord({ client: api.client, route: '/languages', translate, attributes: { code: 'en' } });
    const first = record.save();
    expect(record.snapshot.saving).toBe(true);
    await expect(record.save()).resolves.toBe(false);
    release(jsonResponse(201, { data: { id: 1 } }));
    await expect(first).resolves.toBe(true);
    expect(api.fetchMock).toHaveBeenCalledOnce();
  });

  it('takes a bare identifier or an empty answer', async () => {
    const bare = makeRecord([jsonResponse(201, 12)]);
    await bare.record.save();
    expect(bare.record.id).toBe(12);
    const empty = makeRecord([jsonResponse(204)], { attributes: { id: 4 } });
    await expect(empty.record.save()).resolves.toBe(true);
  });

  it('rejects an answer that is neither empty, an object nor an identifier', async () => {
    const { record } = makeRecord([jsonResponse(200, [1, 2])]);
    await expect(record.save()).rejects.toThrow(RECORD_ERRORS.badResponse);
    expect(record.snapshot.fatal).toBe(true);
  });

  it('never lets the identifier change', async () => {
    const { record } = makeRecord([jsonResponse(200, { data: { id: 99 } })], { attributes: { id: 3 } });
    await expect(record.save()).rejects.toThrow(RECORD_ERRORS.overwriteId);
    expect(() => record.set({ id: 4 })).toThrow(RECORD_ERRORS.overwriteId);
    expect(() => record.set({ id: '3' })).not.toThrow();
  });

  it('fails validation with translated field errors and sends nothing', async () => {
    const { record, fetchMock } = makeRecord([], { schema, attributes: { code: 'e', name_ua: '', order: 1.5, extra: 1 } });
    const error = await record.save().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: RECORD_ERRORS.invalid });
    expect(record.snapshot.errors).toEqual({
      code: ['schema.too.small.string {"minimum":2}'],
      name_ua: ['validation.required'],
      name_ru: ['validation.required'],
      order: ['schema.invalid.type'],
    });
    expect(record.snapshot.fatal).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores 422 field errors on the record, without marking it fatal', async () => {
    const { record } = makeRecord([jsonResponse(422, { message: 'invalid', errors: { code: ['Код вже зайнятий'] } })], { attributes: { code: 'en' } });
    await expect(record.save()).rejects.toMatchObject({ status: 422 });
    expect(record.snapshot).toMatchObject({ errors: { code: ['Код вже зайнятий'] }, saving: false, fatal: false });
    record.set({ code: 'fr' });
    expect(record.snapshot.errors).toEqual({});
  });

  it('marks the record fatal on other failures and keeps the attributes', async () => {
    const { record, effects } = makeRecord([jsonResponse(500, { message: 'boom' })], { attributes: { code: 'en' } });
    await expect(record.save()).rejects.toMatchObject({ status: 500 });
    expect(record.snapshot).toMatchObject({ fatal: true, attributes: { code: 'en' } });
    expect(effects.toast).toHaveBeenCalledWith('error', 'error.occured');
  });
});

describe('record: routes', () => {
  it('fills braces from the attributes', async () => {
    const { record, calls } = makeRecord([jsonResponse(201, { data: { id: 5 } })], {
      route: '/doctors/{doctor_id}/services',
      attributes: { doctor_id: 42, name: 'x' },
    });
    await record.save();
    expect(calls()[0].url).toBe('/api/v1/doctors/42/services');
  });

  it('refuses a route whose braces cannot be filled', async () => {
    const { record } = makeRecord([], { route: '/doctors/{doctor_id}/services' });
    await expect(record.save()).rejects.toThrow(RECORD_ERRORS.badRoute);
    expect(() => makeRecord([], { route: '/doctors/{}/x' }).record.endpoint()).toThrow(RECORD_ERRORS.badRoute);
  });

  it('refuses a missing endpoint', () => {
    expect(() => makeRecord([], { route: '' }).record.endpoint()).toThrow(RECORD_ERRORS.noEndpoint);
  });

  it('fetching or deleting without an id is an invalid route', async () => {
    const { record } = makeRecord([]);
    await expect(record.fetch()).rejects.toThrow(RECORD_ERRORS.badRoute);
    await expect(record.delete()).rejects.toThrow(RECORD_ERRORS.badRoute);
  });
});

describe('record: fetch, delete, restore', () => {
  it('fetches with populate and sets the loading flag meanwhile', async () => {
    const { record, calls } = makeRecord([jsonResponse(200, { data: { id: 3, code: 'de' } })], { attributes: { id: 3 }, populate: ['city'] });
    const pending = record.fetch();
    expect(record.snapshot.loading).toBe(true);
    await pending;
    expect(record.snapshot).toMatchObject({ loading: false, attributes: { id: 3, code: 'de' } });
    expect(decodeURIComponent(calls()[0].url)).toBe('/api/v1/languages/3?populate[0]=city');
  });

  it('needs data in the fetch answer', async () => {
    const { record } = makeRecord([jsonResponse(200, { meta: {} })], { attributes: { id: 3 } });
    await expect(record.fetch()).rejects.toThrow(RECORD_ERRORS.noData);
    expect(record.snapshot.fatal).toBe(true);
  });

  it('a failed fetch marks the record fatal', async () => {
    const { record } = makeRecord([jsonResponse(404, { message: 'not found' })], { attributes: { id: 3 } });
    await expect(record.fetch()).rejects.toMatchObject({ status: 404 });
    expect(record.snapshot).toMatchObject({ fatal: true, loading: false });
  });

  it('deletes with DELETE and restores with PATCH …/restore, flagging each', async () => {
    const { record, calls } = makeRecord([jsonResponse(204), jsonResponse(200, { data: { id: 3, deleted_at: null } })], { attributes: { id: 3 } });
    const deleting = record.delete();
    expect(record.snapshot.deleting).toBe(true);
    await deleting;
    const restoring = record.restore();
    expect(record.snapshot.restoring).toBe(true);
    await restoring;
    expect(calls().map(({ url, init }) => `${init.method} ${url}`)).toEqual(['DELETE /api/v1/languages/3', 'PATCH /api/v1/languages/3/restore']);
    expect(record.snapshot).toMatchObject({ deleting: false, restoring: false, attributes: { deleted_at: null } });
  });
});

describe('record: validation notice', () => {
  it('shows check.input.correction and broadcasts errors; clearing broadcasts an empty set', () => {
    const { record, notify } = makeRecord([]);
    const seen: unknown[] = [];
    record.subscribe(() => seen.push(record.snapshot.errors));
    record.showValidationErrors({ code: ['bad'] });
    record.clearValidationErrors();
    expect(notify).toHaveBeenCalledWith('check.input.correction');
    expect(seen).toEqual([{ code: ['bad'] }, {}]);
  });
});
