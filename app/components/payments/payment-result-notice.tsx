import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PAYMENT_RETURN_RESULTS, type TPaymentReturnResult } from '../../../contracts/payments.ts';
import { useT } from '../../i18n/use-t.ts';

const COLORS: Record<TPaymentReturnResult, string> = { paid: 'green', failed: 'red', pending: 'blue' };

/**
 * The result of a checkout on the page the browser comes back to (`?payment=paid|failed|pending`, see
 * `paymentReturnPath`); nothing without that parameter. For the patient's appointment page.
 */
export function PaymentResultNotice() {
  const { t } = useT();
  const [params] = useSearchParams();
  const result = PAYMENT_RETURN_RESULTS.find((value) => value === params.get('payment'));
  if (!result) return null;
  return (
    <Alert color={COLORS[result]} variant="light" role={result === 'failed' ? 'alert' : 'status'}>
      {t(`payments.result.${result}`)}
    </Alert>
  );
}
