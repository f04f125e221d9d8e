import { Badge, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { TReferralFriend, TReferralOverview } from '../../../contracts/referral.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { formatInstant } from '../booking/format.ts';
import { referralQuery } from './patient-reviews-api.ts';
import { QueryState } from '../account/query-state.tsx';
import classes from '../account/account.module.css';

/** `/patients/referral` (docs/decisions/230): her code and link, the rules, the friends who came and the rewards. */
export function ReferralProgram() {
  const { t } = useT();
  const query = useQuery(referralQuery);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('referral.title')}</Title>
      <QueryState query={query}>{(overview) => <Overview overview={overview} />}</QueryState>
    </Stack>
  );
}

function Overview({ overview }: { overview: TReferralOverview }) {
  const { t, locale } = useT();
  const link = `${window.location.origin}${localizedPath(overview.share_path, locale)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ severity: 'success', detail: t('referral.copied') });
    } catch {
      showToast({ severity: 'warning', detail: t('referral.copy.failed') });
    }
  }
  return (
    <Stack gap="lg">
      <Text>{t('referral.intro', { referrer: formatKopecks(overview.amounts.referrer), friend: formatKopecks(overview.amounts.friend) })}</Text>
      <CardSection name="code" title={t('referral.code.title')}>
        <Stack gap="sm">
          <TextInput label={t('referral.code.label')} value={overview.code} readOnly data-referral-code onFocus={(event) => event.currentTarget.select()} />
          <TextInput label={t('referral.link.label')} value={link} readOnly data-referral-link onFocus={(event) => event.currentTarget.select()} />
          <div>
            <Button onClick={() => void copy()} data-action="referral-copy">
              {t('referral.copy')}
            </Button>
          </div>
        </Stack>
      </CardSection>
      <CardSection name="rules" title={t('referral.rules.title')}>
        <List spacing="xs">
          <List.Item>{t('referral.rules.visit')}</List.Item>
          <List.Item>{t('referral.rules.once')}</List.Item>
          <List.Item>{t('referral.rules.self')}</List.Item>
        </List>
      </CardSection>
      <CardSection name="friends" title={t('referral.friends.title')}>
        {overview.friends.length === 0 ? (
          <Text>{t('referral.friends.empty')}</Text>
        ) : (
          <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
            {overview.friends.map((friend) => (
              <li key={friend.id}>
                <Friend friend={friend} />
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <CardSection name="rewards" title={t('referral.rewards.title')}>
        {overview.rewards.length === 0 ? (
          <Text>{t('referral.rewards.empty')}</Text>
        ) : (
          <Stack gap="xs">
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {overview.rewards.map((reward) => (
                <li key={reward.id} data-referral-reward={reward.role}>
                  {t(`referral.reward.${reward.role}`)}: <strong>{formatKopecks(reward.amount)}</strong> · {formatInstant(locale, reward.created_at)}
                </li>
              ))}
            </ul>
            <Text fw={600} data-referral-total>
              {t('referral.rewards.total', { amount: formatKopecks(overview.total) })}
            </Text>
          </Stack>
        )}
      </CardSection>
    </Stack>
  );
}

function Friend({ friend }: { friend: TReferralFriend }) {
  const { t, locale } = useT();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-referral-friend={friend.state}>
      <Stack gap={2}>
        <Text fw={600}>{friend.name}</Text>
        <Text size="sm">
          {t('referral.friend.registered', { date: formatInstant(locale, friend.registered_at) })}
          {friend.reward !== null && <> · {t('referral.friend.reward', { amount: formatKopecks(friend.reward) })}</>}
        </Text>
      </Stack>
      <Badge color={friend.state === 'rewarded' ? 'green.9' : 'blue.8'} variant="filled">
        {t(`referral.state.${friend.state}`)}
      </Badge>
    </Group>
  );
}

/** A titled card of the page, named by its title for screen readers. */
function CardSection({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.card} aria-labelledby={`referral-${name}-title`}>
      <Title order={2} size="h3" id={`referral-${name}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
