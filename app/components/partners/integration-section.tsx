import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TIntegrationOverview, TWebhookDelivery } from '../../../contracts/partner-api.ts';
import {
  addIntegrationWebhook,
  integrationOverview,
  issueIntegrationCredentials,
  removeIntegrationWebhook,
} from '../../../contracts/routes/partner-integration.ts';
import { ApiError } from '../../api/client.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import classes from '../account/account.module.css';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

/** `GET /account/integration`: the partner's client id, webhook endpoints and latest deliveries. */
const integrationQuery = queryOptions({
  queryKey: ['cabinet', 'integration'],
  queryFn: async (): Promise<TIntegrationOverview> => (await call(integrationOverview)).data,
});

const STATUS_COLOR: Record<TWebhookDelivery['status'], string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

/** A value shown once (a secret), with a copy button and the warning that it is not shown again. */
function ShownOnce({ label, value }: { label: string; value: string }) {
  const { t } = useT();
  return (
    <Alert color="yellow" role="status" title={label}>
      <Stack gap="xs">
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <Group gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {t(copied ? 'partner.integration.copied' : 'partner.integration.copy')}
              </Button>
            )}
          </CopyButton>
          <Text size="sm">{t('partner.integration.secret_once')}</Text>
        </Group>
      </Stack>
    </Alert>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.card}>
      <Title order={3} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Credentials({ data }: { data: TIntegrationOverview }) {
  const { t } = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const issue = useMutation({
    mutationFn: async () => (await call(issueIntegrationCredentials)).data,
    onSuccess: () => {
      setAsking(false);
      void client.invalidateQueries({ queryKey: integrationQuery.queryKey });
    },
  });
  return (
    <Card title={t('partner.integration.credentials')}>
      <Stack gap="sm">
        {data.client_id ? (
          <Text>
            {t('partner.integration.client_id')}: <Code>{data.client_id}</Code>
          </Text>
        ) : (
          <Text c="dimmed">{t('partner.integration.no_credentials')}</Text>
        )}
        {issue.data && <ShownOnce label={t('partner.integration.client_secret')} value={issue.data.client_secret} />}
        {issue.isError && (
          <Alert color="red" role="alert">
            {t('partner.integration.error')}
          </Alert>
        )}
        {asking ? (
          <Alert color="orange" role="alertdialog" aria-live="assertive">
            <Stack gap="sm">
              <Text>{t('partner.integration.regenerate.confirm')}</Text>
              <Group gap="sm">
                <Button color="red" loading={issue.isPending} onClick={() => issue.mutate()} data-autofocus>
                  {t('partner.integration.regenerate')}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('partner.integration.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button variant="light" loading={issue.isPending} onClick={() => (data.client_id ? setAsking(true) : issue.mutate())}>
              {t(data.client_id ? 'partner.integration.regenerate' : 'partner.integration.generate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Webhooks({ data }: { data: TIntegrationOverview }) {
  const { t } = useT();
  const client = useQueryClient();
  const [url, setUrl] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: integrationQuery.queryKey });
  const add = useMutation({
    mutationFn: async (value: string) => (await call(addIntegrationWebhook, { body: { url: value } })).data,
    onSuccess: () => {
      setUrl('');
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => call(removeIntegrationWebhook, { params: { id } }), onSuccess: refresh });
  const fieldError =
    add.error instanceof ApiError ? (add.error.fieldErrors.url?.[0] ?? add.error.body?.message) : add.isError ? t('partner.integration.error') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(url);
  };
  return (
    <Card title={t('partner.integration.webhooks')}>
      <Stack gap="sm">
        {data.endpoints.length === 0 ? (
          <Text c="dimmed">{t('partner.integration.webhook.none')}</Text>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.endpoints.map((endpoint) => (
              <li key={endpoint.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Code style={{ wordBreak: 'break-all' }}>{endpoint.url}</Code>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    loading={remove.isPending && remove.variables === endpoint.id}
                    aria-label={`${t('partner.integration.webhook.remove')}: ${endpoint.url}`}
                    onClick={() => {
                      if (window.confirm(t('partner.integration.webhook.remove.confirm'))) remove.mutate(endpoint.id);
                    }}
                  >
                    {t('partner.integration.webhook.remove')}
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        )}
        {add.data && <ShownOnce label={t('partner.integration.webhook.secret')} value={add.data.signing_secret} />}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              style={{ flex: '1 1 16rem' }}
              label={t('partner.integration.webhook.url')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={fieldError}
              required
            />
            <Button type="submit" loading={add.isPending}>
              {t('partner.integration.webhook.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}

function Deliveries({ data }: { data: TIntegrationOverview }) {
  const { t, locale } = useT();
  const format = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { dateStyle: 'short', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE });
  return (
    <Card title={t('partner.integration.deliveries')}>
      {data.deliveries.length === 0 ? (
        <Text c="dimmed">{t('partner.integration.deliveries.none')}</Text>
      ) : (
        // Scrolls sideways on a phone; focusable, so the keyboard can scroll it too.
        <div role="group" tabIndex={0} aria-label={t('partner.integration.deliveries')} style={{ overflowX: 'auto' }}>
          <Table miw={480} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('partner.integration.delivery.time')}</Table.Th>
                <Table.Th scope="col">{t('partner.integration.delivery.event')}</Table.Th>
                <Table.Th scope="col">{t('partner.integration.delivery.status')}</Table.Th>
                <Table.Th scope="col">{t('partner.integration.delivery.attempts')}</Table.Th>
                <Table.Th scope="col">{t('partner.integration.delivery.code')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{format.format(new Date(delivery.created_at))}</Table.Td>
                  <Table.Td>
                    <Code>{delivery.event}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[delivery.status]} variant="light">
                      {t(`partner.integration.delivery.status.${delivery.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>{delivery.response_code ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}

/** The cabinet's integration section: API credentials, webhook URLs and the latest deliveries (docs/partner-api). */
export function IntegrationSection() {
  const { t } = useT();
  const query = useQuery(integrationQuery);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {t('partner.integration.title')}
        </Title>
        <Text c="dimmed">{t('partner.integration.intro')}</Text>
        <QueryState query={query}>
          {(data) => (
            <Stack gap="md">
              <Credentials data={data} />
              <Webhooks data={data} />
              <Deliveries data={data} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </section>
  );
}
