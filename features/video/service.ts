import { and, asc, count, desc, eq, exists, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appointments, doctors, video_rooms } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import { listMeta } from '../../contracts/envelope.ts';
import {
  VIDEO_CHAT_MAX_LENGTH,
  VIDEO_FILE_MAX_BYTES,
  VIDEO_FILES_AFTER_CLOSE_HOURS,
  VIDEO_GRACE_MINUTES,
  VIDEO_LIST_PAGE_SIZE,
  ZVideoConclusion,
  type TVideoConclusion,
  type TVideoConsultationList,
  type TVideoListQuery,
  type TVideoMessage,
  type TVideoRole,
  type TVideoRoom,
  type TVideoRoomRecord,
} from '../../contracts/video.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { doctorOfAccount } from '../booking/doctor-reads.ts';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { cleanFileName, sniffVideoFileType } from './file-types.ts';
import * as records from './records.ts';
import { LISTED, roleOf, roomFacts, selectRooms, toConsultation, type RoomRow } from './rooms.ts';
import { joinVerdict, mayWriteConclusion, roomWindow, type JoinVerdict } from './window.ts';

/** 413 with the limit said in the caller's language. */
export class VideoFileTooLargeError extends DomainError {
  constructor() {
    super(413, 'video.file.too_large');
  }
}
/** 415: none of the types a chat file may be. */
export class VideoFileTypeError extends DomainError {
  constructor() {
    super(415, 'video.file.type');
  }
}

/** A file as the multipart form carried it. */
export interface SentFile {
  name?: string;
  data: Buffer;
  caption?: string | null;
}

const HOUR = 3_600_000;

/** Who the caller is in an online appointment's room: 404 when there is no such room, 403 when neither party. */
export interface RoomAccess {
  row: RoomRow;
  role: TVideoRole;
}

/**
 * The video consultations' reads and writes that are not the live socket (docs/decisions/214): both
 * parties' lists, the room, chat files, the conclusion, and the staff's logged read.
 */
export function createVideoService(database: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  const { db } = database;

  async function findRoom(id: number, locale: Locale): Promise<RoomRow> {
    const [row] = await selectRooms(db, locale, eq(appointments.id, id));
    if (!row) throw new NotFoundError();
    return row;
  }

  async function access(user: SessionUser, id: number, locale: Locale = 'ua'): Promise<RoomAccess> {
    const row = await findRoom(id, locale);
    const role = roleOf(row, user);
    if (!role) throw new ForbiddenError();
    return { row, role };
  }

  async function list(scopeOwner: SQL, input: TVideoListQuery, locale: Locale): Promise<TVideoConsultationList> {
    const at = now();
    // Upcoming: the room has not closed and nobody ended it; everything else (cancelled ones too) is past.
    const closesAfterNow = sql`${appointments.end_at} + make_interval(mins => ${VIDEO_GRACE_MINUTES}) > ${at.toISOString()}::timestamptz`;
    const ended = alias(video_rooms, 'vr');
    const upcoming = and(
      inArray(appointments.status, ['booked', 'approved']),
      closesAfterNow,
      not(
        exists(
          db
            .select({ one: sql`1` })
            .from(ended)
            .where(and(eq(ended.appointment_id, appointments.id), isNotNull(ended.ended_at))),
        ),
      ),
    )!;
    const where = input.scope === 'upcoming' ? and(scopeOwner, upcoming)! : and(scopeOwner, not(upcoming))!;
    const orderBy = input.scope === 'upcoming' ? [asc(appointments.start_at), asc(appointments.id)] : [desc(appointments.start_at), desc(appointments.id)];
    const offset = (input.page - 1) * VIDEO_LIST_PAGE_SIZE;
    const [[{ total }], found] = await Promise.all([
      db
        .select({ total: count() })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctor_id))
        .where(and(LISTED, sql`(${where})`)),
      selectRooms(db, locale, where, { orderBy, limit: VIDEO_LIST_PAGE_SIZE, offset }),
    ]);
    return { data: found.map((row) => toConsultation(row, at)), meta: listMeta(total, input.page, VIDEO_LIST_PAGE_SIZE) };
  }

  async function roomRecord(row: RoomRow) {
    const [joins, messages, conclusion] = await Promise.all([
      records.listJoins(db, row.id),
      records.listMessages(db, row.id),
      records.readConclusion(db, row.id),
    ]);
    return { ...toConsultation(row, now()), joins, messages, conclusion };
  }

  return {
    access,

    /** The signed-in patient's own online appointments. */
    listForPatient: (user: SessionUser, query: TVideoListQuery, locale: Locale) => list(eq(appointments.patient_id, user.id), query, locale),

    /** The signed-in doctor's own online appointments (403 without a doctor card). */
    async listForDoctor(user: SessionUser, query: TVideoListQuery, locale: Locale): Promise<TVideoConsultationList> {
      const doctorId = await doctorOfAccount(db, user);
      return list(eq(appointments.doctor_id, doctorId), query, locale);
    },

    /** The room for one of its parties: the record, and whether the caller may connect now. */
    async room(user: SessionUser, id: number, locale: Locale): Promise<TVideoRoom> {
      const { row, role } = await access(user, id, locale);
      return { ...(await roomRecord(row)), role, can_join: joinVerdict(roomFacts(row), now()) === 'ok' };
    },

    /** Whether the caller may connect to the room's socket now, and as whom (404, 403 first). */
    async joinCheck(user: SessionUser, id: number): Promise<{ role: TVideoRole; verdict: JoinVerdict; row: RoomRow }> {
      const { row, role } = await access(user, id);
      return { role, row, verdict: joinVerdict(roomFacts(row), now()) };
    },

    /** The room as the socket's first message shows it. */
    async roomFor(row: RoomRow, role: TVideoRole): Promise<TVideoRoom> {
      return { ...(await roomRecord(row)), role, can_join: joinVerdict(roomFacts(row), now()) === 'ok' };
    },

    findRoom,

    /**
     * A file into the chat, from the waiting room's opening until a day after the room closed. The form is
     * read (`read`) only after the caller was found a party and the room open.
     */
    async sendFile(user: SessionUser, id: number, read: () => Promise<SentFile>): Promise<TVideoMessage> {
      const { row, role } = await access(user, id);
      const facts = roomFacts(row);
      const { opensAt, closesAt } = roomWindow(facts.start, facts.end);
      const at = now().getTime();
      if (facts.status !== 'booked' && facts.status !== 'approved') throw new ConflictError('video.room.closed');
      if (at < opensAt.getTime() || at > closesAt.getTime() + VIDEO_FILES_AFTER_CLOSE_HOURS * HOUR) throw new ConflictError('video.room.closed');
      const file = await read();
      if (file.data.length > VIDEO_FILE_MAX_BYTES) throw new VideoFileTooLargeError();
      const type = sniffVideoFileType(file.data);
      if (!type) throw new VideoFileTypeError();
      const caption = file.caption?.trim() || null;
      if (caption && caption.length > VIDEO_CHAT_MAX_LENGTH) throw new ValidationError({ text: ['validation.invalid'] });
      return records.storeFile(db, id, role, { name: cleanFileName(file.name, type), type, data: file.data, caption });
    },

    /** A chat file for a party, or for staff allowed to read appointments (written to the action log). */
    async file(user: SessionUser, id: number, fileId: number, staffMay: boolean) {
      const row = await findRoom(id, 'ua');
      const staff = user.user_type === 'user';
      if (!roleOf(row, user) && !(staff && staffMay)) throw new ForbiddenError();
      const found = await records.readFile(db, id, fileId);
      if (!found) throw new NotFoundError();
      if (staff) await logStaffAction(db, user, { action: 'read', resource: 'video-consultations', recordId: id, changes: { file: fileId } });
      return found;
    },

    /** The doctor's conclusion, written or replaced once the call started or the appointment's time came. */
    async writeConclusion(user: SessionUser, id: number, body: unknown): Promise<TVideoConclusion> {
      const { row, role } = await access(user, id);
      if (role !== 'doctor') throw new ForbiddenError();
      const input = ZVideoConclusion.parse(body, { reportInput: true });
      if (!mayWriteConclusion(roomFacts(row), now())) throw new ConflictError('video.conclusion.too_early');
      return records.writeConclusion(db, id, row.doctor_id, input);
    },

    /** The room's record for staff; the read is written to the action log. */
    async staffRoom(user: SessionUser, id: number, locale: Locale): Promise<TVideoRoomRecord> {
      const row = await findRoom(id, locale);
      const record = await roomRecord(row);
      await logStaffAction(db, user, { action: 'read', resource: 'video-consultations', recordId: id });
      return record;
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
