import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Locale } from '../../../app/i18n/locale.ts';
import { ROOT } from '../../../scripts/build.ts';
import { expect, expectEqual } from '../harness.ts';
import { localized, text } from './booking.ts';
import { expectAccessible } from './a11y.ts';
import { waitForHydration } from './navigation.ts';
import type { E2EServer } from './server.ts';
import { createVideoVisit, expectVideoFlowing, launchVideoBrowser, signIn, type SignedIn, type VideoVisit } from './video.ts';

/**
 * A started call between a patient and a doctor on one app instance, for the tests of what happens inside
 * it (screen, devices, network). The browser grants camera, microphone and screen without asking; its fake
 * capture answers `getDisplayMedia` with a test pattern of its own (`screen:…`, `displaySurface` "monitor").
 */

const SCREENSHOTS = join(ROOT, 'test-results/e2e');

/**
 * Chromium's fake cameras: `fake_device_0` (the default) and `fake_device_2` send pictures; `fake_device_1`
 * is its fake depth camera (16-bit grey), which WebRTC does not encode, so a call on it shows nothing.
 */
export const FAKE_CAMERAS = { first: 'fake_device_0', second: 'fake_device_2' } as const;

export function launchCallBrowser(): Promise<Browser> {
  return launchVideoBrowser({ cameras: 3 });
}

/** The two parties of one visit, each signed in in a context of their own. */
export interface Call {
  visit: VideoVisit;
  patient: SignedIn;
  doctor: SignedIn;
}

/**
 * Runs `body` with a browser from `launch`, the visit's two parties signed in (the patient on `urls.patient`,
 * the doctor on `urls.doctor`: two app instances, or one); screenshots of both pages when it fails; page
 * errors and CSP violations fail it.
 */
export async function withCall(
  name: string,
  server: E2EServer,
  urls: { patient: string; doctor: string },
  locale: Locale,
  body: (call: Call, browser: Browser) => Promise<void>,
  launch: () => Promise<Browser> = launchVideoBrowser,
): Promise<void> {
  const browser = await launch();
  try {
    const visit = await createVideoVisit(server);
    const [patient, doctor] = await Promise.all([
      signIn(browser, urls.patient, 'patients', visit.patient, locale),
      signIn(browser, urls.doctor, 'doctors', visit.doctor, locale),
    ]);
    try {
      await body({ visit, patient, doctor }, browser);
      const problems = [...patient.problems.map((line) => `patient: ${line}`), ...doctor.problems.map((line) => `doctor: ${line}`)];
      expect(problems.length === 0, `the pages reported problems:\n  ${problems.join('\n  ')}`);
    } catch (error) {
      for (const [who, page] of [
        ['patient', patient.page],
        ['doctor', doctor.page],
      ] as const) {
        await page.screenshot({ path: join(SCREENSHOTS, `video-${name}-${who}.png`), fullPage: true }).catch(() => undefined);
      }
      throw error;
    }
  } finally {
    await browser.close();
  }
}

/** Runs `body` once both parties of a new visit on one app instance are in its started call and decode each other's video. */
export function inStartedCall(name: string, server: E2EServer, locale: Locale, body: (call: Call) => Promise<void>): Promise<void> {
  return withCall(
    name,
    server,
    { patient: server.url, doctor: server.url },
    locale,
    async (call) => {
      await joinAndStart(call, locale);
      await body(call);
    },
    launchCallBrowser,
  );
}

export const roomPath = (role: 'patient' | 'doctor', id: number, locale: Locale) =>
  localized(locale, role === 'patient' ? `/patients/video-consultation/${id}` : `/cabinet-doctor/video-consultations/${id}`);

export async function openRoom(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expectEqual(response?.status(), 200, `${path} answers`);
  await waitForHydration(page);
}

/**
 * Both in the room: the patient first (the waiting room says the doctor is not there yet, then that they
 * are: across instances when they differ), the doctor starts the call, and each decodes the other's video.
 */
export async function joinAndStart({ visit, patient, doctor }: Call, locale: Locale, { axe = false }: { axe?: boolean } = {}): Promise<void> {
  await openRoom(patient.page, roomPath('patient', visit.appointmentId, locale));
  await patient.page.locator('[data-waiting-room]').waitFor();
  await patient.page.locator('[data-presence="doctor"][data-online="false"]').waitFor();
  if (axe) await expectAccessible(patient.page);

  await openRoom(doctor.page, roomPath('doctor', visit.appointmentId, locale));
  await doctor.page.locator('[data-presence="patient"][data-online="true"]').waitFor();
  await patient.page.locator('[data-presence="doctor"][data-online="true"]').waitFor();
  await doctor.page.getByRole('button', { name: text(locale, 'video.call.start') }).click();
  await Promise.all([patient.page.locator('[data-call]').waitFor(), doctor.page.locator('[data-call]').waitFor()]);
  await Promise.all([expectVideoFlowing(patient.page, 'the patient'), expectVideoFlowing(doctor.page, 'the doctor')]);
}

/** Sends a chat text the way a person does, and waits until the other page shows it delivered. */
export async function chat(from: Page, to: Page, locale: Locale, words: string): Promise<void> {
  await from.getByRole('textbox', { name: text(locale, 'video.chat.input') }).fill(words);
  await from.getByRole('button', { name: text(locale, 'video.chat.send'), exact: true }).click();
  await to.locator('[data-message]', { hasText: words }).waitFor();
}

/** What one page sends as video and how it decodes the other side's, from its current peer connection. */
export interface VideoSide {
  /** The track on the video sender (`null` when it sends none). */
  sent: { id: string; label: string; deviceId: string | null; displaySurface: string | null } | null;
  /** The inbound video stream: frames decoded so far, the last frame's size, and what its sender said the content is. */
  received: { framesDecoded: number; width: number | null; height: number | null; contentType: string | null } | null;
}

export function videoSide(page: Page): Promise<VideoSide> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __vizytVideo: { pc?: RTCPeerConnection | null } }).__vizytVideo.pc;
    if (!pc) return { sent: null, received: null };
    // No named helpers in here: the page does not have the bundler's `__name`.
    const track = pc.getSenders().find((sender) => sender.track?.kind === 'video')?.track ?? null;
    const settings = track ? (track.getSettings() as MediaTrackSettings & { displaySurface?: string }) : null;
    let received: VideoSide['received'] = null;
    (await pc.getStats()).forEach(
      (entry: { type: string; kind?: string; framesDecoded?: number; frameWidth?: number; frameHeight?: number; contentType?: string }) => {
        if (entry.type !== 'inbound-rtp' || entry.kind !== 'video') return;
        received = {
          framesDecoded: entry.framesDecoded ?? 0,
          width: entry.frameWidth ?? null,
          height: entry.frameHeight ?? null,
          contentType: entry.contentType ?? null,
        };
      },
    );
    return {
      sent:
        track && settings ? { id: track.id, label: track.label, deviceId: settings.deviceId ?? null, displaySurface: settings.displaySurface ?? null } : null,
      received,
    };
  });
}

/** Waits until `check(side)` holds for `page`, else fails with the last reading. */
export async function waitForSide(page: Page, what: string, check: (side: VideoSide) => boolean, timeoutMs = 10_000): Promise<VideoSide> {
  const deadline = Date.now() + timeoutMs;
  let side = await videoSide(page);
  while (!check(side) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    side = await videoSide(page);
  }
  expect(check(side), `${what} within ${timeoutMs / 1000} s: ${JSON.stringify(side)}`);
  return side;
}
