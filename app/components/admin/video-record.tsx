import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { staffVideoRoom } from '../../../contracts/routes/video.ts';
import type { TVideoRoomRecord } from '../../../contracts/video.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLooseT, type LooseTranslate } from './use-resource-screen.ts';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

const DATE_LOCALES: Record<Locale, string> = { ua: 'uk-UA', ru: 'ru-RU' };

/**
 * A video consultation's record on its visit's back-office page (docs/decisions/214): who joined when, the
 * chat with its files, the conclusion. Read only when asked for: every read is written to the action log.
 */
export function VideoRecordTab({ id, attributes }: { id: number; attributes: Record<string, unknown> }) {
  const t = useLooseT();
  const [asked, setAsked] = useState(false);
  const record = useQuery({
    queryKey: ['admin', 'video-consultations', id],
    queryFn: ({ signal }) => call(staffVideoRoom, { params: { id }, signal }),
    enabled: asked,
  });
  if (attributes.format !== 'online') return <Text c="dimmed">{t('admin.video.not_online')}</Text>;
  if (!asked) {
    return (
      <Stack align="flex-start" gap="xs">
        <Text>{t('admin.video.logged')}</Text>
        <Button variant="light" onClick={() => setAsked(true)}>
          {t('admin.video.open')}
        </Button>
      </Stack>
    );
  }
  if (record.isError) {
    return (
      <Alert color="red" role="alert">
        {t('admin.video.load.error')}
      </Alert>
    );
  }
  return record.data ? <VideoRecord room={record.data.data} t={t} /> : <Text aria-busy>{t('admin.video.loading')}</Text>;
}

function VideoRecord({ room, t }: { room: TVideoRoomRecord; t: LooseTranslate }) {
  const { locale } = useT();
  const joinsId = useId();
  const chatId = useId();
  const conclusionId = useId();
  const when = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'short', timeStyle: 'medium', timeZone: CLINIC_TIME_ZONE });
  const time = (iso: string | null) => (iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : '—');
  return (
    <Stack gap="md" data-video-record>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('admin.video.status')}</Table.Th>
            <Table.Td>{t(`admin.video.status.${room.status}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('admin.video.started')}</Table.Th>
            <Table.Td>{time(room.started_at)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('admin.video.ended')}</Table.Th>
            <Table.Td>{time(room.ended_at)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('admin.video.duration')}</Table.Th>
            <Table.Td>{room.duration_seconds === null ? '—' : t('admin.video.minutes', { count: Math.round(room.duration_seconds / 60) })}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      <Paper withBorder p="md" component="section" aria-labelledby={joinsId}>
        <Title order={3} size="h4" id={joinsId} mb="xs">
          {t('admin.video.joins')}
        </Title>
        {room.joins.length === 0 ? (
          <Text c="dimmed">{t('admin.video.joins.empty')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.video.who')}</Table.Th>
                <Table.Th scope="col">{t('admin.video.joined')}</Table.Th>
                <Table.Th scope="col">{t('admin.video.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.joins.map((join, index) => (
                <Table.Tr key={`${join.joined_at}-${index}`}>
                  <Table.Td>{t(`admin.video.role.${join.role}`)}</Table.Td>
                  <Table.Td>{time(join.joined_at)}</Table.Td>
                  <Table.Td>{time(join.left_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby={chatId}>
        <Title order={3} size="h4" id={chatId} mb="xs">
          {t('admin.video.chat')}
        </Title>
        {room.messages.length === 0 ? (
          <Text c="dimmed">{t('admin.video.chat.empty')}</Text>
        ) : (
          <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {room.messages.map((message) => (
              <li key={message.id}>
                <Text size="sm" c="dimmed">
                  {t(`admin.video.role.${message.author}`)} · {time(message.sent_at)}
                </Text>
                {message.text ? <Text style={{ whiteSpace: 'pre-wrap' }}>{message.text}</Text> : null}
                {message.file ? (
                  <a href={message.file.url} download={message.file.name}>
                    {t('admin.video.file', { name: message.file.name, size: Math.max(1, Math.round(message.file.bytes / 1024)) })}
                  </a>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby={conclusionId}>
        <Title order={3} size="h4" id={conclusionId} mb="xs">
          {t('admin.video.conclusion')}
        </Title>
        {room.conclusion ? (
          <Stack gap="xs">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{room.conclusion.conclusion}</Text>
            {room.conclusion.recommendations ? (
              <>
                <Text fw={600}>{t('admin.video.recommendations')}</Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{room.conclusion.recommendations}</Text>
              </>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('admin.video.conclusion.updated')} {time(room.conclusion.updated_at)}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('admin.video.conclusion.none')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
