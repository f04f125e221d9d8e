import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/promotions';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { useListLoading } from '../../components/content/list-loading.ts';
import { EmptyState, PageHeading, SeoText } from '../../components/content/page-heading.tsx';
import { Pagination } from '../../components/content/pagination.tsx';
import { PromotionCard } from '../../components/content/promotion-card.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadPromotions } from './promotions.server.ts';
import cards from '../../components/content/cards.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => loadPromotions({ request, context });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/promotions`: the running promotions with their discounts. */
export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { heading, promotions, pages, crumbs, seoText } = loaderData;
  const { t, locale } = useT();
  const busy = useListLoading();
  return (
    <>
      <PageHeading crumbs={crumbs} title={heading} lead={t('content.promotions.lead')} />
      {promotions.length === 0 ? (
        <EmptyState>
          <p>{t('content.promotions.empty')}</p>
          <Button component={Link} to={localizedPath('/doctors', locale)}>
            {t('content.promotions.empty.action')}
          </Button>
        </EmptyState>
      ) : (
        <ul className={cards.grid} aria-busy={busy}>
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={pages.current_page} total={pages.total_pages} />
      <SeoText text={seoText} />
    </>
  );
}
