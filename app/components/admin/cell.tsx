import { Badge, ColorSwatch, Group, Image, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { ColumnMeta } from '../../../resources/define.ts';
import type { Locale } from '../../i18n/locale.ts';
import { PhoneLink } from '../contact/phone-link.tsx';
import { relationName } from './relation-input.tsx';
import type { LooseTranslate } from './use-resource-screen.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

const PAYMENT_ATTENTION: ReadonlySet<string> = new Set(['refund_due', 'refund_failed']);
/** Statuses of a record that is live (shown in the brand colour); every other status is grey. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'approved', 'published']);
const DATE_LOCALES: Record<Locale, string> = { ua: 'uk-UA', ru: 'ru-RU' };

/** A translation, or `fallback` where the catalog has none. */
export function translatedOr(t: LooseTranslate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

/** One table cell, rendered as the column's `render` asks (a relation column gets the populated record). */
export function Cell({ column, value, t, locale }: { column: ColumnMeta; value: unknown; t: LooseTranslate; locale: Locale }) {
  if (value === null || value === undefined || value === '')
    return (
      <Text c="dimmed" aria-label="—">
        —
      </Text>
    );
  const option = column.options?.find((candidate) => candidate.value === String(value));
  switch (column.render) {
    case 'boolean':
      return value ? <IconCheck size={18} aria-label={t('admin.list.yes')} role="img" /> : <IconMinus size={18} aria-label={t('admin.list.no')} role="img" />;
    case 'color':
      return (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={String(value)} size={18} aria-hidden />
          <Text size="sm" ff="monospace">
            {String(value)}
          </Text>
        </Group>
      );
    case 'image':
      return <Image src={String(value)} alt="" h={32} w={32} fit="contain" />;
    case 'date':
      return (
        <Text size="sm">
          {new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'short', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(
            new Date(String(value)),
          )}
        </Text>
      );
    case 'status':
      return (
        <Badge color={LIVE_STATUSES.has(String(value)) ? 'brand' : 'gray'} variant="light" tt="none" miw="max-content">
          {t(option?.label ?? `handbook.statuses.${String(value)}`)}
        </Badge>
      );
    case 'phone':
      return <PhoneLink phone={String(value)} />;
    case 'payment':
      // The patient's words for it; a refund that failed stands out as staff's work (docs/decisions/181).
      return (
        <Badge color={PAYMENT_ATTENTION.has(String(value)) ? 'red' : 'gray'} variant="light" tt="none" miw="max-content" data-payment={String(value)}>
          {t(`booking.payment.${String(value)}`)}
        </Badge>
      );
    case 'money':
      return <Text size="sm">{formatKopecks(Number(value))}</Text>;
    case 'resource':
      // A registry name as staff know the section; a name without a label (a command's area) as written.
      return <Text size="sm">{translatedOr(t, `resources.${String(value)}.plural`, String(value))}</Text>;
    case 'relation': {
      // The populated record (the list asks for it), by name; its id when it is gone or not readable.
      const related = typeof value === 'object' ? (value as Record<string, unknown>) : null;
      const name = related ? relationName(related, column.relation?.labelField) : '';
      return <Text size="sm">{name || `#${String(related?.id ?? value)}`}</Text>;
    }
    default:
      return (
        <Text size="sm">
          {option ? t(option.label) : column.name === 'action' ? translatedOr(t, `action-log.action.${String(value)}`, String(value)) : String(value)}
        </Text>
      );
  }
}
