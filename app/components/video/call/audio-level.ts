import { useEffect, useState } from 'react';

/**
 * Loudness of one window of samples as 0…1 for a meter: the RMS in decibels, from -60 dB (silence)
 * to 0 dB, so speech fills most of the bar instead of a few per cent of it.
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index++) sum += samples[index] * samples[index];
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels + 60) / 60));
}

/** Above this level the meter says "we hear you". */
export const SPEAKING_LEVEL = 0.35;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null;
}

/**
 * The microphone's level (Web Audio `AnalyserNode`), about fifteen times a second while `track` is live
 * and enabled. A context the browser keeps suspended until a gesture starts on the first click or key.
 */
export function useAudioLevel(track: MediaStreamTrack | null, enabled: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context = audioContextClass();
    if (!track || !enabled || !Context) {
      setLevel(0);
      return;
    }
    const context = new Context();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    window.addEventListener('pointerdown', resume, { once: true });
    window.addEventListener('keydown', resume, { once: true });
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, 66);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [track, enabled]);
  return level;
}
