import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Route } from './+types/support';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { PageHeading, SeoText } from '../../components/content/page-heading.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loadSupport } from './support.server.ts';
import classes from '../../components/content/content.module.css';
import support from '../../components/content/support.module.css';

// The forms' code comes after the page's own: the server renders them and they hydrate when their chunks
// arrive. The warning and the `tel:103` link need no script at all.
const EmergencyForm = lazy(() => import('../../components/content/emergency-form.tsx').then((module) => ({ default: module.EmergencyForm })));
const SupportForm = lazy(() => import('../../components/content/support-form.tsx').then((module) => ({ default: module.SupportForm })));
const CallbackForm = lazy(() => import('../../components/content/callback-form.tsx').then((module) => ({ default: module.CallbackForm })));

export const loader = ({ request, context }: Route.LoaderArgs) => loadSupport({ request, context });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;

/**
 * `/support`: what to do in an emergency first (call 103; or ask us to send an ambulance), then a message
 * to support and a callback request. Each block has an anchor (`#emergency`, `#support-form`, `#callback`)
 * for links from elsewhere.
 */
export default function Support({ loaderData }: Route.ComponentProps) {
  const { heading, topic, cities, crumbs, seoText } = loaderData;
  const { t } = useT();
  return (
    <>
      <PageHeading crumbs={crumbs} title={heading} lead={t('content.support.lead')} />
      <section id="emergency" className={support.emergency} aria-labelledby="emergency-title">
        <h2 id="emergency-title" className={classes.sectionTitle}>
          {t('content.emergency.title')}
        </h2>
        <div className={support.warning}>
          <p>
            <strong>{t('content.emergency.warning')}</strong>
          </p>
          <Button component="a" href="tel:103" variant="white" color="#b3261e" size="lg">
            {t('content.emergency.call')}
          </Button>
        </div>
        <p>{t('content.emergency.explain')}</p>
        <Suspense>
          <EmergencyForm cities={cities} />
        </Suspense>
      </section>
      <div className={`${classes.twoColumns} ${support.columns}`}>
        <section id="support-form" aria-labelledby="support-form-title">
          <h2 id="support-form-title" className={classes.sectionTitle}>
            {t('content.support.form.title')}
          </h2>
          <p>{t('content.support.form.lead')}</p>
          <Suspense>
            <SupportForm topic={topic} />
          </Suspense>
        </section>
        <section id="callback" aria-labelledby="callback-title" className={classes.panel}>
          <h2 id="callback-title">{t('content.callback.title')}</h2>
          <p>{t('content.callback.lead')}</p>
          <Suspense>
            <CallbackForm />
          </Suspense>
        </section>
      </div>
      <SeoText text={seoText} />
    </>
  );
}
