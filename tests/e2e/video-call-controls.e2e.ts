import type { Page } from 'playwright-core';
import { RECOVERY_TIMINGS } from '../../app/components/video/call/connection-watchdog.ts';
import { expect, expectEqual, expectEventually, test } from './harness.ts';
import { text } from './support/booking.ts';
import { expectVideoFlowing } from './support/video.ts';
import { chat, FAKE_CAMERAS, inStartedCall, waitForSide, type Call } from './support/video-call.ts';

/**
 * Issue 13 inside a started call, through the doctor's controls and the browser's network events: the doctor
 * shares the screen and goes back to the camera, switches to another camera, and the network changes under
 * the call (an ICE restart on the same connection, the socket kept). Each time the patient keeps decoding
 * the doctor's video. Chromium's fake capture stands in for the screen and for two cameras.
 */

const pressed = (page: Page, name: string) => page.getByRole('button', { name }).getAttribute('aria-pressed');

test('ua: the doctor shares the screen, the patient is told and decodes it, and stopping returns to the camera', async ({ server }) => {
  await inStartedCall('share', server, 'ua', async ({ patient, doctor }) => {
    const share = text('ua', 'video.control.share');
    const camera = await waitForSide(doctor.page, "the doctor's camera on the video sender", (side) => side.sent !== null && side.sent.displaySurface === null);
    expectEqual(await pressed(doctor.page, share), 'false', 'the doctor\'s "Show screen" before sharing');

    await doctor.page.getByRole('button', { name: share }).click();
    await expectEventually(() => pressed(doctor.page, share), 'true', 'the doctor\'s "Show screen" is pressed');
    const screen = await waitForSide(doctor.page, "the doctor's screen on the video sender", (side) => side.sent?.displaySurface === 'monitor');
    expect(screen.sent?.id !== camera.sent?.id, "the doctor's sender carries another track than the camera's");
    await patient.page.locator('[data-peer-state="screen"]', { hasText: text('ua', 'video.peer.screen', { role: text('ua', 'video.role.doctor') }) }).waitFor();
    // The frames the patient decodes now are marked as screen content by their sender (RTP's content type).
    const during = await waitForSide(patient.page, 'the patient decodes frames marked as a screen', (side) => side.received?.contentType === 'screenshare');
    await expectVideoFlowing(patient.page, 'the patient while the doctor shares the screen');
    console.log(`    while sharing the patient decodes ${during.received?.width}×${during.received?.height} screen frames`);

    await doctor.page.getByRole('button', { name: share }).click();
    await expectEventually(() => pressed(doctor.page, share), 'false', 'the doctor\'s "Show screen" is released');
    const back = await waitForSide(doctor.page, "the doctor's camera back on the video sender", (side) => side.sent?.id === camera.sent?.id);
    expectEqual(back.sent?.displaySurface ?? null, null, "the doctor's sender track is a camera again");
    await patient.page.locator('[data-peer-state="screen"]').waitFor({ state: 'detached' });
    await waitForSide(patient.page, 'the patient decodes camera frames again', (side) => side.received !== null && side.received.contentType !== 'screenshare');
    await expectVideoFlowing(patient.page, 'the patient after the share');
  });
});

test('ua: the doctor switches to another camera in the call, the sender carries it, and the patient keeps seeing video', async ({ server }) => {
  await inStartedCall('camera', server, 'ua', async ({ patient, doctor }) => {
    const first = await waitForSide(doctor.page, "the doctor's first camera on the video sender", (side) => side.sent?.label === FAKE_CAMERAS.first);
    await doctor.page.getByRole('button', { name: text('ua', 'video.control.devices') }).click();
    const select = doctor.page.getByRole('combobox', { name: text('ua', 'video.device.camera'), exact: true });
    await select.selectOption({ label: FAKE_CAMERAS.second });
    const second = await waitForSide(doctor.page, `the doctor's sender on ${FAKE_CAMERAS.second}`, (side) => side.sent?.label === FAKE_CAMERAS.second);
    expect(second.sent?.id !== first.sent?.id && second.sent?.deviceId !== first.sent?.deviceId, "the doctor's sender carries the other camera's track");
    // The same sender and stream on the patient's side, now fed by the other camera: frames keep coming.
    await expectVideoFlowing(patient.page, 'the patient after the camera switch');
    expectEqual(await select.inputValue(), second.sent?.deviceId ?? '', 'the camera picker shows the camera in use');
    const remembered = await doctor.page.evaluate(() => JSON.parse(localStorage.getItem('vizyt.video.devices') ?? '{}') as { videoinput?: string });
    expectEqual(remembered.videoinput, second.sent?.deviceId, 'the camera chosen is remembered for the next visit');
  });
});

interface IceState {
  /** The `a=ice-ufrag` of the local and remote descriptions: an ICE restart renews both. */
  local: string | null;
  remote: string | null;
  signaling: string | null;
  /** Still the connection and the socket the page had at its first reading. */
  samePc: boolean;
  sameSocket: boolean;
  socketOpen: boolean;
}

function iceState(page: Page): Promise<IceState> {
  return page.evaluate(() => {
    const handle = (
      window as unknown as {
        __vizytVideo: { pc?: RTCPeerConnection | null; socket?: WebSocket | null; firstPc?: RTCPeerConnection | null; firstSocket?: WebSocket | null };
      }
    ).__vizytVideo;
    handle.firstPc ??= handle.pc;
    handle.firstSocket ??= handle.socket;
    const pc = handle.pc;
    return {
      local: pc?.localDescription?.sdp.match(/a=ice-ufrag:(\S+)/)?.[1] ?? null,
      remote: pc?.remoteDescription?.sdp.match(/a=ice-ufrag:(\S+)/)?.[1] ?? null,
      signaling: pc?.signalingState ?? null,
      samePc: Boolean(pc) && pc === handle.firstPc,
      sameSocket: Boolean(handle.socket) && handle.socket === handle.firstSocket,
      socketOpen: handle.socket?.readyState === WebSocket.OPEN,
    };
  });
}

/**
 * Fires `event` on the doctor's page and waits until both sides hold new ICE credentials on the connection
 * they had, over the socket they had, with video flowing both ways. Returns when it fired.
 */
async function expectIceRestart({ patient, doctor }: Call, what: string, fire: () => Promise<void>): Promise<number> {
  const [doctorBefore, patientBefore] = await Promise.all([iceState(doctor.page), iceState(patient.page)]);
  expect(
    doctorBefore.local && doctorBefore.remote && patientBefore.local,
    `both connections have ICE credentials before ${what}: ${JSON.stringify({ doctorBefore, patientBefore })}`,
  );
  const fired = Date.now();
  await fire();
  const renewed = (doctorNow: IceState, patientNow: IceState) =>
    doctorNow.signaling === 'stable' &&
    doctorNow.local !== doctorBefore.local &&
    doctorNow.remote !== doctorBefore.remote &&
    patientNow.local !== patientBefore.local;
  let [doctorNow, patientNow] = await Promise.all([iceState(doctor.page), iceState(patient.page)]);
  while (!renewed(doctorNow, patientNow) && Date.now() - fired < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    [doctorNow, patientNow] = await Promise.all([iceState(doctor.page), iceState(patient.page)]);
  }
  expect(
    renewed(doctorNow, patientNow),
    `ICE credentials renewed on both sides after ${what}: ${JSON.stringify({ doctorBefore, doctorNow, patientBefore, patientNow })}`,
  );
  console.log(
    `    ${what}: ICE credentials renewed in ${((Date.now() - fired) / 1000).toFixed(1)} s (doctor ${doctorBefore.local} → ${doctorNow.local}, patient ${patientBefore.local} → ${patientNow.local})`,
  );
  for (const [who, state] of [
    ['doctor', doctorNow],
    ['patient', patientNow],
  ] as const) {
    expect(state.samePc, `the ${who} is on the same peer connection after ${what}`);
    expect(state.sameSocket && state.socketOpen, `the ${who}'s signaling socket is the same and open after ${what}`);
  }
  await Promise.all([expectVideoFlowing(doctor.page, `the doctor after ${what}`), expectVideoFlowing(patient.page, `the patient after ${what}`)]);
  return fired;
}

// Timed (the restart's window): alone, so the load of other tests does not decide it.
test(
  "ua: the doctor's network changes, then comes back online, and each time ICE restarts on the same connection and socket with video and chat going on",
  { exclusive: true },
  async ({ server }) => {
    await inStartedCall('ice-restart', server, 'ua', async (call) => {
      const { patient, doctor } = call;
      await chat(patient.page, doctor.page, 'ua', 'До зміни мережі: пацієнт');

      // What the room listens to: the browser's network information says the network changed …
      const changed = await expectIceRestart(call, 'a network change', async () => {
        const present = await doctor.page.evaluate(() => {
          const connection = (navigator as { connection?: EventTarget }).connection;
          connection?.dispatchEvent(new Event('change'));
          return Boolean(connection);
        });
        expect(present, 'the browser has navigator.connection');
      });
      await chat(doctor.page, patient.page, 'ua', 'Після зміни мережі: лікар');

      // … and, once the time an unfinished restart is given up for a new connection is past, that it is back online.
      const rest = RECOVERY_TIMINGS.restartTimeoutMs + 500 - (Date.now() - changed);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      await expectIceRestart(call, "the browser's online event", () => doctor.page.evaluate(() => void window.dispatchEvent(new Event('online'))));
      await chat(patient.page, doctor.page, 'ua', 'Знову онлайн: пацієнт');

      for (const [who, page] of [
        ['doctor', doctor.page],
        ['patient', patient.page],
      ] as const) {
        const texts = await page.locator('[data-message]').allInnerTexts();
        for (const words of ['До зміни мережі: пацієнт', 'Після зміни мережі: лікар', 'Знову онлайн: пацієнт']) {
          expect(texts.filter((line) => line.includes(words)).length === 1, `the ${who}'s chat shows "${words}" once: ${JSON.stringify(texts)}`);
        }
        expectEqual(await page.locator('[data-pending]').count(), 0, `nothing left pending on the ${who}'s side`);
      }
    });
  },
);
