import { addCalendarDays } from '@backroom/core/florist/delivery-dates';
import { shopDayStartsAt } from '@backroom/core/orders/business-days';
import { type DateRange, dateRangeProblem } from '@backroom/core/reports/report-periods';
import { AppError } from '../errors/app-error.js';
import type { ReportWindow } from './reports.repository.js';

/** The instants of shop dates `from` to `to`, both included (America/Halifax), as the orders CSV reads them; a 400 for a range it cannot be. */
export function reportWindow(range: DateRange, store: string | undefined): ReportWindow {
  const problem = dateRangeProblem(range);
  if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, [{ path: 'querystring/to', message: problem }]);
  return { start: shopDayStartsAt(range.from).toISOString(), end: shopDayStartsAt(addCalendarDays(range.to, 1)).toISOString(), store };
}
