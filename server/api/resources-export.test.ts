import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { specializations } from '../../db/schema/index.ts';
import { csvCell } from '../../features/records/export.ts';
import { specialization, useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

const api = useResourceApi();

async function exportCsv(query = '', headers: Record<string, string> = {}) {
  const response = await api.context.app.inject({ method: 'GET', url: `/api/v1/specializations/export.csv${query}`, headers });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('CSV export of a list', () => {
  test('streams every record of the filtered list, any size, with headers in the caller language', async () => {
    await api.context.database.db.delete(specializations);
    const values = Array.from({ length: 2345 }, (_, index) => ({
      ...specialization(`code${index}`),
      slug: `s${index}`,
      order: index,
      is_footer: index % 2 === 0,
      name_ua: index === 7 ? '=HYPERLINK("http://evil")' : `Назва, "${index}"\nрядок`,
    }));
    for (let start = 0; start < values.length; start += 500) await api.context.database.db.insert(specializations).values(values.slice(start, start + 500));
    api.context.actAs(roles.administrator);

    const all = await exportCsv('?sort=order:asc', { 'accept-language': 'ru' });
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="specializations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(all.text.slice(1));
    expect(rows).toHaveLength(1 + 2345);
    expect(rows[0]).toContain(`${translate('ru', 'field.name')} (UA)`);
    const nameColumn = rows[0].indexOf(`${translate('ru', 'field.name')} (UA)`);
    expect(rows[1][nameColumn]).toBe('Назва, "0"\nрядок');
    expect(rows[8][nameColumn]).toBe(`'=HYPERLINK("http://evil")`);
    const footer = rows[0].indexOf(translate('ru', 'field.is_footer'));
    expect(rows[1][footer]).toBe(translate('ru', 'admin.list.yes'));

    const filtered = await exportCsv('?filters[is_footer]=true');
    expect(parseCsv(filtered.text.slice(1))).toHaveLength(1 + 1173);
    const [line] = await api.context.database.rows<{ action: string; changes: { total: number } }>(
      sql`select action, changes from action_log where resource = 'specializations' order by id desc limit 1`,
    );
    expect(line).toMatchObject({ action: 'export', changes: { total: 1173 } });
  });

  test('a filter not allowed is a 400 before anything is sent; staff without the right get 403', async () => {
    api.context.actAs(roles.administrator);
    expect((await exportCsv('?filters[password_hash]=x')).status).toBe(400);
    api.context.actAs(null);
    expect((await exportCsv()).status).toBe(401);
    api.context.actAs(roles.staffWithout);
    expect((await exportCsv()).status).toBe(403);
    api.context.actAs(roles.partner);
    expect((await exportCsv()).status).toBe(403);
    api.context.actAs(roles.staffWith(['specializations.read']));
    expect((await exportCsv()).status).toBe(200);
  });

  test('cells that could be formulas are defused; separators and quotes are quoted', () => {
    expect(csvCell('+380501234567')).toBe("'+380501234567");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
  });
});
