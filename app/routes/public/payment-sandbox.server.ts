import { notFound, type PageRequest } from '../../components/content/meta.server.ts';
import { NotFoundError } from '../../../features/errors.ts';
import { localeFromRequest } from '../../i18n/locale.ts';

/** `/payments/sandbox/{orderId}`: the attempt as the sandbox checkout shows it; 404 under LiqPay or for an unknown order. */
export async function loadSandboxCheckout({ request, context, orderId }: PageRequest & { orderId: string }) {
  try {
    return { checkout: await context.services.payments.sandboxCheckout(orderId, localeFromRequest(request)) };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
