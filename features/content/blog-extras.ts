import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ArticleComment } from '../../contracts/content.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import { blog_comments, doctor_specializations, doctors, questions_answers, specializations } from '../../db/schema/index.ts';
import { iso, live, text } from './sql.ts';

/** Under an article: its published comments and answered questions, and the doctor who checked it. */

/** A page shows at most this many comments; the rest wait for a "more" control if articles ever get that popular. */
const MAX_COMMENTS = 200;
const MAX_QUESTIONS = 50;

/** Comments as a tree: replies under their comment; a reply whose parent is hidden is hidden too. */
export function threadComments(rows: readonly (Omit<ArticleComment, 'replies'> & { parent_id: number | null })[]): ArticleComment[] {
  const byId = new Map(rows.map(({ parent_id: _, ...row }) => [row.id, { ...row, replies: [] as ArticleComment[] }]));
  const roots: ArticleComment[] = [];
  for (const row of rows) {
    const comment = byId.get(row.id)!;
    if (row.parent_id === null) roots.push(comment);
    else byId.get(row.parent_id)?.replies.push(comment);
  }
  return roots;
}

export async function articleExtras(
  db: Db,
  { articleId, verifiedByDoctorId, locale }: { articleId: number; verifiedByDoctorId: number | null; locale: Locale },
) {
  const [comments, questions, verifiedBy] = await Promise.all([
    db
      .select({
        id: blog_comments.id,
        parent_id: blog_comments.parent_id,
        author_name: blog_comments.author_name,
        text: blog_comments.text,
        published_at: blog_comments.published_at,
        reply: blog_comments.reply,
        doctor_slug: doctors.slug,
        doctor_name: text(doctors.full_name_ua, doctors.full_name_ru, locale),
      })
      .from(blog_comments)
      .leftJoin(doctors, and(eq(doctors.id, blog_comments.doctor_id), live(doctors)))
      .where(and(eq(blog_comments.article_id, articleId), eq(blog_comments.status, 'published'), isNull(blog_comments.deleted_at)))
      // The status decides what is shown; the date is only displayed (staff may publish without one).
      .orderBy(sql`${blog_comments.published_at} asc nulls last`, asc(blog_comments.id))
      .limit(MAX_COMMENTS),
    db
      .select({
        id: questions_answers.id,
        author_name: questions_answers.author_name,
        question: questions_answers.question,
        answer: questions_answers.answer,
        published_at: questions_answers.published_at,
      })
      .from(questions_answers)
      .where(
        and(
          eq(questions_answers.article_id, articleId),
          eq(questions_answers.status, 'published'),
          isNull(questions_answers.deleted_at),
          isNotNull(questions_answers.answer),
        ),
      )
      .orderBy(asc(questions_answers.published_at), asc(questions_answers.id))
      .limit(MAX_QUESTIONS),
    verifiedByDoctorId === null
      ? Promise.resolve([])
      : db
          .select({
            slug: doctors.slug,
            name: text(doctors.full_name_ua, doctors.full_name_ru, locale),
            specialization: text(specializations.name_ua, specializations.name_ru, locale),
          })
          .from(doctors)
          .leftJoin(doctor_specializations, and(eq(doctor_specializations.doctor_id, doctors.id), eq(doctor_specializations.is_main, true)))
          .leftJoin(specializations, eq(specializations.id, doctor_specializations.specialization_id))
          .where(and(eq(doctors.id, verifiedByDoctorId), live(doctors)))
          .limit(1),
  ]);
  return {
    comments: threadComments(
      comments.map(({ doctor_slug, doctor_name, published_at, ...row }) => ({
        ...row,
        published_at: iso(published_at),
        doctor: doctor_slug ? { slug: doctor_slug, name: doctor_name ?? '' } : null,
      })),
    ),
    questions: questions.map((row) => ({ ...row, answer: row.answer ?? '', published_at: iso(row.published_at) })),
    verifiedBy: verifiedBy[0] ? { slug: verifiedBy[0].slug, name: verifiedBy[0].name, specialization: verifiedBy[0].specialization } : null,
  };
}
