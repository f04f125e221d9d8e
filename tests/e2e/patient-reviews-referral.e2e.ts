import { sql } from 'drizzle-orm';
import { formatKopecks } from '../../contracts/numbers.ts';
import { DEFAULT_REFERRAL_REWARDS } from '../../contracts/referral.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AccountPages } from './pages/account-pages.ts';
import { expectAccessible } from './support/a11y.ts';
import { newPatient, registerThroughApi, visitorAddress, type TestPatient } from './support/accounts.ts';
import { localized, text } from './support/booking.ts';
import type { E2EServer } from './support/server.ts';
import { navigate, waitForHydration } from './support/navigation.ts';

/** The patient cabinet's reviews and referral program, and favourite articles (docs/decisions/229–231). */

const PHONE = { width: 360, height: 780 };

const accountId = async (server: E2EServer, patient: TestPatient) =>
  (await server.database.rows<{ id: number }>(sql`select id from users where email = ${patient.email} and user_type = 'patient'`))[0].id;

/**
 * A visit of the patient that the clinic approved and that is over, with a doctor and clinic of the demo
 * data, each in an hour of the distant past no other test uses.
 */
async function pastVisit(server: E2EServer, patientId: number, hoursAgo: number, skip = 0) {
  const [place] = await server.database.rows<{ doctor_id: number; institution_id: number; doctor: string; clinic: string }>(sql`
    select d.id as doctor_id, m.id as institution_id, d.full_name_ua as doctor, m.name_ua as clinic
    from doctors d join doctor_workplaces w on w.doctor_id = d.id join medical_institutions m on m.id = w.institution_id
    where d.status = 'active' and d.deleted_at is null and m.status = 'active' and m.deleted_at is null
    order by d.id, m.id offset ${skip} limit 1`);
  const start = new Date(Date.now() - hoursAgo * 3_600_000);
  await server.database.rows(sql`
    insert into appointments (status, start_at, end_at, doctor_id, institution_id, patient_id, patient_first_name, patient_last_name, patient_phone, decided_at)
    values ('approved', ${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 20 * 60_000).toISOString()}::timestamptz,
      ${place.doctor_id}, ${place.institution_id}, ${patientId}, 'Олена', 'Тестенко', '380670000000', now())`);
  return place;
}

for (const locale of WALK_LOCALES) {
  test(`${locale}, phone: a patient reviews the doctor she visited, sees both reviews' states, and cannot review one she did not visit`, async ({
    page,
    context,
    server,
  }) => {
    await page.setViewportSize(PHONE);
    const patient = newPatient(`reviews-${locale}`);
    await registerThroughApi(context, server, patient);
    const id = await accountId(server, patient);
    // A distant hour of its own: two runs of this test never take the same doctor's time.
    const place = await pastVisit(server, id, 24 * (900 + (locale === 'ua' ? 0 : 1)) + (id % 500), 0);
    await server.database.rows(sql`
      insert into reviews (status, institution_id, patient_id, locale, author_name, text, rating, received_at)
      values ('rejected', ${place.institution_id}, ${id}, ${locale}, 'Олена Т.', 'Старий відгук, який модератор відхилив.', 2, now() - interval '3 days')`);

    await navigate(page, localized(locale, '/patients/reviews'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: text(locale, 'myreviews.title') }).waitFor();
    const rejected = page.locator('[data-my-review][data-status="rejected"]');
    await rejected.getByText(text(locale, 'myreviews.status.rejected'), { exact: true }).waitFor();
    await expectAccessible(page);

    // The form offers her visit's doctor and clinic, and nobody else.
    const target = page.getByLabel(text(locale, 'myreviews.form.target'));
    const options = await target.locator('option').allInnerTexts();
    expectEqual(options.length, 3, 'an empty choice, the doctor and the clinic of her visit');
    await target.selectOption(`doctor:${place.doctor_id}`);
    await page.getByLabel(text(locale, 'myreviews.form.rating')).selectOption('4');
    const review = locale === 'ua' ? 'Лікар уважно вислухав і все пояснив.' : 'Врач внимательно выслушал и всё объяснил.';
    await page.getByLabel(text(locale, 'myreviews.form.text')).fill(review);
    await page.getByRole('button', { name: text(locale, 'myreviews.form.submit') }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: text(locale, 'myreviews.form.sent') })
      .waitFor();
    const written = page.locator('[data-my-review][data-status="new"]');
    await written.getByText(review).waitFor();
    await written.getByRole('link').waitFor();
    expectEqual(await page.locator('[data-my-review]').count(), 2, 'both of her reviews are listed');
    await expectAccessible(page);

    // One review per doctor (docs/decisions/266): her new review is edited, not repeated.
    await written.locator('[data-action="review-edit"]').click();
    await page.getByRole('heading', { level: 2, name: text(locale, 'myreviews.form.edit.title') }).waitFor();
    const edited =
      locale === 'ua' ? 'Лікар уважно вислухав, усе пояснив і відповів на запитання.' : 'Врач внимательно выслушал, всё объяснил и ответил на вопросы.';
    const textField = page.getByLabel(text(locale, 'myreviews.form.text'));
    expectEqual(await textField.inputValue(), review, 'the form holds her review');
    await textField.fill(edited);
    await page.getByRole('button', { name: text(locale, 'myreviews.form.edit.submit') }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: text(locale, 'myreviews.form.edited') })
      .waitFor();
    await page.locator('[data-my-review][data-status="new"]').getByText(edited).waitFor();
    expectEqual(await page.locator('[data-my-review]').count(), 2, 'still two reviews after the edit');
    const reviewedMark = text(locale, 'myreviews.form.target.option.reviewed', { kind: 'K', name: 'N' }).replace('K: N', '');
    const doctorOption = await page.getByLabel(text(locale, 'myreviews.form.target')).locator(`option[value="doctor:${place.doctor_id}"]`).innerText();
    expect(doctorOption.endsWith(reviewedMark), 'the doctor is marked as reviewed in the choice');
    await expectAccessible(page);
    const again = await context.request.post('/api/v1/account/reviews', {
      headers: { accept: 'application/json', origin: server.url, 'accept-language': locale },
      data: { target_kind: 'doctor', target_id: place.doctor_id, rating: 5, text: 'Ще один відгук про того самого лікаря.' },
    });
    expectEqual(again.status(), 422, 'a second review of the same doctor');
    expectEqual(
      ((await again.json()) as { errors: Record<string, string[]> }).errors.target_id?.[0],
      text(locale, 'myreviews.target.already_reviewed'),
      'why, on the target',
    );

    // The server refuses a doctor she never visited, with the reason in her language.
    const [other] = await server.database.rows<{ id: number }>(sql`
      select d.id from doctors d where d.status = 'active' and d.deleted_at is null
        and not exists (select 1 from appointments a where a.doctor_id = d.id and a.patient_id = ${id}) order by d.id limit 1`);
    const refused = await context.request.post('/api/v1/account/reviews', {
      headers: { accept: 'application/json', origin: server.url, 'accept-language': locale },
      data: { target_kind: 'doctor', target_id: other.id, rating: 5, text: 'Відгук про лікаря, у якого я не була.' },
    });
    expectEqual(refused.status(), 422, 'a review of a doctor she did not visit');
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expectEqual(body.errors.target_id?.[0], text(locale, 'myreviews.target.not_visited'), 'the reason, on the target');
  });

  test(`${locale}, phone: a friend registers with the share link, her first visit rewards both, and an article goes to favourites`, async ({
    page,
    context,
    browser,
    server,
  }) => {
    await page.setViewportSize(PHONE);
    const referrer = newPatient(`referrer-${locale}`);
    await registerThroughApi(context, server, referrer);

    await navigate(page, localized(locale, '/patients/referral'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: text(locale, 'referral.title') }).waitFor();
    const code = await page.locator('input[data-referral-code]').inputValue();
    const link = await page.locator('input[data-referral-link]').inputValue();
    expectEqual(new URL(link).pathname + new URL(link).search, `${localized(locale, '/registration')}?ref=${code}`, 'the share link');
    await page.getByText(text(locale, 'referral.friends.empty')).waitFor();
    await expectAccessible(page);

    // The friend opens the link in her own browser and registers through the form.
    const friendContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
    try {
      const friendPage = await friendContext.newPage();
      await friendPage.setViewportSize(PHONE);
      const friend = newPatient(`friend-${locale}`);
      const pages = new AccountPages(friendPage, locale);
      await navigate(friendPage, new URL(link).pathname + new URL(link).search);
      await friendPage.getByRole('heading', { level: 1, name: text(locale, 'registration.title') }).waitFor();
      await waitForHydration(friendPage);
      // The link's code is remembered (docs/decisions/265): she looks around first and registers later.
      const remembered = (await friendContext.cookies()).find((cookie) => cookie.name === 'vizyt_ref');
      expectEqual(remembered?.value, code, 'the code is kept in a first-party cookie');
      expect((remembered?.expires ?? 0) * 1000 > Date.now() + 29 * 86_400_000, 'for 30 days');
      await navigate(friendPage, localized(locale, '/'));
      await navigate(friendPage, localized(locale, '/registration'));
      await friendPage.getByRole('heading', { level: 1, name: text(locale, 'registration.title') }).waitFor();
      await waitForHydration(friendPage);
      await pages.fillRegistration(friend);
      await pages.button('registration.submit').click();
      await pages.waitForCabinet();

      await page.reload();
      const listed = page.locator('[data-referral-friend]');
      await listed.getByText(text(locale, 'referral.state.registered'), { exact: true }).waitFor();
      // Her bonus is promised, pending the friend's first visit.
      await page
        .locator('[data-referral-reward="referrer"][data-status="pending"]')
        .getByText(text(locale, 'referral.reward.status.pending'), { exact: true })
        .waitFor();
      await expectAccessible(page);
      expect(!(await friendContext.cookies()).some((cookie) => cookie.name === 'vizyt_ref'), 'the registration spent the cookie');

      // Her first visit takes place: both are rewarded, once.
      const friendId = await accountId(server, friend);
      await pastVisit(server, friendId, 24 * (1200 + (locale === 'ua' ? 0 : 1)) + (friendId % 500), 1);
      await page.reload();
      await page.locator('[data-referral-friend="rewarded"]').getByText(text(locale, 'referral.state.rewarded'), { exact: true }).waitFor();
      await page
        .locator('[data-referral-reward="referrer"][data-status="earned"]')
        .getByText(text(locale, 'referral.reward.status.earned'), { exact: true })
        .waitFor();
      const total = text(locale, 'referral.rewards.total', { amount: formatKopecks(DEFAULT_REFERRAL_REWARDS.referrerKopecks) });
      expectEqual((await page.locator('[data-referral-total]').innerText()).trim(), total, 'her bonus');
      await expectAccessible(page);

      await navigate(friendPage, localized(locale, '/patients/referral'));
      await friendPage.locator('[data-referral-reward="friend"][data-status="earned"]').waitFor();
    } finally {
      await friendContext.close();
    }

    // An article from the blog goes to her favourites with the heart on its page.
    const [article] = await server.database.rows<{ slug: string; name: string }>(sql`
      select slug, ${locale === 'ru' ? sql`name_ru` : sql`name_ua`} as name from blog_articles
      where status = 'active' and deleted_at is null and published_at <= now() order by published_at desc, id limit 1`);
    await navigate(page, localized(locale, `/blogs/${article.slug}`));
    await waitForHydration(page);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: text(locale, 'catalog.favourite.add', { name: article.name }), exact: true })
      .first();
    await heart.click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: text(locale, 'catalog.favourite.added') })
      .waitFor();
    expect((await heart.getAttribute('aria-pressed')) === 'true', 'the heart is pressed');
    await navigate(page, localized(locale, '/patients/wishlist'));
    await page
      .getByRole('region', { name: text(locale, 'wishlist.articles') })
      .getByRole('link', { name: article.name })
      .waitFor();
  });
}
