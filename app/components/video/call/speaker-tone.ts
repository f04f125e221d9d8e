/**
 * A short test tone as a WAV file (16-bit mono PCM): a sine with soft edges so it does not click. Played
 * through an `<audio>` element, whose `setSinkId` sends it to the chosen speaker where the browser can.
 */
export function toneWav({ frequency = 660, durationMs = 900, sampleRate = 22_050, volume = 0.4 } = {}): Uint8Array {
  const count = Math.round((sampleRate * durationMs) / 1000);
  const fade = Math.round(sampleRate * 0.03);
  const bytes = new Uint8Array(44 + count * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, count * 2, true);
  for (let index = 0; index < count; index++) {
    const edge = Math.min(1, index / fade, (count - 1 - index) / fade);
    const sample = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * volume * edge;
    view.setInt16(44 + index * 2, Math.round(sample * 0x7fff), true);
  }
  return bytes;
}

/** A media element that may route its sound to a chosen output (Chromium, Firefox with the pref, Safari 18.4+). */
export type SinkElement = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

export const canChooseSpeaker = (): boolean => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

/** Routes an element's sound to `deviceId` where supported; a refusal leaves it on the default output. */
export async function routeTo(element: SinkElement, deviceId: string | undefined): Promise<void> {
  if (!deviceId || typeof element.setSinkId !== 'function') return;
  await element.setSinkId(deviceId).catch(() => undefined);
}

/** Plays the test tone on the chosen speaker; resolves when it has finished (or could not play). */
export async function playTone(deviceId: string | undefined): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([toneWav() as BlobPart], { type: 'audio/wav' }));
  const audio: SinkElement = new Audio(url);
  try {
    await routeTo(audio, deviceId);
    await audio.play();
    await new Promise<void>((resolve) => {
      audio.addEventListener('ended', () => resolve(), { once: true });
      audio.addEventListener('error', () => resolve(), { once: true });
    });
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
