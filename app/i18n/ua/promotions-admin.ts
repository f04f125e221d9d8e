/** The back office's promotions screens (issue 28). */
export const promotionsAdmin = {
} as const;
