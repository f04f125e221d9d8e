/** The back office's seo screens (issue 28). */
export const seoAdmin = {
} as const;
