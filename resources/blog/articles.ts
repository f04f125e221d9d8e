import { common } from '../fields.ts';
import { resource } from '../resource.ts';

/** SPEC §3 blog article with category, author and tags. */
export const blogArticles = resource({
  name: 'blog/articles',
  table: 'blog_articles',
  section: 'blog',
  read: 'public',
  populate: {
    category: { resource: 'blog/categories' },
    author: { resource: 'blog/authors' },
    verified_by: { resource: 'doctors', foreignKey: 'verified_by_doctor_id' },
    tags: { resource: 'blog/tags', many: true, through: { table: 'blog_article_tags', sourceKey: 'article_id', targetKey: 'tag_id' } },
  },
  defaultSort: 'published_at:desc,id:desc',
  fields: {
    id: common.id,
    slug: { unique: true, filterable: true, searchable: true },
    name: { translated: true, filterable: true, sortable: true, searchable: true, column: true },
    category_id: { filterable: true },
    author_id: { filterable: true },
    verified_by_doctor_id: { filterable: true },
    published_at: { filterable: true, sortable: true, column: 'date' },
    status: { filterable: true, column: 'status' },
    is_show_on_main: { filterable: true },
    reading_time: { filterable: true, sortable: true },
    intro: { translated: true },
    text: { translated: true },
    meta_title: { translated: true },
    meta_description: { translated: true },
    meta_keywords: { translated: true },
    created_at: { sortable: true },
  },
});
