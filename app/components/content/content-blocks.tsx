import type { ContentBlock, ContentPage } from '../../../contracts/content.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { RichDocumentView } from './rich-document.tsx';
import classes from './blocks.module.css';

type Sections = ContentPage['sections'];

/** A block's picture: an icon of the bundled set by name (`/media/icons/<name>.svg`), or the image staff chose. */
function pictureOf(block: ContentBlock): string | null {
  const source = block.image ?? block.icon;
  if (!source) return null;
  return /^(\/|https?:\/\/)/.test(source) ? source : /^[a-z0-9-]+$/.test(source) ? `/media/icons/${source}.svg` : null;
}

/**
 * Landing pages (about-us, for-partners, conference): one section per kind of block, in the schema's
 * order, each with a heading of its own; `steps` are numbered.
 */
export function ContentSections({ slug, sections }: { slug: string; sections: Sections }) {
  const { t } = useT();
  return (
    <>
      {sections.map(({ section, blocks }) => {
        const id = `section-${section}`;
        const List = section === 'steps' ? 'ol' : 'ul';
        return (
          <section key={section} className={classes.section} aria-labelledby={id}>
            <h2 id={id} className={classes.sectionTitle}>
              {t(sectionTitleKey(slug, section))}
            </h2>
            <List className={classes.blocks} data-section={section}>
              {blocks.map((block) => {
                const picture = pictureOf(block);
                return (
                  <li key={block.id} className={classes.block}>
                    {picture && <img src={picture} alt="" width={48} height={48} loading="lazy" decoding="async" className={classes.icon} />}
                    <h3 className={classes.blockTitle}>{block.title}</h3>
                    <RichDocumentView document={block.text} className={classes.blockText} videoTitle={t('content.video.title')} />
                  </li>
                );
              })}
            </List>
          </section>
        );
      })}
    </>
  );
}

/** A page may name its sections in its own words (for-partners' dashboard); otherwise the general name. */
function sectionTitleKey(slug: string, section: Sections[number]['section']): MessageKey {
  return (slug === 'for-partners' && section === 'advantages' ? 'content.section.advantages.partners' : `content.section.${section}`) as MessageKey;
}

/** Legal documents: a table of contents, then numbered clauses with anchors. */
export function LegalDocument({ sections }: { sections: Sections }) {
  const { t } = useT();
  const clauses = sections.flatMap((group) => group.blocks);
  if (clauses.length === 0) return null;
  return (
    <div className={classes.document}>
      <nav aria-labelledby="toc-title" className={classes.toc}>
        <h2 id="toc-title" className={classes.tocTitle}>
          {t('content.legal.contents')}
        </h2>
        <ol>
          {clauses.map((clause, index) => (
            <li key={clause.id}>
              <a href={`#clause-${index + 1}`}>{clause.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div>
        {clauses.map((clause, index) => (
          <section key={clause.id} id={`clause-${index + 1}`} aria-labelledby={`clause-${index + 1}-title`} className={classes.clause}>
            <h2 id={`clause-${index + 1}-title`}>{`${index + 1}. ${clause.title}`}</h2>
            <RichDocumentView document={clause.text} videoTitle={t('content.video.title')} />
          </section>
        ))}
      </div>
    </div>
  );
}
