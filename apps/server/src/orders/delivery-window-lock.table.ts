/** A store's date and delivery window someone has booked: locked by each booking, so bookings count one after another. */
export interface DeliveryWindowLockTable {
  store_id: string;
  delivery_date: string;
  window_id: string;
  locked_at: string;
}
