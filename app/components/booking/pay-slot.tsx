import type { TAppointment } from '../../../contracts/booking.ts';
import { PayButton } from '../payments/pay-button.tsx';

/** Online payment of an appointment, offered only while the API says it is possible (`can_pay`). */
export function PaySlot({ appointment, size = 'sm' }: { appointment: Pick<TAppointment, 'id' | 'can_pay' | 'cost'>; size?: 'sm' | 'md' }) {
  if (!appointment.can_pay) return null;
  return <PayButton appointmentId={appointment.id} amount={appointment.cost} size={size} data-pay={appointment.id} />;
}
