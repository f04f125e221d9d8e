import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessageKey } from './schema-messages.ts';

function keyOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return issueMessageKey(result.error.issues[0]).key;
}

describe('schema messages by kind (SPEC §5)', () => {
  it.each([
    ['required (missing)', z.object({ a: z.string() }), {}, 'validation.required'],
    ['required (blank)', z.string().min(1), '', 'validation.required'],
    ['invalid type', z.string(), 5, 'schema.invalid.type'],
    ['not finite', z.number(), Infinity, 'schema.not.finite'],
    ['invalid literal', z.literal('a'), 'b', 'schema.invalid.literal'],
    ['enum', z.enum(['a', 'b']), 'c', 'schema.invalid.enum'],
    ['unrecognised keys', z.strictObject({}), { x: 1 }, 'schema.unrecognized.keys'],
    ['union', z.union([z.string(), z.number()]), true, 'schema.invalid.union'],
    ['date', z.date(), 'x', 'schema.invalid.date'],
    ['string format', z.string().regex(/^a$/), 'b', 'schema.invalid.format'],
    ['email', z.email(), 'b', 'schema.invalid.email'],
    ['too small', z.string().min(3), 'ab', 'schema.too.small.string'],
    ['too big', z.array(z.number()).max(1), [1, 2], 'schema.too.big.array'],
    ['not a multiple', z.number().multipleOf(5), 3, 'schema.not.multiple.of'],
    ['custom with a key', z.string().refine(() => false, 'password.too.short'), 'x', 'password.too.short'],
    ['custom', z.string().refine(() => false), 'x', 'schema.custom'],
  ])('%s', (_name, schema, value, key) => {
    expect(keyOf(schema, value)).toBe(key);
  });
});
