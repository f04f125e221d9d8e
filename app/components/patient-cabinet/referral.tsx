import { Badge, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatKopecks } from '../../../contracts/numbers.ts';
import type { TReferralFriend, TReferralOverview, TReferralReward } from '../../../contracts/referral.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { formatInstant } from '../booking/format.ts';
import { referralQuery } from './patient-reviews-api.ts';
import { QueryState } from '../forms/query-state.tsx';
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
          <List.Item>{t('referral.rules.cookie')}</List.Item>
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
          <Stack gap="sm">
            <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
              {overview.rewards.map((reward) => (
                <li key={`${reward.referral_id}-${reward.role}`}>
                  <Reward reward={reward} />
                </li>
              ))}
            </ul>
            <Text fw={600} data-referral-total>
              {t('referral.rewards.total', { amount: formatKopecks(overview.total) })}
            </Text>
            {overview.pending_total > 0 && (
              <Text data-referral-pending-total>{t('referral.rewards.pending.total', { amount: formatKopecks(overview.pending_total) })}</Text>
            )}
          </Stack>
        )}
      </CardSection>
    </Stack>
  );
}

/** One bonus: what for, how much, and whether it is earned or still waits for the friend's first visit. */
function Reward({ reward }: { reward: TReferralReward }) {
  const { t, locale } = useT();
  const what = reward.role === 'referrer' && reward.friend ? t('referral.reward.friend.name', { name: reward.friend }) : t(`referral.reward.${reward.role}`);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-referral-reward={reward.role} data-status={reward.status}>
      <Stack gap={2}>
        <Text>
          {what}: <strong>{formatKopecks(reward.amount)}</strong>
        </Text>
        <Text size="sm">
          {reward.earned_at ? t('referral.reward.earned.at', { date: formatInstant(locale, reward.earned_at) }) : t('referral.reward.pending.note')}
        </Text>
      </Stack>
      <Badge color={reward.status === 'earned' ? 'green.9' : 'gray.8'} variant="filled">
        {t(`referral.reward.status.${reward.status}`)}
      </Badge>
    </Group>
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
