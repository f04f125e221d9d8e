import '../forms/form-styles.ts';
import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import * as routes from '../../../contracts/routes/account.ts';
import type { RouteResult } from '../../../contracts/routes/define.ts';
import { call } from '../../api/call.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { QueryState } from '../forms/query-state.tsx';
import classes from './account.module.css';

type WishlistItem = RouteResult<typeof routes.wishlist>['data']['doctors'][number];

const wishlistQuery = queryOptions({
  queryKey: ['cabinet', 'wishlist'],
  queryFn: async () => (await call(routes.wishlist)).data,
});

/** One kind of favourite: its list title, its public page, and its API path for removal. */
const KINDS = [
  { key: 'doctors', title: 'wishlist.doctors', page: '/doctor', api: 'doctors' },
  { key: 'medical_institutions', title: 'wishlist.institutions', page: '/clinic', api: 'medical-institutions' },
  { key: 'articles', title: 'wishlist.articles', page: '/blogs', api: 'articles' },
] as const;
type Kind = (typeof KINDS)[number];

/** SPEC §2 patients/wishlist: favourite doctors, institutions and articles, each removable. */
export function WishlistLists() {
  const query = useQuery(wishlistQuery);
  return (
    <QueryState query={query}>
      {(wishlist) => (
        <Stack gap="xl">
          {KINDS.map((kind) => (
            <WishlistSection key={kind.key} kind={kind} items={wishlist[kind.key] ?? []} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function WishlistSection({ kind, items }: { kind: Kind; items: WishlistItem[] }) {
  const { t, locale } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (item: WishlistItem) => call(routes.removeFromWishlist, { params: { kind: kind.api, id: item.id } }),
    onSuccess: (_, item) => {
      queryClient.setQueryData(
        wishlistQuery.queryKey,
        (current) => current && { ...current, [kind.key]: current[kind.key].filter((entry) => entry.id !== item.id) },
      );
      showToast({ severity: 'success', detail: 'wishlist.removed' });
    },
  });

  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <Title order={2} size="h3" id={titleId} mb="md">
        {t(kind.title)}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('wishlist.empty')}</Text>
      ) : (
        <ul className={classes.plainList}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={localizedPath(`${kind.page}/${item.slug}`, locale)}>
                  {item.name}
                </Anchor>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('wishlist.remove', { name: item.name })}
                  loading={remove.isPending && remove.variables?.id === item.id}
                  onClick={() => remove.mutate(item)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
