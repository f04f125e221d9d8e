import { describe, expect, test } from 'vitest';
import { DEFAULT_LIMIT, MAX_LIMIT, toFilterTree, ZListPageQuery, ZListQuery } from './list-query.ts';

describe('list query contracts', () => {
  test('strict: defaults, sort and populate parsed, empty filters dropped', () => {
    expect(ZListQuery.parse({ sort: 'rating:desc,id', populate: ['city', 'type', 'city'], filters: { name: '', code: { $eq: '' } }, search: '  ' })).toEqual({
      page: 1,
      limit: DEFAULT_LIMIT,
      skipPagination: false,
      sort: [
        { field: 'rating', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ],
      filters: undefined,
      populate: ['city', 'type'],
      search: undefined,
      trashed: 'without',
    });
  });

  test('strict: refuses what it does not know', () => {
    for (const bad of [
      { limit: String(MAX_LIMIT + 1) },
      { page: 'abc' },
      { sort: 'a:b' },
      { extra: '1' },
      { filters: { a: { $like: 'x' } } },
      { skipPagination: 'yes' },
    ]) {
      expect(ZListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  test('forgiving page-URL query: bad values fall back, the page size is clamped', () => {
    expect(ZListPageQuery.parse({ page: 'abc', limit: '500', sort: ';;', search: 'кардіо ', filters: { a: { $nope: 1 } }, utm: 'x' })).toEqual({
      page: 1,
      limit: MAX_LIMIT,
      sort: [],
      search: 'кардіо',
      filters: undefined,
    });
  });

  test('filter tree: shorthand $eq, nested groups, list values from qs objects', () => {
    expect(toFilterTree({ city_id: '3', $or: [{ rating: { $gte: '4' } }, { is_cabinet: 'true' }], id: { $in: { 0: '1', 25: '2' } } })).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', field: 'city_id', operator: '$eq', value: '3' },
        {
          kind: 'or',
          children: [
            { kind: 'condition', field: 'rating', operator: '$gte', value: '4' },
            { kind: 'condition', field: 'is_cabinet', operator: '$eq', value: 'true' },
          ],
        },
        { kind: 'condition', field: 'id', operator: '$in', value: ['1', '2'] },
      ],
    });
  });
});
