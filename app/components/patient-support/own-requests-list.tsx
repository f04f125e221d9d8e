import { useQuery } from '@tanstack/react-query';
import type { TOwnSupportRequest } from '../../../contracts/support-requests.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { formatInstant } from '../booking/format.ts';
import { ownSupportRequestsQuery } from './support-api.ts';
import { RequestHead } from './request-head.tsx';
import classes from './support.module.css';

/** SPEC §4 support statuses with staff's answer (docs/decisions/232): the patient's requests, newest first. */
export function OwnRequestsList() {
  const { t } = useT();
  const query = useQuery(ownSupportRequestsQuery);
  return (
    <QueryState query={query}>
      {(requests) =>
        requests.length === 0 ? (
          <p className={classes.muted} data-support-empty>
            {t('patient-support.empty')}
          </p>
        ) : (
          <ul className={classes.list} aria-label={t('patient-support.list.title')}>
            {requests.map((request) => (
              <li key={request.id}>
                <OwnRequest request={request} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function OwnRequest({ request }: { request: TOwnSupportRequest }) {
  const { t, locale } = useT();
  const titleId = `support-request-${request.id}`;
  return (
    <article className={classes.request} aria-labelledby={titleId} data-support-request={request.id} data-status={request.status}>
      <RequestHead titleId={titleId} title={t('patient-support.request.number', { id: request.id })} status={request.status} />
      <p className={classes.facts}>
        <span>
          {t('patient-support.topic')}: {t(`handbook.support_topics.${request.topic}` as MessageKey)}
        </span>
        <span>{t('patient-support.sent.at', { date: formatInstant(locale, request.created_at) })}</span>
      </p>
      {request.message && <p className={classes.message}>{request.message}</p>}
      {request.answer ? (
        <div className={classes.answer} data-support-answer>
          <h4>{t('patient-support.answer')}</h4>
          <p>{request.answer}</p>
          {request.answered_at && <p className={classes.muted}>{t('patient-support.answered.at', { date: formatInstant(locale, request.answered_at) })}</p>}
        </div>
      ) : (
        <p className={classes.muted}>{t('patient-support.awaiting')}</p>
      )}
    </article>
  );
}
