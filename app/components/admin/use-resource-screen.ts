import { useCallback } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLocation } from 'react-router';
import { findResource } from '../../../resources/registry.ts';
import type { ResourceDefinition } from '../../../resources/define.ts';
import { localeFromPath, type Locale } from '../../i18n/locale.ts';
import { adminPath } from './paths.ts';
import { screenForPath, type ResourceScreen } from './sections.ts';

export type LooseTranslate = (key: string, params?: Record<string, string | number>) => string;

/** Translates keys that come as data (registry labels, option labels), not as literals. */
export function useLooseT(): LooseTranslate {
  const { t } = useTranslation();
  return useCallback((key, params) => t(key, params ?? {}) as string, [t]);
}

export interface ResourceScreenContext {
  screen: ResourceScreen;
  definition: ResourceDefinition;
  locale: Locale;
  /** `/ru/admins/handbooks/specialization` */
  basePath: string;
}

/** The registry resource whose generic screen the current path shows. */
export function useResourceScreen(): ResourceScreenContext | null {
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  const definition = screen && findResource(screen.resource);
  if (!screen || !definition) return null;
  const locale = localeFromPath(pathname);
  return { screen, definition, locale, basePath: adminPath(locale, screen.path) };
}

/** A short human name for a record in confirm questions and titles. */
export function recordTitle(record: Record<string, unknown>, locale: Locale): string {
  const person = [record.last_name, record.first_name].filter((part) => typeof part === 'string' && part).join(' ');
  const value =
    record.name ??
    record[`name_${locale}`] ??
    record.name_ua ??
    record.public_name ??
    record.full_name ??
    record[`title_${locale}`] ??
    record.title ??
    (person || undefined) ??
    record.code ??
    record.application_number ??
    record.id;
  return String(value ?? '');
}
