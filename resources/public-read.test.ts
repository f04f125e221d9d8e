import { describe, expect, test } from 'vitest';
import { hasPublicRule } from '../features/visibility/public-rows.ts';
import { resources } from './registry.ts';

/**
 * A resource anyone may read shows visitors only the rows its public pages show (docs/decisions/172); a
 * public resource whose table has no such rule would answer every visitor with 500 (found adding a
 * resource as the exercise of docs/decisions/186).
 */
describe('public resources', () => {
  test.each(resources.filter((definition) => definition.read === 'public').map((definition) => [definition.name, definition.table] as const))(
    '%s: its table %s has a public-row rule',
    (_name, table) => {
      expect(hasPublicRule(table)).toBe(true);
    },
  );
});
