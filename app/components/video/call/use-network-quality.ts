import { useEffect, useState } from 'react';
import { qualityOf, readStats, type NetworkQuality, type NetworkSample, type PacketCounters, type StatsEntry } from './network-quality.ts';

export const STATS_INTERVAL_MS = 2000;

/** The connection's quality from `getStats()` every two seconds while a connection is up. */
export function useNetworkQuality(pc: () => RTCPeerConnection | null, active: boolean): { quality: NetworkQuality; sample: NetworkSample | null } {
  const [sample, setSample] = useState<NetworkSample | null>(null);
  useEffect(() => {
    if (!active) {
      setSample(null);
      return;
    }
    let previous: PacketCounters | null = null;
    let connection: RTCPeerConnection | null = null;
    let stopped = false;
    async function measure() {
      const current = pc();
      if (!current) return;
      // A new connection counts its packets from zero again.
      if (current !== connection) previous = null;
      connection = current;
      const report = await current.getStats().catch(() => null);
      if (!report || stopped) return;
      const next = readStats(report.values() as Iterable<StatsEntry>, previous);
      previous = next.counters;
      setSample(next);
    }
    void measure();
    const timer = window.setInterval(() => void measure(), STATS_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pc, active]);
  return { quality: qualityOf(sample), sample };
}
