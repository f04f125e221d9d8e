import '../forms/form-styles.ts';
import { Anchor, Select, Stack } from '@mantine/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_ATTEMPT_STATUS_VALUES, type TPaymentAttemptStatus, type TPaymentHistoryItem } from '../../../contracts/payments.ts';
import { paymentHistory } from '../../../contracts/routes/payments.ts';
import { call } from '../../api/call.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { QueryState } from '../forms/query-state.tsx';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { formatDate } from '../content/format.ts';
import { Pagination } from '../content/pagination.tsx';
import accountClasses from '../account/account.module.css';
import classes from './payments.module.css';

const historyQuery = (page: number, status: TPaymentAttemptStatus | undefined) =>
  queryOptions({
    queryKey: ['cabinet', 'payments', page, status ?? 'all'],
    queryFn: () => call(paymentHistory, { query: { page, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });

const isStatus = (value: string | null): value is TPaymentAttemptStatus => (PAYMENT_ATTEMPT_STATUS_VALUES as readonly (string | null)[]).includes(value);

/** One payment's facts, written the same way in the table and in the cards. */
function describe(item: TPaymentHistoryItem, t: Translate) {
  return {
    date: formatDate(item.created_at, t),
    appointment: t('payments.history.appointment.value', {
      doctor: item.appointment.doctor.name,
      date: formatDate(item.appointment.start, t),
      time: item.appointment.time,
    }),
    amount: formatKopecks(item.amount),
    status: item.refund_pending ? t('payments.status.refund_pending') : t(`payments.status.${item.status}`),
    provider: t(`payments.provider.${item.provider}`),
  };
}

/**
 * SPEC §2 payment history: every online payment attempt of the patient, newest first, filtered by state.
 * The page and the filter live in the address, so Back, a reload and a shared link keep them.
 */
export function PaymentHistory() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const query = useQuery(historyQuery(page, status));
  const choose = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next && isStatus(next)) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });
  return (
    <Stack gap="md">
      <Select
        label={t('payments.history.filter')}
        data={[
          { value: 'all', label: t('payments.history.filter.all') },
          ...PAYMENT_ATTEMPT_STATUS_VALUES.map((value) => ({ value, label: t(`payments.status.${value}`) })),
        ]}
        value={status ?? 'all'}
        onChange={choose}
        allowDeselect={false}
        maw={280}
      />
      <QueryState query={query}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <p className={accountClasses.card} role="status">
              {t(status ? 'payments.history.empty.filtered' : 'payments.history.empty')}
            </p>
          ) : (
            <div className={accountClasses.card} aria-busy={query.isFetching}>
              <HistoryTable items={data} />
              <HistoryCards items={data} />
              <Pagination current={meta.current_page} total={meta.total_pages} />
            </div>
          )
        }
      </QueryState>
    </Stack>
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
