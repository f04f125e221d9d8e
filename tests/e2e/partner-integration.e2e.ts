import { expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';

/** The partner cabinet's integration section (docs/decisions/244): the demo partner's client id, webhook and deliveries. */
for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}: the demo partner sees its API client, adds a webhook and makes a new secret`, async ({ page, server }) => {
    if (locale === 'ru') await page.setViewportSize({ width: 360, height: 800 });
    const pages = new AccountPages(page, locale);
    await page.goto(pages.path('/partners/general-information'));
    await pages.dialog.waitFor();
    await pages.signIn(server.demo.partner, server.demo.password);
    await pages.waitForCabinet('partners');
    const section = page.getByRole('region', { name: pages.text('partner.integration.title') });
    await section.getByText(/^vzc_/).waitFor();
    await section.getByText('https://clinic.example/hooks/vizyt').waitFor();
    const deliveries = section.getByRole('region', { name: pages.text('partner.integration.deliveries') });
    await deliveries.getByRole('table').waitFor();
    await expectAccessible(page);

    // The representative's sign-in e-mail is shown once: in the profile form, not again among the read-only details.
    const representative = page.getByRole('region', { name: pages.text('cabinet.partner.representative') });
    await representative.getByText(pages.text('cabinet.partner.position')).waitFor();
    expectEqual(await representative.getByText(server.demo.partner).count(), 0, 'the sign-in e-mail is not repeated in the details');
    expectEqual(await page.locator(`input[value="${server.demo.partner}"]`).count(), 1, 'the sign-in e-mail is in the profile form once');

    // A plain-http address is refused in the partner's language; an https one shows its signing secret once.
    const url = section.getByRole('textbox', { name: pages.text('partner.integration.webhook.url') });
    await url.fill(`http://clinic-${locale}.example/hook`);
    await section.getByRole('button', { name: pages.text('partner.integration.webhook.add') }).click();
    await section.getByText(pages.text('partner.api.webhook.https')).waitFor();
    // An address inside a private network is refused too (docs/decisions/271).
    await url.fill('https://10.0.0.1/hook');
    await section.getByRole('button', { name: pages.text('partner.integration.webhook.add') }).click();
    await section.getByText(pages.text('partner.api.webhook.private')).waitFor();
    await expectAccessible(page);
    await url.fill(`https://clinic-${locale}.example/hook`);
    await section.getByRole('button', { name: pages.text('partner.integration.webhook.add') }).click();
    await section.getByText(/^whsec_/).waitFor();
    await section.getByText(`https://clinic-${locale}.example/hook`).waitFor();

    // A new secret, after saying what it ends.
    await section.getByRole('button', { name: pages.text('partner.integration.regenerate') }).click();
    await section.getByText(pages.text('partner.integration.regenerate.confirm')).waitFor();
    await section
      .getByRole('alertdialog')
      .getByRole('button', { name: pages.text('partner.integration.regenerate') })
      .click();
    await section.getByText(/^vzs_/).waitFor();
    await expectAccessible(page);

    // Remove the added address again (the demo keeps one).
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: `${pages.text('partner.integration.webhook.remove')}: https://clinic-${locale}.example/hook` }).click();
    await section.getByText(`https://clinic-${locale}.example/hook`).waitFor({ state: 'detached' });
    expectEqual(await section.getByText('https://clinic.example/hooks/vizyt').count(), 1, 'the demo webhook stays');
  });
}
