import { describe, expect, it } from 'vitest';
import { INSTALL_CAPTURE_SCRIPT } from './install-capture.ts';
import { isIosSafari, offerAllowedOn } from './install-state.ts';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('the iOS hint', () => {
  it('is for Safari on an iPhone or an iPad, not for other browsers there nor in-app views', () => {
    expect(isIosSafari(IPHONE_SAFARI, 'iPhone', 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 'MacIntel', 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 'MacIntel', 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 'iPhone', 5)).toBe(false);
    expect(isIosSafari(IPHONE_IN_APP, 'iPhone', 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 'Linux armv8l', 5)).toBe(false);
  });
});

describe('where the offer may appear', () => {
  it('is every public page and cabinet, but not the back office nor a video room', () => {
    for (const path of ['/', '/ru', '/doctors/kyiv', '/ru/doctor/some-doctor', '/patients/appointment', '/patients/video-consultation']) {
      expect(offerAllowedOn(path), path).toBe(true);
    }
    for (const path of ['/admins', '/ru/admins/doctors', '/patients/video-consultation/12', '/ru/cabinet-doctor/video-consultations/7']) {
      expect(offerAllowedOn(path), path).toBe(false);
    }
  });
});

describe('the head script that keeps the offer', () => {
  it('holds the browser back, keeps the event and says it arrived', () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const dispatched: string[] = [];
    const window = {
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      dispatchEvent: (event: Event) => dispatched.push(event.type),
    } as unknown as Record<string, unknown>;
    new Function('window', INSTALL_CAPTURE_SCRIPT)(window);
    let prevented = false;
    const offer = { preventDefault: () => (prevented = true) };
    listeners.beforeinstallprompt(offer);
    expect([prevented, window.__vzInstallOffer, dispatched]).toEqual([true, offer, ['vz:install-offer']]);
    listeners.appinstalled({});
    expect([window.__vzInstallOffer, window.__vzInstalled]).toEqual([null, true]);
  });
});
