import type { TVideoRole, TVideoServerMessage } from '../../contracts/video.ts';

/**
 * What one app instance tells the sockets of a room, on itself and on every other instance
 * (docs/decisions/215): a message for one party or both; a party's connection came or went (which also
 * makes an older connection of the same party give way); the doctor ended the consultation.
 */
export type VideoEvent =
  | { kind: 'send'; appointmentId: number; to: TVideoRole | 'both'; message: TVideoServerMessage }
  | { kind: 'presence'; appointmentId: number; role: TVideoRole; joinId: number; online: boolean }
  | { kind: 'ended'; appointmentId: number; endedAt: string };

export const otherRole = (role: TVideoRole): TVideoRole => (role === 'doctor' ? 'patient' : 'doctor');
