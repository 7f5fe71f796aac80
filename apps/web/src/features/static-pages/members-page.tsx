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

const orderDate = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** The members' area: a signed-in member sees their past orders; anyone else may sign in or register. */
export function MembersPage() {
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
      <InfoPage title="Nothing to see here.">
        {ended && <Alert severity="info" sx={{ mb: 2 }}>Your session has ended: please sign in again.</Alert>}
        <Typography>Members can sign in to see their past orders. Ordering as a guest works just the same.</Typography>
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
    <InfoPage title="Welcome to your member page.">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Your orders
      </Typography>
      {orders.isPending && <Typography>Loading orders...</Typography>}
      {orders.isError && !sessionEnded && <Alert severity="error">Your orders could not be loaded: {orders.error.message}</Alert>}
      {orders.data?.length === 0 && <Typography>You have not ordered while signed in yet.</Typography>}
      {orders.data && orders.data.length > 0 && (
        <Table size="small" aria-label="Your orders" sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Total</TableCell>
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
                <TableCell>{orderDate(order.createdAt)}</TableCell>
                <TableCell>{order.state}</TableCell>
                <TableCell align="right">{formatCents(order.total)}</TableCell>
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
        Sign out
      </Button>
    </InfoPage>
  );
}
