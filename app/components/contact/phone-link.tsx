import { formatPhone, phoneHref } from '../../../contracts/phone.ts';
import classes from './phone-link.module.css';

/**
 * A phone number as people read it (`+380 50 252 85 93`) that dials on a tap (docs/decisions/177).
 * `children` replaces the visible text when the number sits in a sentence ("Телефон: …").
 */
export function PhoneLink({ phone, children }: { phone: string; children?: (formatted: string) => string }) {
  const formatted = formatPhone(phone);
  return (
    <a href={phoneHref(phone)} className={classes.phone}>
      {children ? children(formatted) : formatted}
    </a>
  );
}
