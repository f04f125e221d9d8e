import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { adminPath } from './paths.ts';

/**
 * What a back-office address shows to staff without the right to it (docs/decisions/202): a clear "no access"
 * page instead of a screen whose every call answers 403. The menu never offers such an address; this is for
 * links typed, bookmarked or shared.
 */
export function NoAccess() {
  const { t, locale } = useT();
  return (
    <Stack maw={640} data-no-access>
      <Title order={1} size="h2">
        {t('admin.no.access.title')}
      </Title>
      <Alert color="yellow" role="alert">
        {t('admin.no.access.text')}
      </Alert>
      <Anchor component={Link} to={adminPath(locale)}>
        {t('admin.no.access.home')}
      </Anchor>
    </Stack>
  );
}
