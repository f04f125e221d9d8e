import './doctor-styles.ts';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TPartnerDoctorService } from '../../../contracts/partner-doctors.ts';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { QueryState } from '../forms/query-state.tsx';
import { partnerDoctorKeys, partnerDoctorServicesQuery } from './partner-doctors-api.ts';
import { ServiceDialog } from './service-dialog.tsx';
import classes from '../account/account.module.css';

type Option = { id: number; name: string };

/** The doctor's services (SPEC §5): the default first, each to change or remove; a promotion's keeps its price. */
export function DoctorServices({ doctorId, specializations }: { doctorId: number; specializations: Option[] }) {
  const { t, locale } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(partnerDoctorServicesQuery(doctorId));
  const [editing, setEditing] = useState<TPartnerDoctorService | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerDoctorKeys.services(doctorId) });
  const nameOf = (service: TPartnerDoctorService) => (locale === 'ru' ? service.name_ru : service.name_ua);

  async function remove(service: TPartnerDoctorService) {
    if (!(await confirmAction({ message: t('partner.service.delete.confirm', { name: nameOf(service) }) }))) return;
    await call(routes.deletePartnerDoctorService, { params: { id: doctorId, serviceId: service.id } });
    showToast({ severity: 'success', detail: 'partner.service.deleted' });
    await refresh();
  }

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={titleId}>
            {t('partner.doctor.services')}
          </Title>
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('partner.service.add')}
          </Button>
        </Group>
        <QueryState query={query}>
          {(services) =>
            services.length === 0 ? (
              <Text c="dimmed">{t('partner.doctor.services.none')}</Text>
            ) : (
              <ul className={classes.plainList} aria-labelledby={titleId}>
                {services.map((service) => (
                  <li key={service.id}>
                    <Group justify="space-between" wrap="wrap" gap="xs" py={6}>
                      <Stack gap={2}>
                        <Text fw={600}>{nameOf(service)}</Text>
                        <Text size="sm">
                          {t('partner.service.summary', { cost: (service.cost / 100).toFixed(2), duration: service.duration })} ·{' '}
                          {t(`schedule.service.format.${service.format}`)}
                        </Text>
                        <Group gap={4}>
                          {service.is_default && <Badge variant="light">{t('partner.service.default')}</Badge>}
                          {service.is_promo && (
                            <Badge variant="light" color="orange">
                              {t('partner.service.promo')}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                      <Group gap="xs">
                        <Button size="xs" variant="default" onClick={() => setEditing(service)} aria-label={`${t('partner.service.edit')}: ${nameOf(service)}`}>
                          {t('partner.service.edit')}
                        </Button>
                        {!service.is_promo && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => void remove(service)}
                            aria-label={`${t('partner.service.delete')}: ${nameOf(service)}`}
                          >
                            {t('partner.service.delete')}
                          </Button>
                        )}
                      </Group>
                    </Group>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Stack>
      {editing && (
        <ServiceDialog
          doctorId={doctorId}
          service={editing === 'new' ? undefined : editing}
          specializations={specializations}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
