import { describe, expect, test } from 'vitest';
import { csvLine, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  test('commas, quotes holding separators, doubled quotes and line breaks, CRLF', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  test('the separator is what the header uses most: semicolons as a Ukrainian Excel saves, tabs', () => {
    expect(parseCsv('\ufeffname_ua;cost\nКонсультація;650,50')).toEqual([
      ['name_ua', 'cost'],
      ['Консультація', '650,50'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('a last line without a line break, and empty cells kept in place', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  test('what csvLine writes, parseCsv reads back', () => {
    const cells = ['plain', 'with;semicolon', 'with "quotes"', 'multi\nline'];
    expect(parseCsv(csvLine(cells, ';'))).toEqual([cells]);
  });
});
