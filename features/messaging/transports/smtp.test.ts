import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createTransports } from './index.ts';
import { assertSmtpUrl, createSmtpTransport } from './smtp.ts';
import { DeliveryError } from './types.ts';

interface ReceivedMail {
  auth: string[];
  mailFrom: string;
  rcptTo: string[];
  data: string;
}

/**
 * Just enough of an SMTP server for nodemailer: EHLO with AUTH PLAIN, MAIL, RCPT (answered with `rcptReply`),
 * DATA, QUIT. With `silent` it accepts connections and never greets, like a hung server.
 */
async function startSmtpServer({ rcptReply = '250 OK', silent = false } = {}) {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (silent) return;
    const mail: ReceivedMail = { auth: [], mailFrom: '', rcptTo: [], data: '' };
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push({ ...mail, rcptTo: [...mail.rcptTo] });
            reply('250 OK queued as 42');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-test.local\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        else if (command === 'AUTH') {
          mail.auth.push(Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8'));
          reply('235 Authentication successful');
        } else if (command === 'MAIL') {
          mail.mailFrom = line;
          reply('250 OK');
        } else if (command === 'RCPT') {
          mail.rcptTo.push(line);
          reply(rcptReply);
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});
async function smtpServer(options?: Parameters<typeof startSmtpServer>[0]) {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

describe('SMTP transport', () => {
  test('sends a plain-text e-mail with the configured From, logging in with the URL credentials', async () => {
    const server = await smtpServer();
    const transport = createSmtpTransport({ url: `smtp://mailer:s3cret@127.0.0.1:${server.port}`, from: 'Vizyt <hello@vizyt.test>' });
    const result = await transport.send({ to: 'patient@example.com', subject: 'Welcome to Vizyt', text: 'Hello!\nSecond line.' });
    await transport.close?.();

    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect(mail.auth).toEqual(['\0mailer\0s3cret']);
    expect(mail.mailFrom).toMatch(/^MAIL FROM:<hello@vizyt\.test>/);
    expect(mail.rcptTo).toEqual([expect.stringMatching(/^RCPT TO:<patient@example\.com>/)]);
    expect(mail.data).toMatch(/^From: Vizyt <hello@vizyt\.test>$/m);
    expect(mail.data).toMatch(/^To: patient@example\.com$/m);
    expect(mail.data).toMatch(/^Subject: Welcome to Vizyt$/m);
    expect(mail.data).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.data).toContain('Hello!\nSecond line.');
    expect(result.providerMessageId).toMatch(/^<.+@.+>$/);
    expect(transport).toMatchObject({ name: 'smtp', sandbox: false });
  });

  test('encodes Ukrainian subjects and bodies', async () => {
    const server = await smtpServer();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}` });
    await transport.send({ to: 'patient@example.com', subject: 'Ласкаво просимо', text: 'Вітаємо у Vizyt' });

    const [mail] = server.mails;
    expect(mail.auth).toEqual([]);
    expect(mail.data).toMatch(/^From: Vizyt <no-reply@vizyt\.local>$/m);
    const subject = /^Subject: (.+)$/m.exec(mail.data)?.[1] ?? '';
    const decoded = subject.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, text: string) => Buffer.from(text, 'base64').toString('utf8'));
    expect(decoded.replace(/\s+/g, ' ')).toBe('Ласкаво просимо');
  });

  test("sends a visit's calendar file as a text/calendar attachment beside the text", async () => {
    const server = await smtpServer();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}` });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await transport.send({
      to: 'patient@example.com',
      subject: 'S',
      text: 'Вітаємо',
      attachments: [{ filename: 'VZ-2026-000001.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
    });
    const [mail] = server.mails;
    expect(mail.data).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(mail.data).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;/m);
    expect(mail.data).toMatch(/^Content-Disposition: attachment; filename=VZ-2026-000001\.ics$/m);
  });

  test('a rejected recipient is a permanent failure with the SMTP code only', async () => {
    const server = await smtpServer({ rcptReply: '550 5.1.1 <patient@example.com>: mailbox unavailable' });
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}` });
    const failure = await transport.send({ to: 'patient@example.com', subject: 'S', text: 'T' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ code: 'smtp_550', permanent: true, message: 'smtp_550' });
  });

  test('a temporary refusal may be retried', async () => {
    const server = await smtpServer({ rcptReply: '451 4.7.1 Try again later' });
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}` });
    await expect(transport.send({ to: 'patient@example.com', subject: 'S', text: 'T' })).rejects.toMatchObject({ code: 'smtp_451', permanent: false });
  });

  test('a server that never greets times out', async () => {
    const server = await smtpServer({ silent: true });
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}`, timeoutMs: 200 });
    await expect(transport.send({ to: 'patient@example.com', subject: 'S', text: 'T' })).rejects.toMatchObject({ code: 'ETIMEDOUT', permanent: false });
  });

  test('nobody listening is a connection failure, not permanent', async () => {
    const server = await startSmtpServer();
    await server.close();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${server.port}` });
    const failure = await transport.send({ to: 'patient@example.com', subject: 'S', text: 'T' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).permanent).toBe(false);
    expect((failure as DeliveryError).code).toMatch(/^E[A-Z]+$/);
  });
});

describe('SMTP_URL handling', () => {
  test.each(['smtp://user:pass@smtp.example.com:587', 'smtps://smtp.example.com:465', 'smtp://smtp.example.com?pool=true'])('accepts %s', (url) => {
    expect(() => assertSmtpUrl(url)).not.toThrow();
  });

  test.each([
    ['smtp.example.com', /not a URL/],
    ['smtp.example.com:587', /smtp:\/\/ or smtps:\/\//],
    ['https://smtp.example.com', /smtp:\/\/ or smtps:\/\//],
    ['smtp://', /not a URL|no host/],
  ])('rejects %s', (url, message) => {
    expect(() => assertSmtpUrl(url)).toThrow(message);
  });

  test('the sandbox is used without SMTP_URL, SMTP with it', () => {
    const base = { smtpFrom: 'Vizyt <no-reply@vizyt.local>', smsProvider: 'outbox', smsApiUrl: 'http://127.0.0.1/' };
    expect(createTransports(base).email).toMatchObject({ name: 'outbox', sandbox: true });
    expect(createTransports({ ...base, smtpUrl: 'smtp://127.0.0.1:2525' }).email).toMatchObject({ name: 'smtp', sandbox: false });
    expect(() => createTransports({ ...base, smtpUrl: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
