import type { blogAdmin as ua } from '../ua/blog-admin.ts';

/** The back office's blog screens (issue 28). */
export const blogAdmin: Record<keyof typeof ua, string> = {
};
