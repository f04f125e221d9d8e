import type { Page } from 'playwright-core';
import type { Locale } from '../../app/i18n/locale.ts';
import { startTurnServer, TURN_SERVER_MISSING, turnServerAvailable, type TurnServer } from '../support/turn-server.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { expectAccessible } from './support/a11y.ts';
import { text } from './support/booking.ts';
import { startAppInstance, type AppInstance } from './support/instances.ts';
import { callStats, expectVideoFlowing, TINY_PNG } from './support/video.ts';
import { joinAndStart, openRoom, roomPath, withCall } from './support/video-call.ts';

/**
 * Issue 13's proof in the browser: a patient and a doctor, each in a Chromium context of their own with a fake
 * camera and microphone, on two app instances over one database (on PostgreSQL each has its own pool, so the
 * room's signaling really crosses instances through LISTEN / NOTIFY). Both join; each decodes the other's
 * video (`getStats` on the page's `RTCPeerConnection`); chat both ways and a photo; the doctor ends the call
 * and writes the conclusion, which the patient reads. Then the same through a real coturn with relay-only
 * ICE, and a doctor whose socket and connection drop mid-call. Refusals are proven at the signaling layer
 * (server/api/video-signal.test.ts).
 */

/** Sends a chat text the way a person does: types it and presses "Send". */
async function say(page: Page, locale: Locale, words: string): Promise<void> {
  await page.getByRole('textbox', { name: text(locale, 'video.chat.input') }).fill(words);
  await page.getByRole('button', { name: text(locale, 'video.chat.send'), exact: true }).click();
}

/** A chat text delivered (stored by the room, not pending any more) on `page`. */
const delivered = (page: Page, words: string) => page.locator('[data-message]', { hasText: words }).waitFor();

for (const locale of WALK_LOCALES) {
  test(`${locale}: patient and doctor on two app instances see each other, chat, send a photo, and the patient reads the conclusion`, async ({ server }) => {
    const second = await startAppInstance(server);
    try {
      await withCall(`visit-${locale}`, server, { patient: server.url, doctor: second.url }, locale, async (call) => {
        const { patient, doctor } = call;
        await joinAndStart(call, locale, { axe: true });
        await expectAccessible(doctor.page);

        // Chat both ways, then a photo of an analysis from the patient.
        const question = locale === 'ua' ? 'Добрий день, мене чути?' : 'Добрый день, меня слышно?';
        const answer = locale === 'ua' ? 'Так, бачу й чую вас' : 'Да, вижу и слышу вас';
        await say(patient.page, locale, question);
        await delivered(doctor.page, question);
        await say(doctor.page, locale, answer);
        await delivered(patient.page, answer);
        await patient.page.locator('input[data-chat-file]').setInputFiles({ name: `analysis-${locale}.png`, mimeType: 'image/png', buffer: TINY_PNG });
        await doctor.page.locator('[data-message] [data-file]', { hasText: `analysis-${locale}.png` }).waitFor();
        await expectAccessible(patient.page);

        // The doctor ends the consultation for both and writes the conclusion.
        await doctor.page.getByRole('button', { name: text(locale, 'video.control.end') }).click();
        await doctor.page
          .getByRole('dialog')
          .getByRole('button', { name: text(locale, 'confirm.accept') })
          .click();
        await doctor.page.locator('[data-conclusion-form]').waitFor();
        await patient.page.locator('[data-visit-summary]').waitFor();
        const conclusion = locale === 'ua' ? 'ГРВІ, легкий перебіг.' : 'ОРВИ, лёгкое течение.';
        const advice = locale === 'ua' ? 'Пити багато рідини, відпочинок.' : 'Пить много жидкости, отдых.';
        await doctor.page.getByRole('textbox', { name: text(locale, 'video.conclusion.field.conclusion') }).fill(conclusion);
        await doctor.page.getByRole('textbox', { name: text(locale, 'video.conclusion.field.recommendations') }).fill(advice);
        await doctor.page.getByRole('button', { name: text(locale, 'video.conclusion.save') }).click();
        await doctor.page.locator('[data-conclusion-text]', { hasText: conclusion }).waitFor();

        // The patient finds it on the visit's page, with the chat and the photo kept.
        await openRoom(patient.page, roomPath('patient', call.visit.appointmentId, locale));
        expectEqual((await patient.page.locator('[data-conclusion-text]').innerText()).trim(), conclusion, "the doctor's conclusion");
        expectEqual((await patient.page.locator('[data-recommendations]').innerText()).trim(), advice, "the doctor's recommendations");
        for (const words of [question, answer])
          expect((await patient.page.locator('[data-message]', { hasText: words }).count()) === 1, `the transcript keeps "${words}"`);
        expect((await patient.page.locator('[data-file]', { hasText: `analysis-${locale}.png` }).count()) === 1, 'the transcript keeps the photo');
      });
    } finally {
      await second.close();
    }
  });
}

test('ua: through a real coturn with relay-only ICE, media flows and both ends of the selected pair are relay candidates', async ({ server }) => {
  if (!turnServerAvailable()) {
    console.log(`    skipped: ${TURN_SERVER_MISSING}`);
    return;
  }
  const turn: TurnServer = await startTurnServer();
  const instances: AppInstance[] = [];
  try {
    const env = { TURN_URLS: turn.urls.join(','), TURN_SECRET: turn.secret, TURN_RELAY_ONLY: '1' };
    instances.push(await startAppInstance(server, { env }), await startAppInstance(server, { env }));
    const [first, second] = instances;
    await withCall('relay', server, { patient: first.url, doctor: second.url }, 'ua', async (call) => {
      await joinAndStart(call, 'ua');
      for (const [who, page] of [
        ['patient', call.patient.page],
        ['doctor', call.doctor.page],
      ] as const) {
        const stats = await callStats(page);
        expectEqual(stats.iceTransportPolicy, 'relay', `the ${who}'s connection is relay-only`);
        expectEqual(stats.localCandidate, 'relay', `the ${who}'s local candidate of the selected pair`);
        expectEqual(stats.remoteCandidate, 'relay', `the ${who}'s remote candidate of the selected pair`);
      }
      await say(call.patient.page, 'ua', 'Через TURN');
      await delivered(call.doctor.page, 'Через TURN');
    });
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await turn.stop();
  }
});

// Timed (back within 10 s): alone, so the load of other tests does not decide it.
test("ua: the doctor's socket and connection drop mid-call, and the call is back within 10 s with the chat intact", { exclusive: true }, async ({ server }) => {
  const second = await startAppInstance(server);
  try {
    await withCall('reconnect', server, { patient: server.url, doctor: second.url }, 'ua', async (call) => {
      const { patient, doctor } = call;
      await joinAndStart(call, 'ua');
      await say(patient.page, 'ua', 'До обриву: пацієнт');
      await delivered(doctor.page, 'До обриву: пацієнт');
      await say(doctor.page, 'ua', 'До обриву: лікар');
      await delivered(patient.page, 'До обриву: лікар');

      // The doctor's network goes: its signaling socket closes and its peer connection dies with it (closed
      // from outside the app, which is told nothing: as with a dead network, it learns only from the socket).
      const dropped = Date.now();
      await doctor.page.evaluate(() => {
        const handle = (window as unknown as { __vizytVideo: { pc?: RTCPeerConnection | null; socket?: WebSocket | null; dropped?: RTCPeerConnection | null } })
          .__vizytVideo;
        handle.dropped = handle.pc;
        handle.socket?.close();
        handle.pc?.close();
      });
      // Typed while the line is down: kept and sent once it is back.
      await say(doctor.page, 'ua', 'Під час обриву: лікар');

      const back = Math.max(1_000, 10_000 - (Date.now() - dropped));
      await Promise.all([
        expectVideoFlowing(doctor.page, 'the doctor after the drop', back),
        expectVideoFlowing(patient.page, 'the patient after the drop', back),
      ]);
      const seconds = (Date.now() - dropped) / 1000;
      expect(seconds <= 10, `the call is back ${seconds.toFixed(1)} s after the drop`);
      console.log(`    the call was back ${seconds.toFixed(1)} s after the drop`);
      expect(
        await doctor.page.evaluate(() => {
          const handle = (window as unknown as { __vizytVideo: { pc?: RTCPeerConnection | null; dropped?: RTCPeerConnection | null } }).__vizytVideo;
          return Boolean(handle.pc) && handle.pc !== handle.dropped;
        }),
        'the doctor is on a new peer connection',
      );

      await delivered(patient.page, 'Під час обриву: лікар');
      await say(patient.page, 'ua', 'Після обриву: пацієнт');
      await delivered(doctor.page, 'Після обриву: пацієнт');
      for (const [who, page] of [
        ['patient', patient.page],
        ['doctor', doctor.page],
      ] as const) {
        const texts = await page.locator('[data-message]').allInnerTexts();
        for (const words of ['До обриву: пацієнт', 'До обриву: лікар', 'Під час обриву: лікар', 'Після обриву: пацієнт']) {
          expect(texts.filter((line) => line.includes(words)).length === 1, `the ${who}'s chat shows "${words}" once: ${JSON.stringify(texts)}`);
        }
        expectEqual(await page.locator('[data-pending]').count(), 0, `nothing left pending on the ${who}'s side`);
      }
    });
  } finally {
    await second.close();
  }
});
