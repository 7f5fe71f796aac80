import type { SignedIn } from '@backroom/core/identity/account-contract';
import { formatCents } from '@backroom/core/money';
import { Alert, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { clearSession, readSession, saveSession } from '../../lib/member-session';
import { useMemberOrders } from './api/get-member-orders';
import { signOut } from './api/member-sign-in';
import { InfoPage } from './info-page';
import { MemberSignInForm } from './member-sign-in-form';
import { useMessages } from '../../lib/i18n/use-messages';
import { staticPageMessages } from './static-pages.messages';
import { formatDate } from '@backroom/core/locale';


/** The members' area: a signed-in member sees their past orders; anyone else may sign in or register. */
export function MembersPage() {
  const t = useMessages(staticPageMessages);
  const [session, setSession] = useState<SignedIn | null>(() => readSession());
  const [ended, setEnded] = useState(false);
  const queryClient = useQueryClient();
  const orders = useMemberOrders(session?.token ?? null);

  const forget = () => {
    clearSession();
    setSession(null);
    queryClient.removeQueries({ queryKey: ['member-orders'] });
  };
  // A session the server no longer knows (expired, signed out elsewhere) is dropped here too.
  const sessionEnded = orders.error instanceof ApiError && orders.error.status === 401;
  useEffect(() => {
    if (!sessionEnded) return;
    clearSession();
    setSession(null);
    setEnded(true);
    queryClient.removeQueries({ queryKey: ['member-orders'] });
  }, [sessionEnded, queryClient]);

  if (!session) {
    return (
      <InfoPage title={t('pages.members.nothingToSeeHere')}>
        {ended && <Alert severity="info" sx={{ mb: 2 }}>{t('pages.members.ended')}</Alert>}
        <Typography>{t('pages.members.intro')}</Typography>
        <MemberSignInForm
          onSignedIn={(signedIn) => {
            saveSession(signedIn);
            setEnded(false);
            setSession(signedIn);
          }}
        />
      </InfoPage>
    );
  }
  return (
    <InfoPage title={t('pages.members.welcomeToYourMemberPage')}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('pages.members.yourOrders')}
      </Typography>
      {orders.isPending && <Typography>{t('pages.members.loading')}</Typography>}
      {orders.isError && !sessionEnded && <Alert severity="error">{t('pages.members.loadFailed', { message: orders.error.message })}</Alert>}
      {orders.data?.length === 0 && <Typography>{t('pages.members.none')}</Typography>}
      {orders.data && orders.data.length > 0 && (
        <Table size="small" aria-label={t('pages.members.yourOrders')} sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pages.members.order')}</TableCell>
              <TableCell>{t('pages.members.date')}</TableCell>
              <TableCell>{t('pages.members.state')}</TableCell>
              <TableCell align="right">{t('pages.members.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.data.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/order/${order.id}`}>
                    {order.id}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(order.createdAt, t.locale)}</TableCell>
                <TableCell>{order.state}</TableCell>
                <TableCell align="right">{formatCents(order.total, t.locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button
        variant="outlined"
        onClick={() => {
          // Signing out here never waits on the server: the session is forgotten either way.
          void signOut().catch(() => undefined);
          forget();
        }}
      >
        {t('pages.members.signOut')}
      </Button>
    </InfoPage>
  );
}
