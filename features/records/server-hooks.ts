import { doctorCabinetHooks } from '../accounts/doctor-cabinet.ts';
import { feedbackModerationHooks } from '../feedback/moderation.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { supportModerationHooks } from '../support/moderation.ts';
import { doctorServiceHooks } from '../timesheets/doctor-service-rules.ts';
import type { FindHooks, ResourceHooks } from './hooks.ts';

/**
 * The one server-side map of resource behaviour a browser-safe definition cannot hold (docs/decisions/186):
 * registry name → hooks around the generic writes. A resource not listed here has none.
 */
export function resourceHooksByName(messenger: Messenger, { siteOrigin = 'http://localhost:3000' }: { siteOrigin?: string } = {}): Readonly<Record<string, ResourceHooks>> {
  return {
    // Moderation of what visitors write: published_at, ratings, answers by e-mail (features/feedback).
    ...feedbackModerationHooks(messenger),
    // Support requests: completed with an answer, which is e-mailed (features/support).
    ...supportModerationHooks(messenger),
    // One default service per doctor, prices frozen by a running promotion (features/timesheets).
    'doctor-services': doctorServiceHooks,
    // A doctor's cabinet account and its set-password e-mail, a derived experience (features/accounts).
    doctors: doctorCabinetHooks(messenger, siteOrigin),
  };
}

/** The hooks of one resource, for the resource service. */
export function resourceHooks(messenger: Messenger, options: { siteOrigin?: string } = {}): FindHooks {
  const byName = resourceHooksByName(messenger, options);
  return (name) => (Object.hasOwn(byName, name) ? byName[name] : undefined);
}
