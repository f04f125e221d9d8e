-- The blog is written in the back office (docs/decisions/285). Its records carry a version, and a save naming an
-- older one is refused (docs/decisions/192).
do $$
declare
  target text;
begin
  foreach target in array array['blog_articles', 'blog_authors', 'blog_categories', 'blog_tags'] loop
    execute format('alter table %I add column if not exists "version" integer not null default 1', target);
    execute format('drop trigger if exists %I on %I', target || '_version', target);
    execute format('create trigger %I before update on %I for each row execute function records_next_version()', target || '_version', target);
  end loop;
end;
$$;

-- An article whose date has not come is `scheduled` now, and a job publishes it at that date: the status alone
-- says whether visitors read it.
update blog_articles set status = 'scheduled' where status = 'active' and published_at > now() and deleted_at is null;
update blog_articles set status = 'draft' where status = 'active' and published_at is null and deleted_at is null;
insert into jobs (kind, dedupe_key, payload, run_at)
select 'blog.article.publish',
       'blog-article-publish:' || id || ':v' || version,
       jsonb_build_object('article_id', id),
       published_at
from blog_articles
where status = 'scheduled' and deleted_at is null and published_at is not null
on conflict (dedupe_key) do nothing;
