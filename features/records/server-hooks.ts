import { doctorCabinetHooks } from '../accounts/doctor-cabinet.ts';
import { contentBlockHooks } from '../content/page-blocks.ts';
import { articleHooks } from '../content/article-rules.ts';
import { feedbackModerationHooks } from '../feedback/moderation.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { legalEntityHooks } from '../partners/legal-entity-rules.ts';
import { participantHooks } from '../promotions/participant-rules.ts';
import { promotionHooks } from '../promotions/promotion-rules.ts';
import { representativeHooks } from '../partners/representative-accounts.ts';
import { supportModerationHooks } from '../support/moderation.ts';
import { doctorServiceHooks } from '../timesheets/doctor-service-rules.ts';
import { alertRegionHooks } from '../alerts/admin-hooks.ts';
import type { FindHooks, ResourceHooks } from './hooks.ts';

/**
 * The one server-side map of resource behaviour a browser-safe definition cannot hold (docs/decisions/186):
 * registry name → hooks around the generic writes. A resource not listed here has none.
 */
export function resourceHooksByName(
  messenger: Messenger,
  more: Readonly<Record<string, ResourceHooks>> = {},
  { siteOrigin = 'http://localhost:3000' }: { siteOrigin?: string } = {},
): Readonly<Record<string, ResourceHooks>> {
  return {
    // Moderation of what visitors write: published_at, ratings, answers by e-mail (features/feedback).
    ...feedbackModerationHooks(messenger),
    // Support requests: completed with an answer, which is e-mailed (features/support).
    ...supportModerationHooks(messenger),
    // One default service per doctor, prices frozen by a running promotion (features/timesheets).
    'doctor-services': doctorServiceHooks,
    // A doctor's cabinet account and its set-password e-mail, a derived experience (features/accounts).
    doctors: doctorCabinetHooks(messenger, siteOrigin),
    // A legal entity's code fits its kind; a representative's partner account is written with it (features/partners).
    'legal-entities': legalEntityHooks,
    representatives: representativeHooks,
    // A content page's block added without an order goes last in its section (features/content).
    'content-blocks': contentBlockHooks,
    // The discount of a promotion and its participants' prices (features/promotions, docs/decisions/286).
    promotions: promotionHooks,
    'promotion-participants': participantHooks,
    // An article's reading time from its text, its status from its date, its publication job (features/content).
    'blog/articles': articleHooks(),
    // Each region's alert, on or off, beside the region (features/alerts, docs/decisions/308).
    'alert-regions': alertRegionHooks,
    // Employees and roles (features/staff): the administrator's protections, set-password links, built-in role names.
    ...more,
  };
}

/** The hooks of one resource, for the resource service. */
export function resourceHooks(messenger: Messenger, more?: Readonly<Record<string, ResourceHooks>>, options: { siteOrigin?: string } = {}): FindHooks {
  const byName = resourceHooksByName(messenger, more, options);
  return (name) => (Object.hasOwn(byName, name) ? byName[name] : undefined);
}
