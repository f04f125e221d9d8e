/** The back office's pages screens (issue 28). */
export const pagesAdmin = {
} as const;
