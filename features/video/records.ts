import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TVideoConclusion, TVideoJoin, TVideoMediaState, TVideoMessage, TVideoRole } from '../../contracts/video.ts';
import { video_joins, video_messages, video_rooms, visit_conclusions } from '../../db/schema/index.ts';
import { idArray, type RowOf } from '../../db/sql.ts';
import { PRESENCE_FRESH_SECONDS } from './rooms.ts';

/**
 * The room's record (docs/decisions/214): start and end, who joined when, the chat and its files, the
 * doctor's conclusion. Every query names its columns: a file's bytes are read only when the file is asked for.
 */

const fresh = sql`make_interval(secs => ${PRESENCE_FRESH_SECONDS})`;

const messageColumns = {
  id: video_messages.id,
  author: video_messages.author,
  text: video_messages.text,
  file_name: video_messages.file_name,
  file_type: video_messages.file_type,
  file_bytes: video_messages.file_bytes,
  sent_at: video_messages.sent_at,
};
type MessageRow = RowOf<typeof messageColumns>;

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
        : {
            id: row.id,
            name: row.file_name,
            type: row.file_type ?? 'application/octet-stream',
            bytes: row.file_bytes ?? 0,
            url: videoFileUrl(appointmentId, row.id),
          },
    sent_at: row.sent_at.toISOString(),
  };
}

export async function listMessages(db: Db, appointmentId: number): Promise<TVideoMessage[]> {
  const found = await db.select(messageColumns).from(video_messages).where(eq(video_messages.appointment_id, appointmentId)).orderBy(asc(video_messages.id));
  return found.map((row) => toMessage(appointmentId, row));
}

export async function storeText(db: Db, appointmentId: number, author: TVideoRole, text: string): Promise<TVideoMessage> {
  const [row] = await db.insert(video_messages).values({ appointment_id: appointmentId, author, text }).returning(messageColumns);
  return toMessage(appointmentId, row);
}

export interface ChatFile {
  name: string;
  type: string;
  data: Buffer;
  caption: string | null;
}

export async function storeFile(db: Db, appointmentId: number, author: TVideoRole, file: ChatFile): Promise<TVideoMessage> {
  const [row] = await db
    .insert(video_messages)
    .values({
      appointment_id: appointmentId,
      author,
      text: file.caption,
      file_name: file.name,
      file_type: file.type,
      file_bytes: file.data.length,
      file_data: file.data,
    })
    .returning(messageColumns);
  return toMessage(appointmentId, row);
}

export async function readFile(db: Db, appointmentId: number, fileId: number): Promise<{ name: string; type: string; data: Buffer } | null> {
  const [row] = await db
    .select({ name: video_messages.file_name, type: video_messages.file_type, data: video_messages.file_data })
    .from(video_messages)
    .where(and(eq(video_messages.id, fileId), eq(video_messages.appointment_id, appointmentId), isNotNull(video_messages.file_data)));
  if (!row?.data) return null;
  return { name: row.name ?? '', type: row.type ?? 'application/octet-stream', data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) };
}

/** Who joined when; a connection whose app instance went away without a word left when it was last seen. */
export async function listJoins(db: Db, appointmentId: number): Promise<TVideoJoin[]> {
  const { role, joined_at, left_at, seen_at } = video_joins;
  const found = await db
    .select({ role, joined_at, left_at: sql<Date | null>`coalesce(${left_at}, case when ${seen_at} <= now() - ${fresh} then ${seen_at} end)`.mapWith(left_at) })
    .from(video_joins)
    .where(eq(video_joins.appointment_id, appointmentId))
    .orderBy(asc(video_joins.id));
  return found.map((row) => ({ role: row.role, joined_at: row.joined_at.toISOString(), left_at: row.left_at?.toISOString() ?? null }));
}

/** A new connection of a party; the party's older connections are over (a new tab took over). */
export async function openJoin(db: Db, appointmentId: number, role: TVideoRole): Promise<number> {
  const [row] = await db.insert(video_joins).values({ appointment_id: appointmentId, role }).returning({ id: video_joins.id });
  await db
    .update(video_joins)
    .set({ left_at: sql`now()` })
    .where(and(eq(video_joins.appointment_id, appointmentId), eq(video_joins.role, role), lt(video_joins.id, row.id), isNull(video_joins.left_at)));
  return row.id;
}

export async function closeJoin(db: Db, joinId: number): Promise<void> {
  await db
    .update(video_joins)
    .set({ left_at: sql`now()` })
    .where(and(eq(video_joins.id, joinId), isNull(video_joins.left_at)));
}

/** The connections of this app instance are alive. */
export async function touchJoins(db: Db, joinIds: readonly number[]): Promise<void> {
  if (!joinIds.length) return;
  await db
    .update(video_joins)
    .set({ seen_at: sql`now()` })
    .where(and(sql`${video_joins.id} = any(${idArray(joinIds)})`, isNull(video_joins.left_at)));
}

export async function setJoinMedia(db: Db, joinId: number, media: TVideoMediaState): Promise<void> {
  await db.update(video_joins).set({ media }).where(eq(video_joins.id, joinId));
}

/** The other party's live connection (the newest), on whichever app instance, with its media as last told. */
export async function presentJoin(db: Db, appointmentId: number, role: TVideoRole): Promise<{ id: number; media: TVideoMediaState | null } | null> {
  const [row] = await db
    .select({ id: video_joins.id, media: video_joins.media })
    .from(video_joins)
    .where(
      and(
        eq(video_joins.appointment_id, appointmentId),
        eq(video_joins.role, role),
        isNull(video_joins.left_at),
        sql`${video_joins.seen_at} > now() - ${fresh}`,
      ),
    )
    .orderBy(desc(video_joins.id))
    .limit(1);
  return row ?? null;
}

/** Records the call's start once; later calls change nothing. Answers the room's start and end. */
export async function startCall(db: Db, appointmentId: number): Promise<{ started_ms: number; ended_ms: number | null }> {
  const [row] = await db
    .insert(video_rooms)
    .values({ appointment_id: appointmentId, started_at: sql`now()` })
    .onConflictDoUpdate({
      target: video_rooms.appointment_id,
      set: { started_at: sql`coalesce(${video_rooms.started_at}, excluded.started_at)`, updated_at: sql`now()` },
    })
    .returning({ started_at: video_rooms.started_at, ended_at: video_rooms.ended_at });
  // The insert or the update set it: never null here.
  return { started_ms: row.started_at!.getTime(), ended_ms: row.ended_at?.getTime() ?? null };
}

/** Records the end once; answers when it ended. */
export async function endCall(db: Db, appointmentId: number): Promise<string> {
  const [row] = await db
    .insert(video_rooms)
    .values({ appointment_id: appointmentId, ended_at: sql`now()` })
    .onConflictDoUpdate({
      target: video_rooms.appointment_id,
      set: { ended_at: sql`coalesce(${video_rooms.ended_at}, excluded.ended_at)`, updated_at: sql`now()` },
    })
    .returning({ ended_at: video_rooms.ended_at });
  return row.ended_at!.toISOString();
}

const conclusionColumns = {
  conclusion: visit_conclusions.conclusion,
  recommendations: visit_conclusions.recommendations,
  written_at: visit_conclusions.written_at,
  updated_at: visit_conclusions.updated_at,
};
const toConclusion = (row: { conclusion: string; recommendations: string; written_at: Date; updated_at: Date }): TVideoConclusion => ({
  conclusion: row.conclusion,
  recommendations: row.recommendations,
  written_at: row.written_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function readConclusion(db: Db, appointmentId: number): Promise<TVideoConclusion | null> {
  const [row] = await db.select(conclusionColumns).from(visit_conclusions).where(eq(visit_conclusions.appointment_id, appointmentId));
  return row ? toConclusion(row) : null;
}

/** Writes the conclusion, or replaces it (written_at stays the first writing's). */
export async function writeConclusion(
  db: Db,
  appointmentId: number,
  doctorId: number,
  text: { conclusion: string; recommendations: string },
): Promise<TVideoConclusion> {
  const [row] = await db
    .insert(visit_conclusions)
    .values({ appointment_id: appointmentId, doctor_id: doctorId, conclusion: text.conclusion, recommendations: text.recommendations })
    .onConflictDoUpdate({
      target: visit_conclusions.appointment_id,
      set: { conclusion: text.conclusion, recommendations: text.recommendations, doctor_id: doctorId, updated_at: sql`now()` },
    })
    .returning(conclusionColumns);
  return toConclusion(row);
}
