import { expect, expectEqual, test } from './harness.ts';
import { startAppInstance } from './support/instances.ts';

/**
 * Two instances of the app on one database (ARCHITECTURE §6), as the video test will run them: a session made
 * on one is good on the other, and the demo patient's always-open video visit (docs/decisions/222) is there
 * whichever instance she asks.
 */
test('a second app instance on the same database takes the session made on the first and shows the demo room', async ({ browser, server }) => {
  const second = await startAppInstance(server);
  const context = await browser.newContext();
  try {
    expect(second.url !== server.url, 'the second instance listens on a port of its own');
    const signIn = await context.request.post(`${server.url}/api/v1/auth/patients/login`, {
      headers: { accept: 'application/json', origin: server.url },
      data: { login: server.demo.patient, password: server.demo.password },
    });
    expectEqual(signIn.status(), 200, 'sign-in on the first instance');
    // Cookies belong to the host, not the port: the browser brings the same session to the second instance.
    const me = await context.request.get(`${second.url}/api/v1/auth/me`, { headers: { accept: 'application/json' } });
    expectEqual(me.status(), 200, '/auth/me on the second instance');
    expectEqual(((await me.json()) as { data: { email: string } }).data.email, server.demo.patient, 'the same patient');

    const list = await context.request.get(`${second.url}/api/v1/video-consultations?scope=upcoming`, { headers: { accept: 'application/json' } });
    expectEqual(list.status(), 200, 'the video consultations on the second instance');
    const { data } = (await list.json()) as { data: { status: string; opens_at: string; closes_at: string }[] };
    const now = Date.now();
    expect(
      data.some((visit) => Date.parse(visit.opens_at) <= now && Date.parse(visit.closes_at) > now && ['waiting', 'in_progress'].includes(visit.status)),
      `a room open now among ${JSON.stringify(data.map((visit) => visit.status))}`,
    );
  } finally {
    await context.close();
    await second.close();
  }
});
