import { col, defineReadOnly } from '../read-only.ts';

/** SPEC §3 blog article with category, author and tags. */
export const blogArticles = defineReadOnly({
  name: 'blog/articles',
  table: 'blog_articles',
  section: 'blog',
  read: 'public',
  filterable: ['id', 'slug', 'name', 'category_id', 'author_id', 'verified_by_doctor_id', 'status', 'published_at', 'is_show_on_main', 'reading_time'],
  sortable: ['id', 'name', 'published_at', 'reading_time', 'created_at'],
  searchable: ['name', 'slug'],
  translated: ['name', 'intro', 'text', 'meta_title', 'meta_description', 'meta_keywords'],
  unique: ['slug'],
  populate: {
    category: { resource: 'blog/categories' },
    author: { resource: 'blog/authors' },
    verified_by: { resource: 'doctors', foreignKey: 'verified_by_doctor_id' },
    tags: { resource: 'blog/tags', many: true, through: { table: 'blog_article_tags', sourceKey: 'article_id', targetKey: 'tag_id' } },
  },
  defaultSort: 'published_at:desc,id:desc',
  columns: [col('id', { sortable: true }), col('name', { sortable: true }), col('published_at', { sortable: true, render: 'date' }), col('status', { render: 'status' })],
});
