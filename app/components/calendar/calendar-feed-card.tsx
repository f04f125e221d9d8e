import { useState } from 'react';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { call } from '../../api/call.ts';
import { doctorCalendarFeed, partnerCalendarFeed } from '../../../contracts/routes/calendar.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * The doctor's private calendar feed (docs/decisions/140): a URL to subscribe to in Google Calendar, Apple
 * Calendar or Outlook. It is shown once when made; making a new one switches the old URL off.
 */
export function CalendarFeedCard({ doctorId }: { /** A partner's doctor; left out: the signed-in doctor's own feed. */ doctorId?: number }) {
  const { t } = useT();
  const forPartner = doctorId !== undefined;
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function create() {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await (doctorId === undefined ? call(doctorCalendarFeed) : call(partnerCalendarFeed, { params: { id: doctorId } }));
      setUrl(data.url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('calendar.feed.title')}
        </Title>
        <Text size="sm">{t(forPartner ? 'calendar.feed.about.partner' : 'calendar.feed.about')}</Text>
        {url && (
          <Group align="end" wrap="nowrap">
            <TextInput label={t('calendar.feed.url')} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} aria-live="polite">
                  {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {url && (
          <Text size="sm" c="dimmed">
            {t('calendar.feed.once')}
          </Text>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {t('calendar.feed.failed')}
          </Alert>
        )}
        <Group>
          <Button onClick={create} loading={busy} variant={url ? 'default' : 'filled'}>
            {url ? t('calendar.feed.regenerate') : t('calendar.feed.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
