import type { SignedIn } from '@backroom/core/identity/account-contract';
import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { clearSession, readSession, saveSession } from '../../lib/member-session';
import { useMemberOrders } from './api/get-member-orders';
import { signOut, signOutEverywhere } from './api/member-sign-in';
import { MemberSignInForm } from './member-sign-in-form';
import { useMessages } from '../../lib/i18n/use-messages';
import { membersMessages } from './members.messages';
import { formatDate } from '@backroom/core/locale';
import { AddressBook } from './address-book';
import { useReorder } from './api/reorder-order';
import { MemberPageFrame } from './member-page-frame';
import { AccountSettings } from './account-settings';
import { RouterLink } from '../../components/router-link';

/** Read by screen readers, not shown: the reorder column's heading. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The members' area: a signed-in member sees their past orders, puts one back in the cart in one
 * step, and keeps their delivery addresses; anyone else may sign in or register.
 */
export function MembersPage() {
  const t = useMessages(membersMessages);
  const [session, setSession] = useState<SignedIn | null>(() => readSession());
  const [ended, setEnded] = useState(false);
  const [signedOutEverywhere, setSignedOutEverywhere] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const queryClient = useQueryClient();
  const orders = useMemberOrders(session?.token ?? null);
  const navigate = useNavigate();
  const reorder = useReorder(() => navigate('/order/cart'));
  // Unlike signing out here, this waits for the server: the other devices are the point.
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      forget();
      setSignedOutEverywhere(true);
    },
  });

  const forget = () => {
    clearSession();
    setSession(null);
    queryClient.removeQueries({ queryKey: ['member-orders'] });
    queryClient.removeQueries({ queryKey: ['saved-addresses'] });
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
      <MemberPageFrame title={t('members.nothingToSeeHere')}>
        {ended && <Alert severity="info" sx={{ mb: 2 }}>{t('members.ended')}</Alert>}
        {signedOutEverywhere && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('members.signOutEverywhere.done')}
          </Alert>
        )}
        {deleted && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('members.account.deleted')}
          </Alert>
        )}
        <Typography>{t('members.intro')}</Typography>
        <MemberSignInForm
          onSignedIn={(signedIn) => {
            saveSession(signedIn);
            setEnded(false);
            setSignedOutEverywhere(false);
            setDeleted(false);
            setSession(signedIn);
          }}
        />
      </MemberPageFrame>
    );
  }
  return (
    <MemberPageFrame title={t('members.welcomeToYourMemberPage')}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('members.yourOrders')}
      </Typography>
      {orders.isPending && <Typography>{t('members.loading')}</Typography>}
      {orders.isError && !sessionEnded && <Alert severity="error">{t('members.loadFailed', { message: orders.error.message })}</Alert>}
      {orders.data?.length === 0 && <Typography sx={{ mb: 3 }}>{t('members.none')}</Typography>}
      {reorder.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('members.reorder.failed', { message: reorder.error.message })}
        </Alert>
      )}
      {orders.data && orders.data.length > 0 && (
        <Table size="small" aria-label={t('members.yourOrders')} sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('members.order')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.date')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.state')}</TableCell>
              <TableCell align="right">{t('members.total')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('members.reorder.column')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.data.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/order/${order.id}`} sx={{ overflowWrap: 'anywhere' }}>
                    {order.id}
                  </Link>
                  {/* On a phone the date goes under the order, where its own column does not fit. */}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {formatDate(order.createdAt, t.locale)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(order.createdAt, t.locale)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t(`members.state.${order.state}`)}</TableCell>
                <TableCell align="right">{formatCents(order.total, t.locale)}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={reorder.isPending}
                    aria-label={t('members.reorder.button', { order: order.id })}
                    onClick={() => reorder.mutate(order.id)}
                    // On a phone a long label (French: Commander de nouveau) takes two lines, not the page's width.
                    sx={{ whiteSpace: { sm: 'nowrap' }, lineHeight: { xs: 1.3, sm: undefined } }}
                  >
                    {t('members.reorder.short')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddressBook token={session.token} />
      <AccountSettings
        onDeleted={() => {
          forget();
          setDeleted(true);
        }}
      />
      {everywhere.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('members.signOutEverywhere.failed', { message: everywhere.error.message })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          onClick={() => {
            // Signing out here never waits on the server: the session is forgotten either way.
            void signOut().catch(() => undefined);
            forget();
          }}
        >
          {t('members.signOut')}
        </Button>
        <Button variant="text" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          {t('members.signOutEverywhere.button')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('members.signOutEverywhere.why')}
      </Typography>
    </MemberPageFrame>
  );
}
