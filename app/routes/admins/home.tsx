import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { resources } from '../../../resources/registry.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { visibleSections } from '../../components/admin/access.ts';
import { adminPath } from '../../components/admin/paths.ts';
import { sessionQuery } from '../../components/admin/session.ts';

export default function AdminHome() {
  const { t, locale } = useT();
  const { data: user } = useQuery(sessionQuery);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('admin.home.title')}
      </Title>
      <Text>{t('admin.home.text')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {visibleSections(user, resources).map((section) => (
          <Anchor key={section} component={Link} to={adminPath(locale, section)}>
            {t(`admin.section.${section}` as MessageKey)}
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
