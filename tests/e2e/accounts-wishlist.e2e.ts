import { expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { navigate } from './support/navigation.ts';

test('a patient sees a favourite doctor in the wishlist and removes it', async ({ page, context, server }) => {
  const pages = new AccountPages(page);
  await registerThroughApi(context, server, newPatient('wishlist'));
  const headers = { accept: 'application/json', origin: server.url };
  const doctors = (await (await context.request.get('/api/v1/doctors?limit=1', { headers })).json()) as { data: { id: number }[] };
  const added = await context.request.put(`/api/v1/wishlist/doctors/${doctors.data[0].id}`, { headers });
  expectEqual(added.status(), 204, 'adding a favourite');
  const wishlist = (await (await context.request.get('/api/v1/wishlist', { headers })).json()) as { data: { doctors: { name: string }[] } };
  const name = wishlist.data.doctors[0].name;

  await navigate(page, '/patients/wishlist');
  const section = page.getByRole('region', { name: pages.text('wishlist.doctors') });
  await section.getByRole('link', { name }).waitFor();
  await expectAccessible(page);

  await section.getByRole('button', { name: pages.text('wishlist.remove', { name }) }).click();
  await pages.toast('wishlist.removed').waitFor();
  await section.getByText(pages.text('wishlist.empty')).waitFor();
});
