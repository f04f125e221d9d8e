import { Link } from 'react-router';
import type { Route } from './+types/blog-article';
import { ArticleCard } from '../../components/content/article-card.tsx';
import { FavouriteButton } from '../../components/catalog/favourite-button.tsx';
import { CoverImage } from '../../components/content/cover-image.tsx';
import { ArticlePeople } from '../../components/content/article-people.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { Comments, Questions } from '../../components/content/comments.tsx';
import { formatDate } from '../../components/content/format.ts';
import { PageHeading } from '../../components/content/page-heading.tsx';
import { RichDocumentView } from '../../components/content/rich-document.tsx';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadArticle } from './blog-article.server.ts';
import article from '../../components/content/article.module.css';
import classes from '../../components/content/content.module.css';
import cards from '../../components/content/cards.module.css';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadArticle({ request, context, slug: params.slug });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/blogs/{slug}`: the article, who wrote and checked it, answered questions, comments and related reading. */
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article: item, crumbs } = loaderData;
  const { t, locale } = useT();
  const blog = localizedPath('/blogs', locale);
  return (
    <>
      <PageHeading crumbs={crumbs} title={item.name} lead={item.intro}>
        <p className={classes.facts}>
          <time dateTime={item.published_at}>{formatDate(item.published_at, t)}</time>
          <span>{t('content.reading.time', { minutes: item.reading_time })}</span>
          {item.category && <Link to={`${blog}?category=${encodeURIComponent(item.category.slug)}`}>{item.category.name}</Link>}
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
                  <Link to={`${blog}?tag=${encodeURIComponent(tag.code)}`}>#{tag.name}</Link>
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
