import { describe, expect, it } from 'vitest';
import { parseCompareIds } from './compare.server.ts';

describe('parseCompareIds', () => {
  it('keeps positive whole ids in order, once each, up to the limit of the kind', () => {
    expect(parseCompareIds('3,1,3, 7', 'doctors')).toEqual([3, 1, 7]);
    expect(parseCompareIds('5,4,3,2,1', 'medical-institutions')).toEqual([5, 4, 3, 2]);
  });

  it('drops what is not an id', () => {
    expect(parseCompareIds('0,-2,1.5,abc,,9999999999,12', 'doctors')).toEqual([12]);
    expect(parseCompareIds(null, 'doctors')).toEqual([]);
    expect(parseCompareIds('', 'doctors')).toEqual([]);
  });
});
