import { beforeEach, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { base, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * A batch delete or restore that sends the versions it saw refuses, all or nothing, when any of those records
 * changed since (docs/decisions/213); the 409 names each changed record under `versions.<id>`.
 */
const api = useResourceApi();
const { get, send, reset } = api;

async function ids(...codes: string[]): Promise<{ id: number; version: number }[]> {
  const { body } = await get(`${base}?skipPagination=true`);
  return codes.map((code) => body.data.find((row: { code: string }) => row.code === code));
}
const live = async () => (await get(`${base}?skipPagination=true`)).body.data.map((row: { code: string }) => row.code).sort();

describe('batch delete and restore with versions', () => {
  beforeEach(async () => {
    await reset();
    api.context.actAs(roles.administrator);
  });

  test('versions as they are: the batch goes through', async () => {
    const [alpha, beta] = await ids('alpha', 'beta');
    const answer = await send('POST', `${base}/batch-delete`, { ids: [alpha.id, beta.id], versions: { [alpha.id]: alpha.version, [beta.id]: beta.version } });
    expect(answer.status).toBe(204);
    expect(await live()).toEqual(['delta', 'epsilon', 'gamma']);
  });

  test('a record edited meanwhile refuses the whole delete, naming only the changed records, in the caller language', async () => {
    const [alpha, beta, gamma] = await ids('alpha', 'beta', 'gamma');
    expect((await send('PATCH', `${base}/${beta.id}`, { order: 20 })).status).toBe(200);
    expect((await send('PATCH', `${base}/${gamma.id}`, { order: 30 })).status).toBe(200);
    const versions = { [alpha.id]: alpha.version, [beta.id]: beta.version, [gamma.id]: gamma.version };
    for (const locale of ['ua', 'ru'] as const) {
      const answer = await send('POST', `${base}/batch-delete`, { ids: [alpha.id, beta.id, gamma.id], versions }, { 'accept-language': locale });
      expect(answer.status).toBe(409);
      const changed = translate(locale, 'admin.record.changed');
      expect(answer.body).toEqual({
        message: translate(locale, 'admin.records.changed'),
        errors: { [`versions.${beta.id}`]: [changed], [`versions.${gamma.id}`]: [changed] },
      });
    }
    expect(await live()).toEqual(['alpha', 'beta', 'delta', 'epsilon', 'gamma']);
    // Seen again at their new versions, they go.
    const fresh = await ids('beta', 'gamma');
    const again = await send('POST', `${base}/batch-delete`, {
      ids: [alpha.id, beta.id, gamma.id],
      versions: { [alpha.id]: alpha.version, ...Object.fromEntries(fresh.map((row) => [row.id, row.version])) },
    });
    expect(again.status).toBe(204);
    expect(await live()).toEqual(['delta', 'epsilon']);
  });

  test('ids without a version are not checked; a version of an id not in the batch is refused', async () => {
    const [alpha, beta] = await ids('alpha', 'beta');
    await send('PATCH', `${base}/${beta.id}`, { order: 20 });
    const stray = await send('POST', `${base}/batch-delete`, { ids: [alpha.id], versions: { [beta.id]: beta.version } });
    expect(stray.status).toBe(422);
    expect(Object.keys(stray.body.errors)).toEqual([`versions.${beta.id}`]);
    for (const bad of [{ [alpha.id]: 0 }, { [alpha.id]: '1' }, { abc: 1 }, [1]]) {
      expect((await send('POST', `${base}/batch-delete`, { ids: [alpha.id], versions: bad })).status).toBe(422);
    }
    expect((await send('POST', `${base}/batch-delete`, { ids: [alpha.id, beta.id], versions: { [alpha.id]: alpha.version } })).status).toBe(204);
  });

  test('restore checks the versions of the records in trash the same way', async () => {
    const [alpha, beta] = await ids('alpha', 'beta');
    await send('POST', `${base}/batch-delete`, { ids: [alpha.id, beta.id] });
    const trash = (await get(`${base}?trashed=only`)).body.data as { id: number; version: number }[];
    const seen = Object.fromEntries(trash.map((row) => [row.id, row.version]));
    // Someone restores beta, edits it and trashes it again: the trash row is no longer the one this list showed.
    await send('PATCH', `${base}/${beta.id}/restore`);
    await send('PATCH', `${base}/${beta.id}`, { name_ua: 'Інша назва' });
    await send('DELETE', `${base}/${beta.id}`);
    const refused = await send('POST', `${base}/batch-restore`, { ids: [alpha.id, beta.id], versions: seen });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.errors)).toEqual([`versions.${beta.id}`]);
    expect(await live()).toEqual(['delta', 'epsilon', 'gamma']);
    const current = (await get(`${base}?trashed=only`)).body.data as { id: number; version: number }[];
    const restored = await send('POST', `${base}/batch-restore`, {
      ids: [alpha.id, beta.id],
      versions: Object.fromEntries(current.map((row) => [row.id, row.version])),
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.map((row: { code: string }) => row.code)).toEqual(['alpha', 'beta']);
  });

  test('a resource whose records have no version yet refuses versions instead of ignoring them', async () => {
    const answer = await send('POST', '/api/v1/notifications/batch-delete', { ids: [1], versions: { 1: 1 } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['versions']);
  });
});
