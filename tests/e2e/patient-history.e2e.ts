import { WALK_LOCALES, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { newPatient, registerThroughApi } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** SPEC §2 patients/appointment and payment-history: what a new patient sees before her first visit, on a phone. */
for (const locale of WALK_LOCALES) {
  test(`${locale}, phone: a new patient's appointment tabs and payment history say they are empty, and the tab lives in the address`, async ({
    page,
    context,
    server,
  }) => {
    const pages = new AccountPages(page, locale);
    await page.setViewportSize({ width: 360, height: 740 });
    await registerThroughApi(context, server, newPatient(`history-${locale}`));

    await navigate(page, pages.path('/patients/appointment'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: pages.text('booking.nav.appointments') }).waitFor();
    await page.getByText(pages.text('booking.appointments.upcoming.empty'), { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: pages.text('booking.appointments.past'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('scope') === 'past');
    await page.getByText(pages.text('booking.appointments.past.empty'), { exact: true }).waitFor();
    // A reload keeps the tab the address names.
    await page.reload();
    await page.getByText(pages.text('booking.appointments.past.empty'), { exact: true }).waitFor();
    expectEqual(await page.getByRole('tab', { selected: true }).textContent(), pages.text('booking.appointments.past'), 'the selected tab after a reload');

    await navigate(page, pages.path('/patients/payment-history'));
    await page.getByRole('heading', { level: 1, name: pages.text('payments.history.title') }).waitFor();
    await page.getByText(pages.text('payments.history.empty'), { exact: true }).waitFor();
    await expectAccessible(page);
    const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
    expectEqual(scroll <= width, true, `the payment history fits the phone (${scroll} px in ${width} px)`);
  });
}
