import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { AppointmentScope } from './booking-api.ts';
import tabClasses from './appointment-tabs.module.css';

const SCOPES: readonly AppointmentScope[] = ['upcoming', 'past'];

/** The scope (`?scope=past`) and the page of an appointment list, read from the address. */
export function useAppointmentScope(): { scope: AppointmentScope; page: number; params: URLSearchParams } {
  const [params] = useSearchParams();
  const scope: AppointmentScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  return { scope, page: Math.max(1, Number(params.get('page')) || 1), params };
}

/** Upcoming and past tabs of an appointment list (the patient's, the doctor's); only the open one is rendered. */
export function ScopeTabs({ scope, children }: { scope: AppointmentScope; children: (scope: AppointmentScope) => ReactNode }) {
  const { t } = useT();
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      value={scope}
      onChange={(value) => setParams(value === 'past' ? { scope: 'past' } : {}, { replace: true, preventScrollReset: true })}
      keepMounted={false}
      classNames={{ tab: tabClasses.tab }}
    >
      <Tabs.List aria-label={t('booking.appointments.tabs')}>
        {SCOPES.map((item) => (
          <Tabs.Tab key={item} value={item}>
            {t(`booking.appointments.${item}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SCOPES.map((item) => (
        <Tabs.Panel key={item} value={item} pt="lg">
          {children(item)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
