import { describe, expect, it } from 'vitest';
import { stringifyQuery } from '../../api/query.ts';
import { specializations } from '../../../resources/specializations.ts';
import { listParams, readListState, writeListState } from './list-state.ts';

describe('back-office list state', () => {
  it('reads a forgiving state from the page URL', () => {
    const state = readListState(new URLSearchParams('page=abc&limit=7&sort=secret:desc&search=x&f.code=ab&f.name='), specializations);
    expect(state).toEqual({ page: 1, limit: 50, sort: null, search: 'x', filters: { code: 'ab' } });
  });

  it('round-trips through the URL', () => {
    const state = { page: 3, limit: 25, sort: { field: 'code', direction: 'desc' as const }, search: 'кард', filters: { is_footer: 'true' } };
    expect(readListState(writeListState(state), specializations)).toEqual(state);
  });

  it('builds the API query: sort, search, operators per input kind, trash', () => {
    const state = readListState(
      new URLSearchParams('sort=name:asc&search=%20кард%20&f.name=ло&f.status=active&f.is_footer=false&f.unknown=1'),
      specializations,
    );
    const query = decodeURIComponent(stringifyQuery({ ...listParams(state, specializations, true) }));
    expect(query).toBe(
      'page=1&limit=50&sort=name:asc&search=кард&filters[name][$contains]=ло&filters[is_footer][$eq]=false&filters[status][$eq]=active&trashed=only',
    );
  });

  it('falls back to the resource default sort', () => {
    const params = listParams(readListState(new URLSearchParams(), specializations), specializations, false);
    expect(params.sort).toBe(specializations.defaultSort);
    expect(params.trashed).toBeUndefined();
  });
});
