import { SiteLink } from '../site-link.tsx';
import type { ArticleCard as ArticleCardData } from '../../../contracts/content.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { FavouriteButton } from '../catalog/favourite-button.tsx';
import { CoverImage } from './cover-image.tsx';
import { formatDate } from './format.ts';
import classes from './cards.module.css';

/** An article in a list: picture, category, favourite heart, title, introduction, date and reading time. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { t, locale } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.card}>
      <div className={classes.cover} data-variant="article">
        {article.image && <CoverImage src={article.image} width={480} height={270} loading="lazy" decoding="async" />}
        {article.category && <span className={classes.label}>{article.category.name}</span>}
        {/* Above the card-wide link, so the heart is its own target (docs/decisions/231). */}
        <span className={classes.favourite}>
          <FavouriteButton kind="articles" id={article.id} name={article.name} />
        </span>
      </div>
      <div className={classes.body}>
        <Heading className={classes.name}>
          <SiteLink to={localizedPath(`/blogs/${article.slug}`, locale)} className={classes.cardLink}>
            {article.name}
          </SiteLink>
        </Heading>
        {article.intro && <p className={classes.text}>{article.intro}</p>}
        <p className={classes.meta}>
          <time dateTime={article.published_at}>{formatDate(article.published_at, t)}</time> · {t('content.reading.time', { minutes: article.reading_time })}
        </p>
      </div>
    </article>
  );
}
