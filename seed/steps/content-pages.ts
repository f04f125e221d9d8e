import { documentOfText } from '../../contracts/rich-text.ts';
import { content_blocks, content_pages } from '../../db/schema/index.ts';
import { CONTENT_BLOCKS } from '../../db/demo-data/content-blocks.ts';
import { EXTRA_PAGES } from '../../db/demo-data/pages.ts';
import { insertRows } from '../insert.ts';
import type { SeedContext } from './context.ts';

type BlockSection = (typeof content_blocks.$inferInsert)['section'];

/** About-us and for-partners with their blocks, then the other fixed pages (part of the content step). */
export async function seedPages({ db }: SeedContext) {
  const pages = [
    {
      slug: 'about-us',
      title: ['Про нас', 'О нас'],
      intro: ['Vizyt — сервіс пошуку лікарів і клінік по всій Україні.', 'Vizyt — сервис поиска врачей и клиник по всей Украине.'],
    },
    {
      slug: 'for-partners',
      title: ['Партнерам', 'Партнерам'],
      intro: ['Розкажіть про свою клініку тисячам пацієнтів.', 'Расскажите о своей клинике тысячам пациентов.'],
    },
  ] as const;
  const ids = await insertRows(
    db,
    content_pages,
    pages.map((p) => ({ slug: p.slug, title_ua: p.title[0], title_ru: p.title[1], intro_ua: p.intro[0], intro_ru: p.intro[1] })),
  );
  await insertRows(
    db,
    content_blocks,
    pages.flatMap((page, i) =>
      CONTENT_BLOCKS[page.slug].map((block, order) => contentBlockRow(ids[i], { ...block, section: block.section as BlockSection }, order)),
    ),
  );
  await seedExtraPages(db);
}

/** The video consultation page and the legal documents (db/demo-data/pages.ts). */
async function seedExtraPages(db: SeedContext['db']) {
  const ids = await insertRows(
    db,
    content_pages,
    EXTRA_PAGES.map((p) => ({
      slug: p.slug,
      title_ua: p.title[0],
      title_ru: p.title[1],
      intro_ua: p.intro[0],
      intro_ru: p.intro[1],
      meta_title_ua: p.meta_title[0],
      meta_title_ru: p.meta_title[1],
      meta_description_ua: p.meta_description[0],
      meta_description_ru: p.meta_description[1],
    })),
  );
  await insertRows(
    db,
    content_blocks,
    EXTRA_PAGES.flatMap((page, i) => page.blocks.map((block, order) => contentBlockRow(ids[i], block, order))),
  );
}

/** A demo page block as stored: its titles and texts in both languages (the text as the editor's document). */
export function contentBlockRow(
  pageId: number,
  block: { section: BlockSection; title: readonly [string, string]; text: readonly [string, string]; icon?: string },
  order: number,
) {
  return {
    page_id: pageId,
    section: block.section,
    title_ua: block.title[0],
    title_ru: block.title[1],
    text_ua: documentOfText(block.text[0]),
    text_ru: documentOfText(block.text[1]),
    icon: block.icon ?? null,
    order,
  };
}
