import type { pagesAdmin as ua } from '../ua/pages-admin.ts';

/** The back office's pages screens (issue 28). */
export const pagesAdmin: Record<keyof typeof ua, string> = {
};
