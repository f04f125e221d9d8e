import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTENT_BLOCK_SECTIONS, LEGAL_PAGES, type ContentPage } from '../../../../contracts/content.ts';
import type { RichDocument } from '../../../../contracts/rich-text.ts';
import { ContentSections, LegalDocument } from '../../content/content-blocks.tsx';
import { localizedPath, type Locale } from '../../../i18n/locale.ts';
import type { LooseTranslate } from '../use-resource-screen.ts';
import classes from './page-preview.module.css';

/** A block as the back office's list answers it: both languages' columns. */
export interface StoredBlock {
  id: number;
  section: ContentPage['sections'][number]['section'];
  order: number;
  status: string;
  title_ua?: string | null;
  title_ru?: string | null;
  title?: string | null;
  text_ua?: RichDocument | null;
  text_ru?: RichDocument | null;
  icon?: string | null;
  image?: string | null;
  version?: number;
}

/** A text in the page's language; an empty Russian one falls back to the Ukrainian, as on the public page. */
export function inLanguage<T>(record: Record<string, unknown>, name: string, locale: Locale): T | null {
  const own = record[`${name}_${locale}`];
  const value = own === null || own === undefined || own === '' ? record[`${name}_ua`] : own;
  return (value ?? null) as T | null;
}

/** The page's sections as the public page builds them: live blocks only, in order, empty sections left out. */
export function sectionsOf(blocks: readonly StoredBlock[], locale: Locale): ContentPage['sections'] {
  const live = blocks.filter((block) => block.status !== 'inactive');
  return CONTENT_BLOCK_SECTIONS.map((section) => ({
    section,
    blocks: live
      .filter((block) => block.section === section)
      .map((block) => ({
        id: block.id,
        title: inLanguage<string>(block as unknown as Record<string, unknown>, 'title', locale) ?? '',
        text: inLanguage<RichDocument>(block as unknown as Record<string, unknown>, 'text', locale),
        icon: block.icon ?? null,
        image: block.image ?? null,
      })),
  })).filter((group) => group.blocks.length > 0);
}

/**
 * The public page drawn by its own components from what the back office holds now (the form's unsaved texts
 * and the blocks in their order), in the screen's language (docs/decisions/288).
 */
export function PagePreview({ page, blocks, locale, t }: { page: Record<string, unknown>; blocks: readonly StoredBlock[]; locale: Locale; t: LooseTranslate }) {
  const slug = String(page.slug ?? '');
  const sections = sectionsOf(blocks, locale);
  const intro = inLanguage<string>(page, 'intro', locale);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="content-preview-title" data-content-preview>
      <Stack>
        <Title order={2} size="h3" id="content-preview-title">
          {t('admin.content.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.content.preview.hint')}
        </Text>
        {slug && (
          <Anchor href={localizedPath(`/${slug}`, locale)} target="_blank" rel="noopener" size="sm">
            {t('admin.content.preview.open')}
          </Anchor>
        )}
        <div className={classes.page} data-preview-page>
          <Text className={classes.title} data-preview-title>
            {inLanguage<string>(page, 'title', locale) ?? ''}
          </Text>
          {intro && <Text className={classes.lead}>{intro}</Text>}
          {LEGAL_PAGES.includes(slug) ? <LegalDocument sections={sections} /> : <ContentSections slug={slug} sections={sections} />}
        </div>
      </Stack>
    </Paper>
  );
}
