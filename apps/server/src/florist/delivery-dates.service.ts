import { deliveryDates, halifaxTime } from '@backroom/core/florist/delivery-dates';
import { openWindowsOf, windowsOfDay, windowView } from '@backroom/core/florist/delivery-windows';
import type { FloristDeliveryDates } from '@backroom/core/florist/florist-settings';
import type { Db } from '../db/database.js';
import { windowBookings } from '../orders/delivery-window-bookings.js';
import { readSettings } from '../store-settings/store-settings.service.js';

/**
 * The dates (and their windows) a florist order placed at `now` may choose: the calendar's dates
 * and, when the store sets delivery windows, only the windows with room left (and not started),
 * a date with none left out, as a closed date is.
 */
export async function offeredDeliveryDates(db: Db, storeId: string, now: Date): Promise<FloristDeliveryDates> {
  const { settings } = await readSettings(db, storeId, 'florist');
  const today = halifaxTime(now).date;
  const dates = deliveryDates(now, settings);
  const answer = { today, sameDayCutoff: settings.sameDayCutoff };
  if (settings.deliveryWindows.length === 0 || dates.length === 0) return { ...answer, dates, windows: [], openWindows: {} };
  const bookings = await windowBookings(db, storeId, dates[0]!, dates.at(-1)!);
  const openWindows = openWindowsOf(dates, now, settings, bookings);
  return { ...answer, dates: dates.filter((date) => date in openWindows), windows: windowsOfDay(settings).map(windowView), openWindows };
}
