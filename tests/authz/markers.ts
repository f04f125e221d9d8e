import type { Role } from './roles.ts';

/** A string planted in one party's records, and who may ever receive it (staff with rights and administrators always may). */
export interface Marker {
  what: string;
  pattern: RegExp;
  audience: readonly Role[];
}

const text = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
const number = (value: number) => new RegExp(`(?<![0-9])${value}(?![0-9])`);

/** Collects markers while the world is built: `plant` a value, or `plantId` a row whose id is private. */
export function markerSet() {
  const markers: Marker[] = [];
  return {
    markers,
    plant(what: string, value: string, audience: Role[]): string {
      markers.push({ what, pattern: text(value), audience });
      return value;
    },
    plantId<T extends { id: number }>(what: string, row: T, audience: Role[]): T {
      markers.push({ what, pattern: number(row.id), audience });
      return row;
    },
  };
}
