import type { promotionsAdmin as ua } from '../ua/promotions-admin.ts';

/** The back office's promotions screens (issue 28). */
export const promotionsAdmin: Record<keyof typeof ua, string> = {
};
