import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Locale } from '../../../app/i18n/locale.ts';
import { createAppointment, createDoctor } from '../../support/factories.ts';
import { createAccount } from '../../support/factories/accounts.ts';
import { launchBrowser } from './browser.ts';
import type { E2EServer } from './server.ts';

/**
 * Video consultations in the browser (issue 13): a Chromium with fake camera and microphone, a patient and a
 * doctor of their own with an online visit whose room is open, each signed in in a context of its own, and
 * what the page's `RTCPeerConnection` reports through `window.__vizytVideo`.
 */

/**
 * Chromium with a fake camera and microphone (a test pattern and a beep) that grants them without asking.
 * A browser of its own: the run's browser stays as every other test expects it (no device, no permission).
 */
export function launchVideoBrowser({ cameras }: { cameras?: number } = {}): Promise<Browser> {
  const fakeDevices = cameras ? `--use-fake-device-for-media-stream=device-count=${cameras}` : '--use-fake-device-for-media-stream';
  return launchBrowser([fakeDevices, '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required']);
}

export interface VideoParty {
  email: string;
  password: string;
}

export interface VideoVisit {
  appointmentId: number;
  patient: VideoParty;
  doctor: VideoParty;
}

/**
 * A patient and a doctor with a cabinet account, both new (no other test or the demo keeper touches them),
 * and their approved online visit starting in `startsInMinutes` (its waiting room opens 15 minutes before).
 */
export async function createVideoVisit(server: E2EServer, { startsInMinutes = 5 }: { startsInMinutes?: number } = {}): Promise<VideoVisit> {
  const patient = await createAccount(server.database, { user_type: 'patient' });
  const doctorAccount = await createAccount(server.database, { user_type: 'doctor' });
  const doctor = await createDoctor(server.database.db, { status: 'active', is_cabinet: true, user_id: doctorAccount.id });
  const start = new Date(Math.ceil((Date.now() + startsInMinutes * 60_000) / 60_000) * 60_000);
  const appointment = await createAppointment(server.database.db, {
    doctor,
    start_at: start,
    minutes: 30,
    format: 'online',
    status: 'approved',
    patient_id: patient.id,
    patient_email: patient.email,
    booked_at: new Date(),
  });
  return { appointmentId: appointment.id, patient, doctor: doctorAccount };
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** Page errors and Content-Security-Policy violations seen so far. */
  problems: string[];
}

/**
 * A context of its own for one party, on the app instance at `baseUrl`: camera and microphone allowed,
 * `window.__vizytVideo` defined before any script of the page (the room puts its connection and socket
 * there), signed in through the API (the sign-in screens have their own tests).
 */
export async function signIn(browser: Browser, baseUrl: string, area: 'patients' | 'doctors', party: VideoParty, locale: Locale): Promise<SignedIn> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: locale === 'ua' ? 'uk-UA' : 'ru-RU',
    viewport: { width: 1280, height: 900 },
    permissions: ['camera', 'microphone'],
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => {
    (window as unknown as { __vizytVideo: object }).__vizytVideo = {};
  });
  const answer = await context.request.post(`/api/v1/auth/${area}/login`, {
    headers: { accept: 'application/json', origin: baseUrl },
    data: { login: party.email, password: party.password },
  });
  if (!answer.ok()) throw new Error(`Sign-in of ${area} on ${baseUrl}: ${answer.status()} ${await answer.text()}`);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(message.text());
  });
  return { context, page, problems };
}

/** What the page's current peer connection reports (all zero / null before there is one). */
export interface CallStats {
  /** Video frames decoded from the other side, over every inbound video stream of the current connection. */
  framesDecoded: number;
  connectionState: string | null;
  /** Candidate types of the selected pair (`host`, `srflx`, `prflx`, `relay`). */
  localCandidate: string | null;
  remoteCandidate: string | null;
  iceTransportPolicy: string | null;
}

export function callStats(page: Page): Promise<CallStats> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __vizytVideo: { pc?: RTCPeerConnection | null } }).__vizytVideo.pc;
    const none = { framesDecoded: 0, connectionState: null, localCandidate: null, remoteCandidate: null, iceTransportPolicy: null };
    if (!pc) return none;
    const report = await pc.getStats();
    let framesDecoded = 0;
    let pairId: string | undefined;
    report.forEach((entry: { type: string; kind?: string; framesDecoded?: number; selectedCandidatePairId?: string }) => {
      if (entry.type === 'inbound-rtp' && entry.kind === 'video') framesDecoded += entry.framesDecoded ?? 0;
      if (entry.type === 'transport' && entry.selectedCandidatePairId) pairId = entry.selectedCandidatePairId;
    });
    // No named helpers in here: the page does not have the bundler's `__name`.
    const pair = pairId ? (report.get(pairId) as { localCandidateId: string; remoteCandidateId: string } | undefined) : undefined;
    const local = pair ? (report.get(pair.localCandidateId) as { candidateType?: string } | undefined) : undefined;
    const remote = pair ? (report.get(pair.remoteCandidateId) as { candidateType?: string } | undefined) : undefined;
    return {
      framesDecoded,
      connectionState: pc.connectionState,
      localCandidate: local?.candidateType ?? null,
      remoteCandidate: remote?.candidateType ?? null,
      iceTransportPolicy: pc.getConfiguration().iceTransportPolicy ?? null,
    };
  });
}

/**
 * Waits until the page decodes the other side's video and keeps decoding it: the current connection's count
 * passes zero, then grows again a moment later (a frozen picture would not). Returns the stats of then.
 */
export async function expectVideoFlowing(page: Page, who: string, timeoutMs = 15_000): Promise<CallStats> {
  const deadline = Date.now() + timeoutMs;
  let last: CallStats | null = null;
  while (Date.now() < deadline) {
    const before = await callStats(page);
    if (before.framesDecoded > 0 && before.connectionState === 'connected') {
      await new Promise((resolve) => setTimeout(resolve, 400));
      last = await callStats(page);
      if (last.framesDecoded > before.framesDecoded) return last;
    } else {
      last = before;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${who} decodes no video from the other side within ${timeoutMs / 1000} s: ${JSON.stringify(last)}`);
}

/** A 1×1 PNG: the smallest photo the chat takes. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
