import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/payment-sandbox';
import { paymentReturnPath } from '../../../contracts/payments.ts';
import { completeSandbox } from '../../../contracts/routes/payments.ts';
import { call } from '../../api/call.ts';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { formatDate } from '../../components/content/format.ts';
import { translate } from '../../i18n/messages.ts';
import { localeFromPath, localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';
import { loadSandboxCheckout } from './payment-sandbox.server.ts';
import classes from '../../components/payments/payments.module.css';

const TOAST_SEVERITY = { paid: 'success', failed: 'error', pending: 'info' } as const;

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadSandboxCheckout({ request, context, orderId: params.orderId });

/** The pay button posts the signed form here, as it would to LiqPay; the page itself is read with GET. */
export function action({ request }: Route.ActionArgs) {
  return redirect(new URL(request.url).pathname, 303);
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: translate(locale, 'cabinet.meta.title', { page: translate(locale, 'payments.sandbox.title') }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

/**
 * `/payments/sandbox/{orderId}`: the checkout of the sandbox provider (docs/decisions/150). A tester
 * chooses the bank's answer; the signed callback goes through the same handler as LiqPay's, then the
 * browser goes to the appointment with the result.
 */
export default function PaymentSandbox({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [sending, setSending] = useState<'success' | 'failure' | null>(null);

  async function complete(result: 'success' | 'failure') {
    setSending(result);
    try {
      const { data } = await call(completeSandbox, { params: { orderId: checkout.order_id }, body: { result } });
      showToast({ severity: TOAST_SEVERITY[data.result], detail: `payments.result.${data.result}` });
      await navigate(localizedPath(data.return_path, locale));
    } catch {
      // The API client has already shown what went wrong.
      setSending(null);
    }
  }

  const open = checkout.status === 'pending';
  return (
    <section className={classes.checkout} aria-labelledby="sandbox-title">
      <h1 id="sandbox-title">{t('payments.sandbox.title')}</h1>
      <Alert color="blue" variant="light">
        {t('payments.sandbox.notice')}
      </Alert>
      <dl className={classes.facts}>
        <dt>{t('payments.sandbox.amount')}</dt>
        <dd className={classes.amount}>{formatKopecks(checkout.amount)}</dd>
        <dt>{t('payments.sandbox.doctor')}</dt>
        <dd>{checkout.doctor}</dd>
        <dt>{t('payments.sandbox.time')}</dt>
        <dd>{t('payments.sandbox.time.value', { date: formatDate(`${checkout.date}T12:00:00Z`, t), time: checkout.time })}</dd>
        <dt>{t('payments.sandbox.description')}</dt>
        <dd>{checkout.description}</dd>
        <dt>{t('payments.sandbox.order')}</dt>
        <dd>{checkout.order_id}</dd>
      </dl>
      {open ? (
        <div className={classes.actions}>
          <Button size="md" loading={sending === 'success'} disabled={sending !== null} onClick={() => void complete('success')}>
            {t('payments.sandbox.pay')}
          </Button>
          <Button size="md" variant="default" loading={sending === 'failure'} disabled={sending !== null} onClick={() => void complete('failure')}>
            {t('payments.sandbox.fail')}
          </Button>
        </div>
      ) : (
        <p role="status">
          {t('payments.sandbox.closed')}{' '}
          <Anchor component={Link} to={localizedPath(paymentReturnPath(checkout.appointment_id, checkout.status === 'success' ? 'paid' : 'failed'), locale)}>
            {t('payments.sandbox.to.appointment')}
          </Anchor>
        </p>
      )}
    </section>
  );
}
