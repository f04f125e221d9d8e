import type { Database } from '../db/client.ts';
import { createAccountsService } from './accounts/accounts.ts';
import { createSelfService } from './accounts/self-service.ts';
import { createCatalogService } from './catalog/catalog.ts';
import { createContentService } from './content/content.ts';
import { createSubmissionGuard } from './feedback/guard.ts';
import { feedbackModerationHooks } from './feedback/moderation.ts';
import { createFeedbackSubmissions } from './feedback/submissions.ts';
import { supportModerationHooks } from './support/moderation.ts';
import { createSupportRequests } from './support/requests.ts';
import { createMessenger } from './messaging/messenger.ts';
import { createSeoService } from './seo/seo-service.ts';
import { createResourceService } from './resources/service.ts';
import { findResource } from '../resources/registry.ts';

/** Every domain service, built once per process over one database. */
export function createServices(database: Database) {
  const accounts = createAccountsService(database);
  const messenger = createMessenger(database);
  const guard = createSubmissionGuard(accounts.limiter);
  const moderation = { ...feedbackModerationHooks(messenger), ...supportModerationHooks(messenger) };
  return {
    database,
    accounts,
    messenger,
    selfService: createSelfService(database, accounts, messenger),
    catalog: createCatalogService(database.db),
    content: createContentService(database.db),
    seo: createSeoService(database.db),
    feedback: createFeedbackSubmissions(database, { guard, messenger }),
    support: createSupportRequests(database, { guard, messenger }),
    resources: createResourceService(database.db, findResource, { hooks: (name) => (Object.hasOwn(moderation, name) ? moderation[name] : undefined) }),
  };
}

export type Services = ReturnType<typeof createServices>;
