import type { Route } from './+types/blog-article';
import { ArticlePage } from '../../components/content/article-page.tsx';
import { publicPageHeaders } from '../../components/content/cache.ts';
import { loadArticle } from './blog-article.server.ts';
import { READING_PAGE } from '../../components/layouts/public-layout.tsx';

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadArticle({ request, context, slug: params.slug });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
export const headers = publicPageHeaders;
export const handle = READING_PAGE;

/** `/blogs/{slug}`: a published article. */
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} crumbs={loaderData.crumbs} />;
}
