import { Link } from '@mui/material';

/** A tel: link that dials the number on a phone; shows the number as configured. */
export function PhoneLink({ phone }: { phone: string }) {
  const digits = phone.replace(/\D/g, '');
  const href = digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
  return <Link href={href}>{phone}</Link>;
}
