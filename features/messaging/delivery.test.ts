import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../../tests/support/test-db.ts';
import { createDeliveryWorker, DELIVERY_DEFAULTS, type DeliveryLog, type DeliveryOptions } from './delivery.ts';
import { createMessenger } from './messenger.ts';
import { REDACTED_CODE } from './redact.ts';
import { type FakeOutcome, outboxRows, recordingTransports, type SentMessage } from '../../tests/support/factories/messaging.ts';
import { DeliveryError, type Transports } from './transports/types.ts';

const PHONE = '+380671234567';
const EMAIL = 'olena@example.com';
const START = Date.parse('2025-03-01T10:00:00Z');

let database: TestDatabase;
let clock: number;
const now = () => new Date(clock);
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());
beforeEach(async () => {
  clock = START;
  await database.exec('delete from outbox_messages');
});

const messenger = () => createMessenger(database, { now });
const queueCode = (code = '482913') => messenger().sendSms(PHONE, 'password.restore.code', { code, minutes: 10 }, 'ua');
const queueWelcome = () => messenger().sendEmail(EMAIL, 'welcome', { first_name: 'Олена', cabinet_url: 'https://vizyt.test/patients' }, 'ua');

/** A log that keeps every line, to prove none of them carries a phone, an address or a text. */
function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) => void lines.push({ level, details, message });
  const log: DeliveryLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines, text: () => JSON.stringify(lines) };
}

const worker = (transports: Transports, options: DeliveryOptions = {}) => createDeliveryWorker(database, transports, { now, ...options });

describe('delivery in sandbox mode (the default)', () => {
  test('marks messages sent through the outbox and keeps their text, codes included', async () => {
    await queueCode();
    await queueWelcome();
    const { transports, sent } = recordingTransports({ sandbox: true });

    expect(await worker(transports).deliverDue()).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });

    const [sms, email] = await outboxRows(database);
    expect(sms).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1, last_error: null, sent_at: START });
    expect(sms.body).toContain('482913');
    expect(sms.payload?.params.code).toBe('482913');
    expect(email).toMatchObject({ status: 'sent', transport: 'outbox', subject: 'Ласкаво просимо до Vizyt' });
    expect(sent).toHaveLength(2);
  });
});

describe('delivery through a real transport', () => {
  test('sends each channel through its transport, then redacts the one-time code from the stored message', async () => {
    await queueCode('482913');
    await queueWelcome();
    const { transports, sent } = recordingTransports();

    expect(await worker(transports).deliverDue()).toMatchObject({ claimed: 2, sent: 2 });

    expect(sent).toEqual(
      expect.arrayContaining([
        { channel: 'sms', to: PHONE, text: expect.stringContaining('482913') },
        { channel: 'email', to: EMAIL, subject: 'Ласкаво просимо до Vizyt', text: expect.stringContaining('Вітаємо, Олена!') },
      ]),
    );
    const [sms, email] = await outboxRows(database);
    expect(sms).toMatchObject({ status: 'sent', transport: 'turbosms', provider_message_id: 'provider-1', sent_at: START });
    expect(sms.body).not.toContain('482913');
    expect(sms.body).toContain(`пароля ${REDACTED_CODE}. Дійсний 10 хв`);
    expect(sms.payload).toEqual({ locale: 'ua', params: { code: REDACTED_CODE, minutes: 10 } });
    expect(email).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect(email.body).toContain('https://vizyt.test/patients');
  });

  test('a failed attempt goes back to pending with a doubling delay, and fails for good after five', async () => {
    await queueCode('482913');
    const { log, text } = recordingLog();
    const { transports, sent } = recordingTransports({ respond: () => new DeliveryError('http_503') });
    const delivery = worker(transports, { log });

    const delays: number[] = [];
    for (let attempt = 1; attempt < DELIVERY_DEFAULTS.maxAttempts; attempt += 1) {
      expect(await delivery.deliverDue()).toMatchObject({ claimed: 1, retried: 1 });
      const [row] = await outboxRows(database);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'http_503' });
      expect(row.body).toContain('482913');
      delays.push(row.send_after - clock);
      // Not due a moment before its time, due at it.
      clock = row.send_after - 1;
      expect(await delivery.deliverDue()).toMatchObject({ claimed: 0 });
      clock = row.send_after;
    }
    expect(delays).toEqual([minutes(1), minutes(2), minutes(4), minutes(8)]);

    expect(await delivery.deliverDue()).toMatchObject({ claimed: 1, failed: 1 });
    const [row] = await outboxRows(database);
    expect(row).toMatchObject({ status: 'failed', attempts: 5, last_error: 'http_503', sent_at: null });
    expect(row.body).not.toContain('482913');
    expect(sent).toHaveLength(5);
    clock += minutes(60);
    expect(await delivery.deliverDue()).toMatchObject({ claimed: 0 });
    expect(text()).not.toMatch(/380671234567|482913|пароля/);
  });

  test('a permanent refusal fails at once', async () => {
    await queueWelcome();
    const { transports, sent } = recordingTransports({ respond: () => new DeliveryError('smtp_550', true) });
    expect(await worker(transports).deliverDue()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await outboxRows(database)).toMatchObject([{ status: 'failed', attempts: 1, last_error: 'smtp_550' }]);
    expect(sent).toHaveLength(1);
  });

  test('an unexpected error is recorded by its code, never by its message', async () => {
    await queueCode('482913');
    const { log, text } = recordingLog();
    const leaky = Object.assign(new Error(`cannot reach ${PHONE}: Vizyt: код 482913`), { code: 'ECONNRESET' });
    const opaque = new Error(`rejected ${PHONE}`);
    let calls = 0;
    const { transports } = recordingTransports({ respond: () => ((calls += 1) === 1 ? leaky : opaque) });
    const delivery = worker(transports, { log });

    await delivery.deliverDue();
    expect((await outboxRows(database))[0].last_error).toBe('ECONNRESET');
    clock += minutes(1);
    await delivery.deliverDue();
    expect((await outboxRows(database))[0].last_error).toBe('unknown');
    expect(text()).not.toMatch(/380671234567|482913/);
    expect(text()).toContain('ECONNRESET');
  });

  test('messages not yet due are left alone; a round takes at most one batch', async () => {
    for (let index = 0; index < 7; index += 1) await queueWelcome();
    await database.exec(`update outbox_messages set send_after = send_after + interval '1 minute' where id = (select max(id) from outbox_messages)`);
    const { transports, sent } = recordingTransports();
    const delivery = worker(transports, { batchSize: 4 });

    expect(await delivery.deliverDue()).toMatchObject({ claimed: 4, sent: 4 });
    expect(await delivery.deliverDue()).toMatchObject({ claimed: 2, sent: 2 });
    expect(await delivery.deliverDue()).toMatchObject({ claimed: 0 });
    expect(sent).toHaveLength(6);
    clock += minutes(1);
    expect(await delivery.deliverDue()).toMatchObject({ claimed: 1 });
  });
});

describe('crashed and slow workers', () => {
  /** A transport whose sends wait until the test lets them go. */
  function heldTransports() {
    const held: { message: SentMessage; release: (outcome: FakeOutcome) => void }[] = [];
    const recording = recordingTransports({
      respond: (message) => new Promise<FakeOutcome>((release) => held.push({ message, release })),
    });
    return { ...recording, held };
  }

  test('a message left in `sending` for over five minutes is taken again', async () => {
    await queueCode();
    const crashed = heldTransports();
    const first = worker(crashed.transports);
    const inFlight = first.deliverDue();
    await expect.poll(() => crashed.held.length).toBe(1);

    const { transports, sent } = recordingTransports();
    const second = worker(transports);
    clock += minutes(5);
    expect(await second.deliverDue()).toMatchObject({ claimed: 0 });
    clock += 1;
    expect(await second.deliverDue()).toMatchObject({ claimed: 1, sent: 1 });
    expect(sent).toHaveLength(1);
    expect(await outboxRows(database)).toMatchObject([{ status: 'sent', attempts: 2, transport: 'turbosms' }]);

    // The first worker wakes up late: its outcome no longer belongs to the row and changes nothing.
    crashed.held[0].release(new DeliveryError('timeout'));
    expect(await inFlight).toMatchObject({ claimed: 1, retried: 1 });
    expect(await outboxRows(database)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  test('a message whose last attempt was lost is failed, not sent a sixth time', async () => {
    await queueCode('482913');
    await database.exec(`update outbox_messages set status = 'sending', attempts = 5, claimed_at = now() - interval '1 day'`);
    const { transports, sent } = recordingTransports();
    clock = Date.now();

    expect(await worker(transports).deliverDue()).toMatchObject({ claimed: 1, failed: 1 });
    expect(sent).toEqual([]);
    const [row] = await outboxRows(database);
    expect(row).toMatchObject({ status: 'failed', last_error: 'stuck' });
    expect(row.body).not.toContain('482913');
  });
});

describe('the polling loop', () => {
  test('a queued message is delivered right away; stop() waits for the round and closes the transports', async () => {
    const { transports, closedCount } = recordingTransports({ sandbox: true });
    const delivery = worker(transports);
    const queue = messenger();
    const unsubscribe = queue.onQueued(delivery.kick);
    // A long interval: only the kick after queuing can deliver within the test.
    delivery.start(3_600_000);

    await queue.sendSms(PHONE, 'password.restore.code', { code: '111222', minutes: 10 }, 'ua');
    await expect.poll(async () => (await outboxRows(database))[0]?.status).toBe('sent');

    await queue.sendEmail(EMAIL, 'welcome', { first_name: 'Олена', cabinet_url: 'https://vizyt.test' }, 'ua');
    await delivery.stop();
    unsubscribe();
    expect(closedCount()).toBe(2);
    // Whatever the last round did, stop() returned only after it finished: nothing is left `sending`.
    const statuses = (await outboxRows(database)).map((row) => row.status);
    expect(statuses.filter((status) => status === 'sending')).toEqual([]);

    await queue.sendEmail(EMAIL, 'welcome', { first_name: 'Олена', cabinet_url: 'https://vizyt.test' }, 'ua');
    delivery.kick();
    expect((await outboxRows(database)).at(-1)?.status).toBe('pending');
  });

  test('a round that finds a full batch goes on until the outbox is drained', async () => {
    for (let index = 0; index < 7; index += 1) await queueWelcome();
    const { transports, sent } = recordingTransports({ sandbox: true });
    const delivery = worker(transports, { batchSize: 3 });
    delivery.kick();
    await expect.poll(() => sent.length).toBe(7);
    await delivery.stop();
    expect(new Set((await outboxRows(database)).map((row) => row.status))).toEqual(new Set(['sent']));
  });
});

describe.runIf(!!TEST_DATABASE_URL)('several app instances over one PostgreSQL', () => {
  test('two workers with their own connection pools deliver every message exactly once', async () => {
    const other = await database.openInstance(5);
    const total = 120;
    await database.exec(`
      insert into outbox_messages (channel, recipient, body, template, payload, send_after)
      select 'sms', '+38067' || lpad(n::text, 7, '0'), 'message ' || n, 'sms.test', '{}'::jsonb, now() - interval '1 second'
      from generate_series(1, ${total}) as n`);
    // Each send yields, so the workers' rounds interleave on the server.
    const respond = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { providerMessageId: 'x' };
    };
    const a = recordingTransports({ respond });
    const b = recordingTransports({ respond });
    const workers = [createDeliveryWorker(database, a.transports, { batchSize: 5 }), createDeliveryWorker(other, b.transports, { batchSize: 5 })];
    const drain = async (delivery: (typeof workers)[number]) => {
      while ((await delivery.deliverDue()).claimed > 0);
    };
    await Promise.all(workers.flatMap((delivery) => [drain(delivery), drain(delivery), drain(delivery)]));

    const bodies = [...a.sent, ...b.sent].map((message) => message.text);
    expect(bodies).toHaveLength(total);
    expect(new Set(bodies).size).toBe(total);
    const [{ sent, attempts }] = await database.rows<{ sent: number; attempts: number }>(
      sql`select count(*) filter (where status = 'sent')::int as sent, sum(attempts)::int as attempts from outbox_messages`,
    );
    expect({ sent, attempts }).toEqual({ sent: total, attempts: total });
  });
});
