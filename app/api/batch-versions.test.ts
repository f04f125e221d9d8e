import { describe, expect, it } from 'vitest';
import { changedIds, versionsOf } from '../../contracts/record-versions.ts';
import { ApiError } from './client.ts';
import { clientWithAnswers, jsonResponse } from './test-support.ts';

/** Batch delete and restore carry the versions the list showed (docs/decisions/213). */
describe('api client: batch delete and restore with versions', () => {
  it('sends the versions of the rows shown beside their ids; rows without a version are left out', async () => {
    const { client, calls } = clientWithAnswers([jsonResponse(204), jsonResponse(200, { data: [] })]);
    const rows = [{ id: 1, version: 3 }, { id: 2, version: 1 }, { id: 5 }];
    await client.batchDelete(
      'specializations',
      rows.map((row) => row.id),
      versionsOf(rows),
    );
    await client.batchRestore('specializations', [5], versionsOf([{ id: 5 }]));
    expect(calls().map(({ url, init }) => [url, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/specializations/batch-delete', { ids: [1, 2, 5], versions: { 1: 3, 2: 1 } }],
      ['/api/v1/specializations/batch-restore', { ids: [5] }],
    ]);
  });

  it("a 409 naming changed records is the caller's to show: no toast, and the changed ids read from its errors", async () => {
    const refused = { message: 'changed', errors: { 'versions.2': ['changed'], 'versions.17': ['changed'], ids: ['other'] } };
    const { client, effects } = clientWithAnswers([jsonResponse(409, refused)]);
    const error = await client.batchDelete('languages', [1, 2, 17], { 1: 1, 2: 1, 17: 4 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(changedIds((error as ApiError).body?.errors)).toEqual([2, 17]);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('without versions a 409 stays an ordinary failure with its toast', async () => {
    const { client, effects } = clientWithAnswers([jsonResponse(409, { message: 'conflict' })]);
    await expect(client.batchDelete('languages', [1])).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).toHaveBeenCalledWith('error', 'error.occured');
    expect(changedIds(undefined)).toEqual([]);
  });
});
