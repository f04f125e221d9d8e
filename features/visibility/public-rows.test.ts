import { describe, expect, it } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { hasPublicRule } from './public-rows.ts';

describe('public rows', () => {
  it('every resource anyone may read has a rule for what a visitor sees of it', () => {
    const missing = resources.filter((definition) => definition.read === 'public' && !hasPublicRule(definition.table)).map((definition) => definition.name);
    expect(missing).toEqual([]);
  });
});
