import fc from 'fast-check';

/**
 * Values a careless or hostile client sends where the API expects something sensible: NUL and other
 * control characters, lone surrogates, right-to-left overrides, numbers past every limit, SQL and path
 * fragments, prototype keys, and strings far longer than any field allows.
 */
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u0008\u001b[31m\u007f',
  '\r\n\t',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\u202etxt.exe',
  '\u200b\u200d\ufeff',
  'Ї'.repeat(300),
  '🙂'.repeat(500),
  "'; drop table users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '١٢٣',
  'ＡＢＣ',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9'.repeat(40),
  '1.5',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '0x10',
  '__proto__',
  'constructor',
  'toString',
  '2026-02-30T25:61:00Z',
  '0000-00-00',
  '+380501234567',
  'a@b',
  'x'.repeat(10_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 300, maxLength: 3000 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001f', '\ud83d'))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300, 0.5, -0.0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile strings and numbers included, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies that are not the JSON they claim to be, or JSON of a shape nobody should send. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,]',
    'nul',
    '\u0000',
    '"\\u0000"',
    '{"a":"\\u0000"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '1e99999',
    '"\\ud800"',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    `[${'1,'.repeat(50_000)}1]`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Header values Node's HTTP parser lets through (visible ASCII, space, tab, obs-text): the only ones a real socket can carry. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('', '\t', 'x'.repeat(4000), '*', 'ua', 'ru', 'uk', 'en-US,en;q=0.9', 'ru;q=abc', '\u00ff\u00fe'),
);
