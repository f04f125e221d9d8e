import { SiteLink } from '../site-link.tsx';
import type { ArticleDetail } from '../../../contracts/content.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './article.module.css';

/** Who wrote the article and which doctor checked the facts: the reason to trust it. */
export function ArticlePeople({ author, verifiedBy }: { author: ArticleDetail['author']; verifiedBy: ArticleDetail['verified_by'] }) {
  const { t, locale } = useT();
  if (!author && !verifiedBy) return null;
  return (
    <aside className={classes.people} aria-label={t('content.article.people')}>
      {author && (
        <div className={classes.person}>
          {author.image && <img src={author.image} alt="" width={64} height={64} loading="lazy" decoding="async" />}
          <div>
            <h2 className={classes.personRole}>{t('content.article.author')}</h2>
            <p className={classes.personName}>{author.name}</p>
            {author.regalia && <p className={classes.muted}>{author.regalia}</p>}
            {author.description && <p className={classes.muted}>{author.description}</p>}
          </div>
        </div>
      )}
      {verifiedBy && (
        <div className={classes.person}>
          <div>
            <h2 className={classes.personRole}>{t('content.article.verified')}</h2>
            <p className={classes.personName}>
              <SiteLink to={localizedPath(`/doctor/${verifiedBy.slug}`, locale)}>{verifiedBy.name}</SiteLink>
            </p>
            {verifiedBy.specialization && <p className={classes.muted}>{verifiedBy.specialization}</p>}
          </div>
        </div>
      )}
    </aside>
  );
}
