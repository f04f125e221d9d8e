import type { seoAdmin as ua } from '../ua/seo-admin.ts';

/** The back office's seo screens (issue 28). */
export const seoAdmin: Record<keyof typeof ua, string> = {
};
