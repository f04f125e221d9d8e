import { describe, expect, it } from 'vitest';
import { common as ru } from '../i18n/ru/common.ts';
import { common as ua } from '../i18n/ua/common.ts';
import { TOAST_TITLE_KEYS, toastTitle, type ToastSeverity } from './toasts.ts';

describe('toast titles', () => {
  it('come from the catalogs in both languages, never an English word', () => {
    for (const severity of Object.keys(TOAST_TITLE_KEYS) as ToastSeverity[]) {
      const key = toastTitle({ severity, detail: 'x' }) as keyof typeof ua;
      expect(ua[key], `${severity} in ua`).toMatch(/[а-яіїєґ]/i);
      expect(ru[key], `${severity} in ru`).toMatch(/[а-яё]/i);
    }
    expect(ru[toastTitle({ severity: 'success' }) as keyof typeof ru]).toBe('Готово');
  });

  it('keep a title the caller gave', () => {
    expect(toastTitle({ severity: 'success', summary: 'lack.of.rights' })).toBe('lack.of.rights');
  });
});
