import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Locale } from '../../../app/i18n/locale.ts';
import { ROOT } from '../../../scripts/build.ts';
import { expect, expectEqual } from '../harness.ts';
import { localized, text } from './booking.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { waitForHydration } from './navigation.ts';
import type { E2EServer } from './server.ts';
import { createVideoVisit, expectVideoFlowing, signIn, type SignedIn, type VideoVisit } from './video.ts';

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
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream=device-count=3', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  });
}

export interface Call {
  visit: VideoVisit;
  patient: SignedIn;
  doctor: SignedIn;
}

/**
 * Runs `body` once both parties of a new visit are in its started call and decode each other's video;
 * screenshots of both pages when it fails; page errors and CSP violations fail it.
 */
export async function inStartedCall(name: string, server: E2EServer, locale: Locale, body: (call: Call) => Promise<void>): Promise<void> {
  const browser = await launchCallBrowser();
  try {
    const visit = await createVideoVisit(server);
    const [patient, doctor] = await Promise.all([signIn(browser, server.url, 'patients', visit.patient, locale), signIn(browser, server.url, 'doctors', visit.doctor, locale)]);
    const call = { visit, patient, doctor };
    try {
      await joinAndStart(call, locale);
      await body(call);
      const problems = [...patient.problems.map((line) => `patient: ${line}`), ...doctor.problems.map((line) => `doctor: ${line}`)];
      expect(problems.length === 0, `the pages reported problems:\n  ${problems.join('\n  ')}`);
    } catch (error) {
      for (const [who, page] of [['patient', patient.page], ['doctor', doctor.page]] as const) {
        await page.screenshot({ path: join(SCREENSHOTS, `video-${name}-${who}.png`), fullPage: true }).catch(() => undefined);
      }
      throw error;
    }
  } finally {
    await browser.close();
  }
}

async function openRoom(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expectEqual(response?.status(), 200, `${path} answers`);
  await waitForHydration(page);
}

async function joinAndStart({ visit, patient, doctor }: Call, locale: Locale): Promise<void> {
  await openRoom(patient.page, localized(locale, `/patients/video-consultation/${visit.appointmentId}`));
  await patient.page.locator('[data-waiting-room]').waitFor();
  await openRoom(doctor.page, localized(locale, `/cabinet-doctor/video-consultations/${visit.appointmentId}`));
  await doctor.page.locator('[data-presence="patient"][data-online="true"]').waitFor();
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
    (await pc.getStats()).forEach((entry: { type: string; kind?: string; framesDecoded?: number; frameWidth?: number; frameHeight?: number; contentType?: string }) => {
      if (entry.type !== 'inbound-rtp' || entry.kind !== 'video') return;
      received = { framesDecoded: entry.framesDecoded ?? 0, width: entry.frameWidth ?? null, height: entry.frameHeight ?? null, contentType: entry.contentType ?? null };
    });
    return {
      sent: track && settings ? { id: track.id, label: track.label, deviceId: settings.deviceId ?? null, displaySurface: settings.displaySurface ?? null } : null,
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
