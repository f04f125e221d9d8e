import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatKopecks } from '../../../../contracts/numbers.ts';
import { browserApi } from '../../../api/browser.ts';
import { adminPath } from '../paths.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { useT } from '../../../i18n/use-t.ts';

interface ServiceRow {
  id: number;
  name: string;
  cost: number;
  duration: number;
  format: string;
  is_default: boolean;
  is_promo: boolean;
  status: string;
  specialization?: { name?: string } | null;
}

/**
 * SPEC §2 "Doctor admin screens: services": the doctor's services in a compact table, each opening on the
 * services screen, and a way to add one for this doctor. The rules of SPEC §5 (one default, promotion prices
 * frozen) are the server's (features/timesheets/doctor-service-rules.ts).
 */
export function DoctorServicesTab({ recordId }: { recordId: number }) {
  const t = useLooseT();
  const { locale } = useT();
  const services = useQuery({
    queryKey: ['admin', 'doctor-services', 'of-doctor', recordId],
    queryFn: ({ signal }) =>
      browserApi().all<ServiceRow>('doctor-services', { filters: { doctor_id: { $eq: recordId } }, populate: ['specialization'], sort: 'id:asc' }, { signal }),
  });
  const addPath = `${adminPath(locale, 'services/add')}?doctor_id=${recordId}`;
  const rows = services.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('admin.doctor.services.rules')}
        </Text>
        <Button component={Link} to={addPath} size="xs" variant="light">
          {t('admin.doctor.services.add')}
        </Button>
      </Group>
      {services.isError && (
        <Alert color="red" role="alert">
          {t('admin.form.load.error')}
        </Alert>
      )}
      {services.isSuccess && rows.length === 0 && <Text>{t('admin.doctor.services.none')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('admin.form.group.services')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.name')}</Table.Th>
                <Table.Th>{t('field.specialization')}</Table.Th>
                <Table.Th>{t('field.cost')}</Table.Th>
                <Table.Th>{t('field.duration')}</Table.Th>
                <Table.Th>{t('field.format')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminPath(locale, `services/${service.id}`)}>
                      {service.name}
                    </Anchor>{' '}
                    {service.is_default && <Badge size="xs">{t('field.is_default')}</Badge>}{' '}
                    {service.is_promo && (
                      <Badge size="xs" color="orange">
                        {t('field.is_promo')}
                      </Badge>
                    )}{' '}
                    {service.status !== 'active' && (
                      <Badge size="xs" color="gray">
                        {t(`handbook.statuses.${service.status}`)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{service.specialization?.name ?? ''}</Table.Td>
                  <Table.Td>{formatKopecks(service.cost)}</Table.Td>
                  <Table.Td>{service.duration}</Table.Td>
                  <Table.Td>{t(`schedule.service.format.${service.format}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
