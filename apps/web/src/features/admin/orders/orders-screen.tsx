import { formatCents } from '@backroom/core/money';
import { ORDER_STATES, type OrderState } from '@backroom/core/orders/order-contract';
import { Alert, Box, Button, Link, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffOrdersQuery } from './api/staff-orders';
import { OrderDetails } from './order-details';
import { OrdersCsvExport } from './orders-csv-export';
import { TEST_ORDER_ROW, TestOrderChip } from '../shared/test-order-mark';
import { ScreenTitle } from '../shared/screen-title';
import { menuOptions } from '../shared/menu-options';
import { StackedTable } from '../shared/stacked-table';

/**
 * /admin/orders: the newest orders, filtered by state, a page at a time (Newer and Older walk
 * the pages; the cursors of the pages passed are kept to come back); one opens below the list,
 * scrolled into view.
 */
export function OrdersScreen() {
  const [state, setState] = useState<OrderState | 'ALL'>('ALL');
  const [openId, setOpenId] = useState<string | null>(null);
  // The cursor of each page walked past the first: the last is the page shown.
  const [cursors, setCursors] = useState<string[]>([]);
  const { data, error, isPlaceholderData } = useQuery({ ...staffOrdersQuery(state, cursors.at(-1) ?? null), placeholderData: keepPreviousData });
  const orders = data?.orders;
  const open = orders?.find((order) => order.id === openId) ?? null;
  const pageNumber = cursors.length + 1;
  return (
    <Stack spacing={2}>
      <ScreenTitle>Orders</ScreenTitle>
      <TextField
        select
        label="State"
        size="small"
        value={state}
        onChange={(event) => {
          setState(event.target.value as OrderState | 'ALL');
          setCursors([]);
        }}
        sx={{ width: 240 }}
      >
        <MenuItem value="ALL">All states</MenuItem>
        {menuOptions(ORDER_STATES)}
      </TextField>
      <OrdersCsvExport />
      {error && <Alert severity="error">{error.message}</Alert>}
      <StackedTable
        label="Orders"
        busy={isPlaceholderData}
        columns={['Order', 'Placed', 'Customer', 'State', 'Payment', 'Delivery', { label: 'Total', align: 'right' }]}
        footer={orders?.length === 0 && <Typography sx={{ p: 2 }}>No orders.</Typography>}
      >
        {(orders ?? []).map((order) => (
          <TableRow
            key={`${order.store}/${order.id}`}
            hover
            selected={order.id === openId}
            data-environment={order.environment}
            sx={order.environment === 'TEST' ? TEST_ORDER_ROW : undefined}
          >
            <TableCell>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Link component="button" onClick={() => setOpenId(order.id)} aria-label={`Open order ${order.id}`}>
                  {order.id}
                </Link>
                {order.environment === 'TEST' && <TestOrderChip />}
              </Stack>
            </TableCell>
            <TableCell>{new Date(order.createdAt).toLocaleString('en-CA')}</TableCell>
            <TableCell>
              {order.customer.firstName} {order.customer.lastName}
            </TableCell>
            <TableCell>{order.state}</TableCell>
            <TableCell>{order.paymentMethod}</TableCell>
            <TableCell>{order.shippingMethod}</TableCell>
            <TableCell align="right">{formatCents(order.total)}</TableCell>
          </TableRow>
        ))}
      </StackedTable>
      {(pageNumber > 1 || data?.next) && (
        <Stack component="nav" aria-label="Order pages" direction="row" spacing={2} alignItems="center">
          <Button disabled={pageNumber === 1 || isPlaceholderData} onClick={() => setCursors((walked) => walked.slice(0, -1))}>
            Newer orders
          </Button>
          <Typography variant="body2" aria-live="polite">
            Page {pageNumber}
          </Typography>
          <Button
            disabled={!data?.next || isPlaceholderData}
            onClick={() => {
              const next = data?.next;
              if (next) setCursors((walked) => [...walked, next]);
            }}
          >
            Older orders
          </Button>
        </Stack>
      )}
      {open && (
        // Opened below a list as long as a page: brought into view (on a phone the list is screens long).
        <Box key={open.id} ref={(details: HTMLElement | null) => details?.scrollIntoView?.({ block: 'start' })}>
          <OrderDetails order={open} />
        </Box>
      )}
    </Stack>
  );
}
