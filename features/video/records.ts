import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TVideoConclusion, TVideoJoin, TVideoMediaState, TVideoMessage, TVideoRole } from '../../contracts/video.ts';
import { epochMs, selectRows as rows } from '../../db/sql.ts';
import { PRESENCE_FRESH_SECONDS } from './rooms.ts';

/**
 * The room's record (docs/decisions/214): start and end, who joined when, the chat and its files, the
 * doctor's conclusion. Every query names its columns: a file's bytes are read only when the file is asked for.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const fresh = sql`make_interval(secs => ${PRESENCE_FRESH_SECONDS})`;

interface MessageRow {
  id: number;
  author: TVideoRole;
  text: string | null;
  file_name: string | null;
  file_type: string | null;
  file_bytes: number | null;
  sent_ms: number;
}

const messageColumns = sql`id, author, text, file_name, file_type, file_bytes, ${epochMs(sql`sent_at`)} as sent_ms`;

/** Where a chat file is read: the same address for both parties and for staff. */
export const videoFileUrl = (appointmentId: number, fileId: number) => `/api/v1/video-consultations/${appointmentId}/files/${fileId}`;

function toMessage(appointmentId: number, row: MessageRow): TVideoMessage {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    file:
      row.file_name === null
        ? null
        : { id: row.id, name: row.file_name, type: row.file_type ?? 'application/octet-stream', bytes: row.file_bytes ?? 0, url: videoFileUrl(appointmentId, row.id) },
    sent_at: iso(row.sent_ms)!,
  };
}

export async function listMessages(db: Db, appointmentId: number): Promise<TVideoMessage[]> {
  const found = await rows<MessageRow>(db, sql`select ${messageColumns} from video_messages where appointment_id = ${appointmentId} order by id`);
  return found.map((row) => toMessage(appointmentId, row));
}

export async function storeText(db: Db, appointmentId: number, author: TVideoRole, text: string): Promise<TVideoMessage> {
  const [row] = await rows<MessageRow>(db, sql`insert into video_messages (appointment_id, author, text) values (${appointmentId}, ${author}, ${text}) returning ${messageColumns}`);
  return toMessage(appointmentId, row);
}

export interface ChatFile {
  name: string;
  type: string;
  data: Buffer;
  caption: string | null;
}

export async function storeFile(db: Db, appointmentId: number, author: TVideoRole, file: ChatFile): Promise<TVideoMessage> {
  const [row] = await rows<MessageRow>(
    db,
    sql`insert into video_messages (appointment_id, author, text, file_name, file_type, file_bytes, file_data)
      values (${appointmentId}, ${author}, ${file.caption}, ${file.name}, ${file.type}, ${file.data.length}, ${file.data})
      returning ${messageColumns}`,
  );
  return toMessage(appointmentId, row);
}

export async function readFile(db: Db, appointmentId: number, fileId: number): Promise<{ name: string; type: string; data: Buffer } | null> {
  const [row] = await rows<{ name: string; type: string; data: Buffer | Uint8Array }>(
    db,
    sql`select file_name as name, file_type as type, file_data as data from video_messages where id = ${fileId} and appointment_id = ${appointmentId} and file_data is not null`,
  );
  return row ? { name: row.name, type: row.type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) } : null;
}

/** Who joined when; a connection whose app instance went away without a word left when it was last seen. */
export async function listJoins(db: Db, appointmentId: number): Promise<TVideoJoin[]> {
  const found = await rows<{ role: TVideoRole; joined_ms: number; left_ms: number | null }>(
    db,
    sql`select role, ${epochMs(sql`joined_at`)} as joined_ms,
        ${epochMs(sql`coalesce(left_at, case when seen_at <= now() - ${fresh} then seen_at end)`)} as left_ms
      from video_joins where appointment_id = ${appointmentId} order by id`,
  );
  return found.map((row) => ({ role: row.role, joined_at: iso(row.joined_ms)!, left_at: iso(row.left_ms) }));
}

/** A new connection of a party; the party's older connections are over (a new tab took over). */
export async function openJoin(db: Db, appointmentId: number, role: TVideoRole): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`insert into video_joins (appointment_id, role) values (${appointmentId}, ${role}) returning id`);
  await db.execute(sql`update video_joins set left_at = now() where appointment_id = ${appointmentId} and role = ${role} and id < ${row.id} and left_at is null`);
  return row.id;
}

export async function closeJoin(db: Db, joinId: number): Promise<void> {
  await db.execute(sql`update video_joins set left_at = now() where id = ${joinId} and left_at is null`);
}

/** The connections of this app instance are alive. */
export async function touchJoins(db: Db, joinIds: readonly number[]): Promise<void> {
  if (!joinIds.length) return;
  await db.execute(sql`update video_joins set seen_at = now() where id = any(${`{${joinIds.join(',')}}`}::int[]) and left_at is null`);
}

export async function setJoinMedia(db: Db, joinId: number, media: TVideoMediaState): Promise<void> {
  await db.execute(sql`update video_joins set media = ${JSON.stringify(media)}::jsonb where id = ${joinId}`);
}

/** The other party's live connection (the newest), on whichever app instance, with its media as last told. */
export async function presentJoin(db: Db, appointmentId: number, role: TVideoRole): Promise<{ id: number; media: TVideoMediaState | null } | null> {
  const [row] = await rows<{ id: number; media: TVideoMediaState | null }>(
    db,
    sql`select id, media from video_joins where appointment_id = ${appointmentId} and role = ${role} and left_at is null and seen_at > now() - ${fresh} order by id desc limit 1`,
  );
  return row ?? null;
}

/** Records the call's start once; later calls change nothing. Answers the room's start and end. */
export async function startCall(db: Db, appointmentId: number): Promise<{ started_ms: number; ended_ms: number | null }> {
  const [row] = await rows<{ started_ms: number; ended_ms: number | null }>(
    db,
    sql`insert into video_rooms (appointment_id, started_at) values (${appointmentId}, now())
      on conflict (appointment_id) do update set started_at = coalesce(video_rooms.started_at, excluded.started_at), updated_at = now()
      returning ${epochMs(sql`started_at`)} as started_ms, ${epochMs(sql`ended_at`)} as ended_ms`,
  );
  return row;
}

/** Records the end once; answers when it ended. */
export async function endCall(db: Db, appointmentId: number): Promise<string> {
  const [row] = await rows<{ ended_ms: number }>(
    db,
    sql`insert into video_rooms (appointment_id, ended_at) values (${appointmentId}, now())
      on conflict (appointment_id) do update set ended_at = coalesce(video_rooms.ended_at, excluded.ended_at), updated_at = now()
      returning ${epochMs(sql`ended_at`)} as ended_ms`,
  );
  return iso(row.ended_ms)!;
}

interface ConclusionRow {
  conclusion: string;
  recommendations: string;
  written_ms: number;
  updated_ms: number;
}
const conclusionColumns = sql`conclusion, recommendations, ${epochMs(sql`written_at`)} as written_ms, ${epochMs(sql`updated_at`)} as updated_ms`;
const toConclusion = (row: ConclusionRow): TVideoConclusion => ({
  conclusion: row.conclusion,
  recommendations: row.recommendations,
  written_at: iso(row.written_ms)!,
  updated_at: iso(row.updated_ms)!,
});

export async function readConclusion(db: Db, appointmentId: number): Promise<TVideoConclusion | null> {
  const [row] = await rows<ConclusionRow>(db, sql`select ${conclusionColumns} from visit_conclusions where appointment_id = ${appointmentId}`);
  return row ? toConclusion(row) : null;
}

/** Writes the conclusion, or replaces it (written_at stays the first writing's). */
export async function writeConclusion(db: Db, appointmentId: number, doctorId: number, text: { conclusion: string; recommendations: string }): Promise<TVideoConclusion> {
  const [row] = await rows<ConclusionRow>(
    db,
    sql`insert into visit_conclusions (appointment_id, doctor_id, conclusion, recommendations) values (${appointmentId}, ${doctorId}, ${text.conclusion}, ${text.recommendations})
      on conflict (appointment_id) do update set conclusion = excluded.conclusion, recommendations = excluded.recommendations, doctor_id = excluded.doctor_id, updated_at = now()
      returning ${conclusionColumns}`,
  );
  return toConclusion(row);
}
