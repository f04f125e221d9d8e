import type { Route } from './+types/promotion';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { EmptyState, PageHeading } from '../../components/content/page-heading.tsx';
import { Participants } from '../../components/content/participants.tsx';
import { discountLabel, promotionPeriod } from '../../components/content/promotion-card.tsx';
import { RichDocumentView } from '../../components/content/rich-document.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loadPromotion } from './promotion.server.ts';
import classes from '../../components/content/content.module.css';
import cards from '../../components/content/cards.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadPromotion({ request, context, slug: params.slug });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/promotions/{slug}`: discount, period, description and the doctors taking part. */
export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { promotion, crumbs } = loaderData;
  const { t } = useT();
  return (
    <>
      <PageHeading crumbs={crumbs} title={promotion.name} lead={promotion.short_description}>
        <p className={classes.facts}>
          <span className={cards.badgeInline}>{discountLabel(promotion.discount, t)}</span>
          <span>{promotionPeriod(promotion, t)}</span>
          {promotion.is_appointment_possible && <span>{t('content.promotion.bookable')}</span>}
        </p>
      </PageHeading>
      <RichDocumentView document={promotion.description} videoTitle={t('content.video.title')} />
      <section className={classes.section} aria-labelledby="promotion-participants">
        <h2 id="promotion-participants" className={classes.sectionTitle}>
          {t('content.promotion.participants')}
        </h2>
        {promotion.participants.length === 0 ? (
          <EmptyState>
            <p>{t('content.promotion.participants.empty')}</p>
          </EmptyState>
        ) : (
          <Participants participants={promotion.participants} bookable={promotion.is_appointment_possible} />
        )}
      </section>
    </>
  );
}
