import { randomInt } from 'node:crypto';
import { createLanguage } from '../support/factories.ts';
import { test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { login } from './support/navigation.ts';

// A list's first answer for a new address (a search, a page, Back) may leave the server before a deletion and
// arrive after it: the list must not keep showing the deleted row from that answer.
test('a row moved to the trash while the list loads another address leaves the list', async ({ page, server }) => {
  const mark = randomInt(100_000, 999_999);
  const name = `Мова ${mark}`;
  await createLanguage(server.database.db, { name_ua: name, name_ru: `Язык ${mark}`, order: 0 });
  const list = new AdminResourcePage(page, server.url, 'handbooks/languages');
  await login(page, server);
  await list.gotoList();
  await list.row(name).waitFor();

  // The searched list is answered by the server at once but reaches the page only after the deletion.
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/languages' && url.searchParams.get('search') === String(mark),
    async (route) => {
      const response = await route.fetch();
      await delivered;
      await route.fulfill({ response });
    },
  );
  // The question is open when the list moves to the searched address (as Back would move it).
  await list
    .row(name)
    .getByRole('button', { name: new RegExp(`^${list.text('admin.list.delete')}`) })
    .click();
  const answered = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === String(mark));
  await page.evaluate((search) => {
    window.history.pushState(window.history.state, '', `?search=${search}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, String(mark));
  await answered;
  await list.confirm();
  await list.toast(list.text('admin.list.deleted', { count: 1 })).waitFor();
  deliver();
  await page.getByText(list.text('admin.list.records', { total: 0 }), { exact: true }).waitFor();
  await list.row(name).waitFor({ state: 'detached' });
});
