import type { Db } from '../../db/client.ts';
import type { Random } from '../random.ts';

export interface SeedContext {
  db: Db;
  random: Random;
  /** Multiplies institutions, doctors, patients and reviews. */
  scale: number;
  /** Every demo date is relative to this day, so a seed always looks current. */
  today: Date;
  log: (line: string) => void;
}

/** `base × scale`, at least `min`. */
export function scaled(context: SeedContext, base: number, min = 1): number {
  return Math.max(min, Math.round(base * context.scale));
}
