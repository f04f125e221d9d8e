/** One entry of an `RTCStatsReport`, as loosely as browsers fill it in. */
export type StatsEntry = { type: string; id: string } & Record<string, unknown>;

/** Packet totals of the last reading, so the next one measures the loss in between. */
export interface PacketCounters {
  lost: number;
  received: number;
}

export interface NetworkSample {
  /** Round trip of the connection in use, in milliseconds. */
  rttMs: number | null;
  /** Incoming packets lost since the previous reading (or since the start), in percent. */
  lossPercent: number | null;
  /** The browser's estimate of what it could send, in kilobits a second (Chromium only). */
  bitrateKbps: number | null;
  counters: PacketCounters;
}

export type NetworkQuality = 'good' | 'fair' | 'poor' | 'unknown';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The candidate pair carrying the media: the transport's selected one, else a nominated pair that succeeded. */
function activePair(entries: readonly StatsEntry[]): StatsEntry | undefined {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const entry of entries) {
    if (entry.type !== 'transport' || typeof entry.selectedCandidatePairId !== 'string') continue;
    const pair = byId.get(entry.selectedCandidatePairId);
    if (pair) return pair;
  }
  return entries.find((entry) => entry.type === 'candidate-pair' && entry.state === 'succeeded' && (entry.nominated === true || entry.selected === true));
}

/** Round trip, loss and the bandwidth estimate out of one `getStats()` reading. */
export function readStats(report: Iterable<StatsEntry>, previous: PacketCounters | null): NetworkSample {
  const entries = [...report];
  const pair = activePair(entries);
  let lost = 0;
  let received = 0;
  let remoteRtt: number | null = null;
  for (const entry of entries) {
    if (entry.type === 'inbound-rtp') {
      lost += Math.max(0, num(entry.packetsLost) ?? 0);
      received += num(entry.packetsReceived) ?? 0;
    } else if (entry.type === 'remote-inbound-rtp') {
      remoteRtt = Math.max(remoteRtt ?? 0, num(entry.roundTripTime) ?? 0);
    }
  }
  const rttSeconds = num(pair?.currentRoundTripTime) ?? remoteRtt;
  const lostSince = lost - (previous?.lost ?? 0);
  const receivedSince = received - (previous?.received ?? 0);
  const total = lostSince + receivedSince;
  const bitrate = num(pair?.availableOutgoingBitrate);
  return {
    rttMs: rttSeconds === null ? null : Math.round(rttSeconds * 1000),
    lossPercent: total > 0 && lostSince >= 0 ? (lostSince / total) * 100 : null,
    bitrateKbps: bitrate === null ? null : Math.round(bitrate / 1000),
    counters: { lost, received },
  };
}

/** Where a call starts to suffer: speech lags past 400 ms of round trip, video breaks up past a tenth of packets lost. */
const POOR = { rttMs: 400, lossPercent: 10, bitrateKbps: 100 };
const FAIR = { rttMs: 200, lossPercent: 3, bitrateKbps: 300 };

function worse(sample: NetworkSample, limits: typeof POOR): boolean {
  return (
    (sample.rttMs !== null && sample.rttMs >= limits.rttMs) ||
    (sample.lossPercent !== null && sample.lossPercent >= limits.lossPercent) ||
    (sample.bitrateKbps !== null && sample.bitrateKbps < limits.bitrateKbps)
  );
}

/** Good, fair or poor by the worst of the three figures; unknown before any figure is there. */
export function qualityOf(sample: NetworkSample | null): NetworkQuality {
  if (!sample || (sample.rttMs === null && sample.lossPercent === null && sample.bitrateKbps === null)) return 'unknown';
  if (worse(sample, POOR)) return 'poor';
  if (worse(sample, FAIR)) return 'fair';
  return 'good';
}
