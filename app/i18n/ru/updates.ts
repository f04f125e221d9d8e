import type { updates as ua } from '../ua/updates.ts';

export const updates: Record<keyof typeof ua, string> = {
  'updates.ready': 'Новая версия сайта готова',
  'updates.reload': 'Обновить',
};
