import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/content-page';
import { ContentSections, LegalDocument } from '../../components/content/content-blocks.tsx';
import { ConferenceActions, ConferenceSteps } from '../../components/content/conference-guide.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { PageHeading, SeoText } from '../../components/content/page-heading.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadContentPage } from './content-page.server.ts';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentPage({ request, context });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** A staff-edited page: a landing page with block sections, or a legal document with numbered clauses. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, heading, isLegal, action, video, crumbs, seoText } = loaderData;
  const { t, locale } = useT();
  return (
    <>
      <PageHeading crumbs={crumbs} title={heading} lead={page.intro}>
        {action && (
          <Button component={Link} to={localizedPath(action.path, locale)} size="md" mt="lg">
            {t(action.label)}
          </Button>
        )}
        {video && <ConferenceActions links={video} />}
      </PageHeading>
      {video && <ConferenceSteps minutes={video.minutes} />}
      {isLegal ? <LegalDocument sections={page.sections} /> : <ContentSections slug={page.slug} sections={page.sections} />}
      <SeoText text={seoText} />
    </>
  );
}
