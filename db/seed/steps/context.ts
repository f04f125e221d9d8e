import type { SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
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

/** The rows a raw query returns. */
export async function rows<T>(context: SeedContext, query: SQL): Promise<T[]> {
  return ((await context.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Where and what a demo visit is: a doctor's service at one of their clinics, with its price and length. */
export interface VisitPlace {
  doctor_id: number;
  institution_id: number;
  city_id: number;
  representative_id: number | null;
  service_id: number;
  specialization_id: number;
  cost: number;
  duration: number;
}
