import '../account/form-styles.ts';
import { Anchor, Button, Loader, Text } from '@mantine/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TPaymentHistoryItem } from '../../../contracts/payments.ts';
import { paymentHistory } from '../../../contracts/routes/payments.ts';
import { call } from '../../api/call.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { QueryState } from '../account/query-state.tsx';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { formatDate } from '../content/format.ts';
import accountClasses from '../account/account.module.css';
import classes from './payments.module.css';

const historyQuery = (page: number) =>
  queryOptions({
    queryKey: ['cabinet', 'payments', page],
    queryFn: () => call(paymentHistory, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** One payment's facts, written the same way in the table and in the cards. */
function describe(item: TPaymentHistoryItem, t: Translate) {
  return {
    date: formatDate(item.created_at, t),
    appointment: t('payments.history.appointment.value', { doctor: item.appointment.doctor.name, date: formatDate(item.appointment.start, t), time: item.appointment.time }),
    amount: formatKopecks(item.amount),
    status: item.refund_pending ? t('payments.status.refund_pending') : t(`payments.status.${item.status}`),
    provider: t(`payments.provider.${item.provider}`),
  };
}

/** SPEC §2 payment history: every online payment attempt of the patient, newest first. */
export function PaymentHistory() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(historyQuery(page));
  return (
    <QueryState query={query}>
      {({ data, meta }) =>
        data.length === 0 ? (
          <p className={accountClasses.card} role="status">
            {t('payments.history.empty')}
          </p>
        ) : (
          <div className={accountClasses.card} aria-busy={query.isFetching}>
            <HistoryTable items={data} />
            <HistoryCards items={data} />
            {meta.total_pages > 1 && (
              <nav className={classes.pager} aria-label={t('payments.history.title')}>
                {query.isFetching && <Loader size="xs" aria-hidden />}
                <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('payments.history.previous')}
                </Button>
                <Text size="sm">{t('payments.history.page', { page: meta.current_page, pages: meta.total_pages })}</Text>
                <Button variant="default" size="xs" disabled={page >= meta.total_pages} onClick={() => setPage(page + 1)}>
                  {t('payments.history.next')}
                </Button>
              </nav>
            )}
          </div>
        )
      }
    </QueryState>
  );
}

function DoctorLink({ item }: { item: TPaymentHistoryItem }) {
  const { t, locale } = useT();
  return (
    <Anchor component={Link} to={localizedPath(`/doctor/${item.appointment.doctor.slug}`, locale)}>
      {describe(item, t).appointment}
    </Anchor>
  );
}

function HistoryTable({ items }: { items: TPaymentHistoryItem[] }) {
  const { t } = useT();
  return (
    <table className={`${classes.table} ${classes.desktopOnly}`}>
      <thead>
        <tr>
          <th scope="col">{t('payments.history.date')}</th>
          <th scope="col">{t('payments.history.appointment')}</th>
          <th scope="col">{t('payments.history.amount')}</th>
          <th scope="col">{t('payments.history.status')}</th>
          <th scope="col">{t('payments.history.provider')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const facts = describe(item, t);
          return (
            <tr key={item.id}>
              <td>{facts.date}</td>
              <td>
                <DoctorLink item={item} />
                {item.appointment.application_number && (
                  <div className={classes.muted}>{t('payments.history.number', { number: item.appointment.application_number })}</div>
                )}
              </td>
              <td className={classes.amount}>{facts.amount}</td>
              <td>{facts.status}</td>
              <td>{facts.provider}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function HistoryCards({ items }: { items: TPaymentHistoryItem[] }) {
  const { t } = useT();
  return (
    <ul className={`${classes.cards} ${classes.mobileOnly}`}>
      {items.map((item) => {
        const facts = describe(item, t);
        return (
          <li key={item.id} className={classes.card}>
            <div className={classes.cardTop}>
              <strong className={classes.amount}>{facts.amount}</strong>
              <span>{facts.status}</span>
            </div>
            <DoctorLink item={item} />
            <span className={classes.muted}>
              {facts.date} · {facts.provider}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
