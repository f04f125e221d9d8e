import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import type { TCheckout } from '../../../contracts/payments.ts';
import { payAppointment } from '../../../contracts/routes/payments.ts';
import { call } from '../../api/call.ts';
import { formatKopecks } from '../../../contracts/numbers.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Sends the browser to the provider's checkout: a form of hidden fields posted to `action_url`, exactly
 * what LiqPay's documentation asks for (the sandbox page takes the same form). The page unloads after it.
 */
function submitCheckout(checkout: TCheckout): void {
  const form = document.createElement('form');
  form.method = checkout.method;
  form.action = checkout.action_url;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export interface PayButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  appointmentId: number;
  /** Kopecks; shown on the button when given ("Pay online 650 UAH"). */
  amount?: number;
}

/**
 * "Pay online" for an appointment whose `can_pay` is true: starts a checkout (`POST
 * /patients/appointments/{id}/pay`) and posts the signed form to the provider. Errors (409 "already
 * paid", 401, …) are shown by the API client; the button becomes usable again.
 */
export function PayButton({ appointmentId, amount, ...buttonProps }: PayButtonProps) {
  const { t } = useT();
  const [redirecting, setRedirecting] = useState(false);

  async function pay() {
    setRedirecting(true);
    try {
      const { data } = await call(payAppointment, { params: { id: appointmentId }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      submitCheckout(data);
    } catch {
      setRedirecting(false);
    }
  }

  return (
    <Button leftSection={<IconCreditCard size={18} aria-hidden />} {...buttonProps} loading={redirecting} onClick={() => void pay()}>
      {amount === undefined ? t('payments.pay') : t('payments.pay.amount', { amount: formatKopecks(amount) })}
    </Button>
  );
}
