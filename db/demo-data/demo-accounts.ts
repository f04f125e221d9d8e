/**
 * The demo data's sign-in accounts (README "Demo accounts"): one of each self-service area. The seed gives
 * them these e-mails and phones; their password comes from DEMO_PASSWORD or is generated at the first start.
 */
export const DEMO_ACCOUNTS = {
  patient: { email: 'patient@vizyt.local', phone: '380500000001' },
  partner: { email: 'partner@vizyt.local', phone: '380500000002' },
  doctor: { email: 'doctor@vizyt.local', phone: '380500000003' },
} as const;

/**
 * The demo employee (seed/employees-admin.ts): a content manager with a limited role, signing in to the back
 * office with the demo accounts' password, so the rights editor and a narrowed menu can be seen at work.
 */
export const DEMO_EMPLOYEE = { email: 'content@vizyt.local', phone: '380500000004' } as const;

/**
 * A second demo patient (seed/steps/demo-waitlist.ts): she holds a visit of the day the demo patient waits for;
 * cancelling it as her shows the freed time offered to the demo patient (docs/decisions/303).
 */
export const DEMO_SECOND_PATIENT = { email: 'patient2@vizyt.local', phone: '380500000005' } as const;

/** The `app_meta` key the demo seed writes: present only on a database the demo seed filled. */
export const DEMO_SEED_META_KEY = 'demo_seed';
