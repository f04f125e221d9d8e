import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnEmergencyRequest } from '../../../contracts/own-emergency-requests.ts';
import * as routes from '../../../contracts/routes/patient-support.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { formatInstant } from '../booking/format.ts';
import { RequestHead } from './request-head.tsx';
import classes from './support.module.css';

export const ownEmergencyKey = ['support', 'own-emergency-requests'] as const;

/** The signed-in patient's ambulance requests, newest first (docs/decisions/267). */
export const ownEmergencyRequestsQuery = queryOptions({
  queryKey: ownEmergencyKey,
  queryFn: async () => (await call(routes.listOwnEmergencyRequests)).data,
});

/** `/patients/ambulance`: the requests she filed, with where each stands (SPEC §4: new, in process, completed). */
export function OwnEmergencyList() {
  const { t } = useT();
  const query = useQuery(ownEmergencyRequestsQuery);
  return (
    <section aria-labelledby="own-emergency-title" className={classes.list}>
      <h2 id="own-emergency-title" className={classes.requestTitle}>
        {t('patient-support.ambulance.list.title')}
      </h2>
      <QueryState query={query}>
        {(requests) =>
          requests.length === 0 ? (
            <p className={classes.muted} data-emergency-empty>
              {t('patient-support.ambulance.list.empty')}
            </p>
          ) : (
            <>
              <p className={classes.muted}>{t('patient-support.ambulance.list.note')}</p>
              <ul className={classes.list}>
                {requests.map((request) => (
                  <li key={request.id}>
                    <OwnEmergency request={request} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function OwnEmergency({ request }: { request: TOwnEmergencyRequest }) {
  const { t, locale } = useT();
  const titleId = `emergency-request-${request.id}`;
  return (
    <article className={classes.request} aria-labelledby={titleId} data-emergency-request={request.id} data-status={request.status}>
      <RequestHead titleId={titleId} title={t('patient-support.ambulance.list.number', { id: request.id })} status={request.status} />
      <p className={classes.facts}>
        <span>{t('patient-support.sent.at', { date: formatInstant(locale, request.created_at) })}</span>
        {request.city && <span>{t('patient-support.ambulance.list.city', { city: request.city })}</span>}
      </p>
      <p className={classes.message}>{t('patient-support.ambulance.list.for', { name: request.patient_name, phone: request.phone })}</p>
      {request.comment && <p className={classes.message}>{request.comment}</p>}
    </article>
  );
}
