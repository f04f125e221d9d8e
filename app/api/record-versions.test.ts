import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictError } from './record-errors.ts';
import { ApiRecord, type RecordOptions } from './record.ts';
import { clientWithAnswers, jsonResponse } from './test-support.ts';

const schema = z.strictObject({ code: z.string(), name_ua: z.string(), order: z.number().int().optional() });
const loaded = { id: 3, code: 'de', name_ua: 'Німецька', order: 1, version: 4 };

function makeRecord(answers: Response[], options: Partial<Omit<RecordOptions, 'client'>> = {}) {
  const api = clientWithAnswers([jsonResponse(200, { data: loaded }), ...answers]);
  const notify = vi.fn();
  const record = new ApiRecord({
    client: api.client,
    route: '/languages',
    translate: (key) => key,
    notify,
    schema,
    versionField: 'version',
    attributes: { id: 3 },
    ...options,
  });
  return { ...api, record, notify };
}

const stale = () => jsonResponse(409, { message: 'changed', errors: { version: ['changed'] } });
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('record: versions (docs/decisions/192)', () => {
  it('an update sends the version it loaded, and takes the raised one from the answer', async () => {
    const { record, calls } = makeRecord([jsonResponse(200, { data: { ...loaded, order: 2, version: 5 } })]);
    await record.fetch();
    record.set({ order: 2 });
    await record.save();
    expect(bodyOf(calls()[1].init)).toEqual({ code: 'de', name_ua: 'Німецька', order: 2, version: 4 });
    expect(record.snapshot.attributes.version).toBe(5);
  });

  it('a create sends no version', async () => {
    const api = clientWithAnswers([jsonResponse(201, { data: { id: 9, code: 'fr', name_ua: 'Французька', version: 1 } })]);
    const record = new ApiRecord({
      client: api.client,
      route: '/languages',
      translate: (key) => key,
      schema,
      versionField: 'version',
      attributes: { code: 'fr', name_ua: 'Французька', version: 7 },
    });
    await record.save();
    expect(bodyOf(api.calls()[0].init)).toEqual({ code: 'fr', name_ua: 'Французька' });
  });

  it('a 409 naming the version without the record (a batch item) is a conflict: the record is read again, no toast, not fatal, what was typed stays', async () => {
    const theirs = { ...loaded, name_ua: 'Німецька мова', version: 5 };
    const { record, effects, calls } = makeRecord([stale(), jsonResponse(200, { data: theirs })]);
    await record.fetch();
    record.set({ order: 9 });
    await expect(record.save()).rejects.toBeInstanceOf(ConflictError);
    expect(calls()[2]).toMatchObject({ url: '/api/v1/languages/3', init: { method: 'GET' } });
    expect(record.snapshot).toMatchObject({ fatal: false, saving: false, attributes: { order: 9, version: 4 } });
    expect(record.snapshot.conflict).toEqual({ read: loaded, current: theirs });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a 409 carrying the record as it is now needs no second request (docs/decisions/213)', async () => {
    const theirs = { ...loaded, name_ua: 'Німецька мова', version: 5 };
    const { record, effects, calls } = makeRecord([jsonResponse(409, { message: 'changed', errors: { version: ['changed'] }, current: theirs })]);
    await record.fetch();
    record.set({ order: 9 });
    await expect(record.save()).rejects.toBeInstanceOf(ConflictError);
    expect(calls()).toHaveLength(2);
    expect(record.snapshot).toMatchObject({ fatal: false, attributes: { order: 9, version: 4 }, conflict: { read: loaded, current: theirs } });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a form that shows populated relations still reads the record again, with them', async () => {
    const theirs = { ...loaded, version: 5, tags: [{ id: 1 }] };
    const { record, calls } = makeRecord(
      [jsonResponse(409, { message: 'changed', errors: { version: ['changed'] }, current: { ...loaded, version: 5 } }), jsonResponse(200, { data: theirs })],
      {
        populate: ['tags'],
      },
    );
    await record.fetch();
    await expect(record.save()).rejects.toBeInstanceOf(ConflictError);
    expect(calls()[2].url).toBe('/api/v1/languages/3?populate[0]=tags');
    expect(record.snapshot.conflict?.current).toEqual(theirs);
  });

  it('"theirs" takes the stored record; "mine" keeps the typed values at their version, so the next save overwrites', async () => {
    const theirs = { ...loaded, name_ua: 'Німецька мова', version: 5 };
    const reload = makeRecord([stale(), jsonResponse(200, { data: theirs })]);
    await reload.record.fetch();
    reload.record.set({ order: 9 });
    await reload.record.save().catch(() => undefined);
    reload.record.resolveConflict('theirs');
    expect(reload.record.snapshot).toMatchObject({ conflict: null, attributes: theirs });

    const keep = makeRecord([stale(), jsonResponse(200, { data: theirs }), jsonResponse(200, { data: { ...theirs, order: 9, version: 6 } })]);
    await keep.record.fetch();
    keep.record.set({ order: 9 });
    await keep.record.save().catch(() => undefined);
    keep.record.resolveConflict('mine');
    expect(keep.record.snapshot).toMatchObject({ conflict: null, attributes: { name_ua: 'Німецька', order: 9, version: 5 } });
    await keep.record.save();
    expect(bodyOf(keep.calls()[3].init)).toMatchObject({ order: 9, version: 5 });
    expect(keep.record.snapshot.attributes.version).toBe(6);
  });

  it('a 409 for another reason stays a failure, with the conflict notice', async () => {
    const { record, notify } = makeRecord([jsonResponse(409, { message: 'in use' })]);
    await record.fetch();
    await expect(record.save()).rejects.toMatchObject({ status: 409 });
    expect(record.snapshot.conflict).toBeNull();
    expect(notify).toHaveBeenCalledWith('error.conflict');
  });

  it('without versionField nothing changes: no version sent, a 409 is an ordinary failure', async () => {
    const { record, calls, effects } = makeRecord([stale()], { versionField: undefined });
    await record.fetch();
    await expect(record.save()).rejects.toMatchObject({ status: 409 });
    expect(bodyOf(calls()[1].init)).not.toHaveProperty('version');
    expect(record.snapshot).toMatchObject({ fatal: true, conflict: null });
    expect(effects.toast).toHaveBeenCalledWith('error', 'error.occured');
  });
});
