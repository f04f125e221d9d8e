import type { TVideoRole } from '../../../../contracts/video.ts';

/** The room's page of each party (SPEC §2), unlocalized. */
export const roomPath = (role: TVideoRole, id: number): string =>
  role === 'doctor' ? `/cabinet-doctor/video-consultations/${id}` : `/patients/video-consultation/${id}`;

export const listPath = (role: TVideoRole): string => (role === 'doctor' ? '/cabinet-doctor/video-consultations' : '/patients/video-consultation');

/** Statuses whose room may still be entered. */
export const isLive = (status: string): boolean => status === 'scheduled' || status === 'waiting' || status === 'in_progress';

/** A countdown reads as a clock within a day; further away the date and time say more. */
export const CLOCK_WITHIN_SECONDS = 24 * 3600;

/** The pages' h1: a word as long as "Видеоконсультации" still fits a 390 px phone (the cabinet's column is the container). */
export const TITLE_SIZE = 'clamp(1.625rem, 7.5cqi, 2.125rem)';
