import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminPath } from '../paths.ts';
import { useLooseT } from '../use-resource-screen.ts';
import { useT } from '../../../i18n/use-t.ts';

/** SPEC §2 "Doctor admin screens: timesheets": the week and month calendar lives on its own page. */
export function DoctorTimesheetsTab({ recordId }: { recordId: number }) {
  const t = useLooseT();
  const { locale } = useT();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('admin.doctor.timesheets.text')}</Text>
      <Button component={Link} to={adminPath(locale, `doctors/${recordId}/timesheets`)} variant="light">
        {t('admin.doctor.timesheets.open')}
      </Button>
    </Stack>
  );
}
