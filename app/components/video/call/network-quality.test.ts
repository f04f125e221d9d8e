import { describe, expect, it } from 'vitest';
import { qualityOf, readStats, type StatsEntry } from './network-quality.ts';

const report = (rtt: number, bitrate: number, lost: number, received: number): StatsEntry[] => [
  { type: 'transport', id: 'T1', selectedCandidatePairId: 'CP1' },
  { type: 'candidate-pair', id: 'CP0', state: 'failed', currentRoundTripTime: 3 },
  { type: 'candidate-pair', id: 'CP1', state: 'succeeded', nominated: true, currentRoundTripTime: rtt, availableOutgoingBitrate: bitrate },
  { type: 'inbound-rtp', id: 'IA', kind: 'audio', packetsLost: lost, packetsReceived: received / 2 },
  { type: 'inbound-rtp', id: 'IV', kind: 'video', packetsLost: 0, packetsReceived: received / 2 },
];

describe('the network-quality indicator', () => {
  it('reads the round trip and bandwidth of the pair in use', () => {
    const sample = readStats(report(0.045, 2_500_000, 0, 1000), null);
    expect(sample.rttMs).toBe(45);
    expect(sample.bitrateKbps).toBe(2500);
    expect(sample.lossPercent).toBe(0);
    expect(qualityOf(sample)).toBe('good');
  });

  it('measures loss between two readings, not since the start of the call', () => {
    const first = readStats(report(0.05, 2_000_000, 100, 1000), null);
    expect(first.lossPercent).toBeCloseTo((100 / 1100) * 100);
    const second = readStats(report(0.05, 2_000_000, 100, 2000), first.counters);
    expect(second.lossPercent).toBe(0);
  });

  it('grades by the worst figure', () => {
    const base = { rttMs: 50, lossPercent: 0, bitrateKbps: 2000, counters: { lost: 0, received: 0 } };
    expect(qualityOf({ ...base, rttMs: 250 })).toBe('fair');
    expect(qualityOf({ ...base, lossPercent: 12 })).toBe('poor');
    expect(qualityOf({ ...base, bitrateKbps: 200 })).toBe('fair');
    expect(qualityOf({ ...base, bitrateKbps: 80 })).toBe('poor');
    expect(qualityOf({ rttMs: null, lossPercent: null, bitrateKbps: null, counters: base.counters })).toBe('unknown');
    expect(qualityOf(null)).toBe('unknown');
  });

  it('falls back to a nominated pair and the remote round trip when the browser names no transport', () => {
    const sample = readStats(
      [
        { type: 'candidate-pair', id: 'P', state: 'succeeded', nominated: true },
        { type: 'remote-inbound-rtp', id: 'R', roundTripTime: 0.3 },
      ],
      null,
    );
    expect(sample.rttMs).toBe(300);
    expect(sample.lossPercent).toBeNull();
    expect(qualityOf(sample)).toBe('fair');
  });
});
