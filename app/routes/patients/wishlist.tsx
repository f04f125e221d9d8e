import { Stack, Title } from '@mantine/core';
import type { Route } from './+types/wishlist';
import { privatePageMeta } from '../../components/account/meta.ts';
import { WishlistLists } from '../../components/account/wishlist.tsx';
import { useT } from '../../i18n/use-t.ts';

export function meta({ location }: Route.MetaArgs) {
  return privatePageMeta(location.pathname, 'cabinet.wishlist');
}

export default function PatientWishlist() {
  const { t } = useT();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('cabinet.wishlist')}</Title>
      <WishlistLists />
    </Stack>
  );
}
