/** The back office's blog screens (issue 28). */
export const blogAdmin = {
} as const;
