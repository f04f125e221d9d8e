import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Locale } from '../../../i18n/locale.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate, type CalendarView } from '../../timesheets/dates.ts';
import { clinicPeriod, stepPeriod, type ClinicPeriodState } from './clinic-period.ts';

/** `30 лист. – 6 груд. 2026 р.` or `листопад 2026 р.` */
export function periodText(view: CalendarView, date: string, locale: Locale): string {
  if (view === 'month') return formatDate(date, locale, { month: 'long', year: 'numeric' });
  const { from, to } = clinicPeriod('week', date);
  return `${formatDate(from, locale, { day: 'numeric', month: 'short' })} – ${formatDate(to, locale, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** Week or month, the previous or next one, back to today; the period in words, announced when it changes. */
export function PeriodBar({
  view,
  date,
  today,
  onChange,
}: {
  view: CalendarView;
  date: string;
  today: string;
  onChange: (patch: Partial<ClinicPeriodState>) => void;
}) {
  const { t, locale } = useT();
  const step = (direction: 1 | -1) => onChange({ date: stepPeriod(view, date, direction) });
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('schedule.view')}
          value={view}
          onChange={(value) => onChange({ view: value as CalendarView })}
          data={[
            { value: 'week', label: t('schedule.view.week') },
            { value: 'month', label: t('schedule.view.month') },
          ]}
        />
        <Text fw={600} aria-live="polite" data-testid="clinic-period">
          {periodText(view, date, locale)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          px={8}
          onClick={() => step(-1)}
          aria-label={t(view === 'week' ? 'schedule.week.previous' : 'schedule.month.previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </Button>
        <Button variant="default" size="xs" onClick={() => onChange({ date: today })}>
          {t('schedule.today')}
        </Button>
        <Button variant="default" size="xs" px={8} onClick={() => step(1)} aria-label={t(view === 'week' ? 'schedule.week.next' : 'schedule.month.next')}>
          <IconChevronRight size={18} aria-hidden />
        </Button>
      </Group>
    </Group>
  );
}
