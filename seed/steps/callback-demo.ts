import { support_requests } from '../../db/schema/index.ts';
import { buildPersonName, buildPhone } from '../builders/people.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';

const HOUR = 3_600_000;
const NOTES = [null, 'Після 18:00, будь ласка', 'Хочу записати дитину до педіатра', 'Підкажіть, чи є УЗД у суботу', null, 'Передзвоніть на робочий номер'];
const TOPICS = ['appointment_question', 'other', 'appointment_question', 'doctor_information', 'other', 'payment_question'] as const;

/**
 * "Call me back" requests for the back office's entries/entry-feedback (docs/decisions/206): a few new ones
 * from the last day, one being worked on and one done, so a new operator has something to call. Its own
 * random stream, after every other step, so the rows seeded before stay the same.
 */
export async function seedCallbackRequests(context: SeedContext): Promise<void> {
  const random = context.random.fork('callbacks');
  const now = context.today.getTime();
  const statuses = ['new', 'new', 'new', 'new', 'in_process', 'completed'] as const;
  await insertRows(
    context.db,
    support_requests,
    statuses.map((status, index) => {
      const createdAt = new Date(now - (index * 3 + random.int(1, 2)) * HOUR);
      return {
        is_callback: true,
        topic: TOPICS[index],
        status,
        name: buildPersonName(random).first_name_ua,
        phone: buildPhone(random),
        message: NOTES[index],
        answer: status === 'completed' ? 'Записали на прийом, дякує за дзвінок' : null,
        answered_at: status === 'completed' ? new Date(createdAt.getTime() + HOUR) : null,
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
  );
}
