import { SiteLink } from '../site-link.tsx';
import type { ArticleDetail } from '../../../contracts/content.ts';
import { FavouriteButton } from '../catalog/favourite-button.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { ArticleCard } from './article-card.tsx';
import { ArticlePeople } from './article-people.tsx';
import type { Crumb } from './breadcrumbs.tsx';
import { Comments, Questions } from './comments.tsx';
import { CoverImage } from './cover-image.tsx';
import { formatDate } from './format.ts';
import { PageHeading } from './page-heading.tsx';
import { RichDocumentView } from './rich-document.tsx';
import article from './article.module.css';
import classes from './content.module.css';
import cards from './cards.module.css';

/**
 * An article's page: the article, who wrote and checked it, answered questions, comments and related reading.
 * The published page (`/blogs/{slug}`) and the staff's preview of an unpublished one draw it alike.
 */
export function ArticlePage({ article: item, crumbs }: { article: ArticleDetail; crumbs: readonly Crumb[] }) {
  const { t, locale } = useT();
  const blog = localizedPath('/blogs', locale);
  return (
    <>
      <PageHeading crumbs={crumbs} title={item.name} lead={item.intro}>
        <p className={classes.facts}>
          <time dateTime={item.published_at}>{formatDate(item.published_at, t)}</time>
          <span>{t('content.reading.time', { minutes: item.reading_time })}</span>
          {item.category && <SiteLink to={`${blog}?category=${encodeURIComponent(item.category.slug)}`}>{item.category.name}</SiteLink>}
          <FavouriteButton kind="articles" id={item.id} name={item.name} />
        </p>
      </PageHeading>
      <div className={classes.twoColumns}>
        <div>
          {item.image && (
            <div className={article.cover}>
              <CoverImage src={item.image} width={960} height={540} decoding="async" />
            </div>
          )}
          {item.video_url && (
            <p className={article.video}>
              <a href={item.video_url} rel="noopener noreferrer" target="_blank">
                {t('content.article.video')}
                <span className="vz-visually-hidden"> {t('content.link.new.window')}</span>
              </a>
            </p>
          )}
          <RichDocumentView document={item.body} videoTitle={t('content.video.title')} />
          {item.tags.length > 0 && (
            <ul className={article.tags} aria-label={t('content.blog.tags')}>
              {item.tags.map((tag) => (
                <li key={tag.code}>
                  <SiteLink to={`${blog}?tag=${encodeURIComponent(tag.code)}`}>#{tag.name}</SiteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <ArticlePeople author={item.author} verifiedBy={item.verified_by} />
      </div>
      <Questions questions={item.questions} />
      <Comments articleId={item.id} comments={item.comments} />
      {item.related.length > 0 && (
        <section className={classes.section} aria-labelledby="related-title">
          <h2 id="related-title" className={classes.sectionTitle}>
            {t('content.article.related')}
          </h2>
          <ul className={cards.grid}>
            {item.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
