import { Link } from '@mui/material';

export function EmailLink({ email }: { email: string }) {
  return <Link href={`mailto:${email}`}>{email}</Link>;
}
