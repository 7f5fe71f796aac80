import { describe, expect, it } from 'vitest';
import { DEFAULT_FULFILMENT_SETTINGS, FulfilmentSettings } from './fulfilment-settings.js';
import { formatPickupHours } from './pickup-hours.js';

describe('pickup hours', () => {
  it('says the florist hours in runs of days, in English and French', () => {
    const { hours } = DEFAULT_FULFILMENT_SETTINGS.pickup;
    expect(formatPickupHours(hours, 'en-CA')).toEqual(['Tuesday to Friday, 10:00 a.m. to 4:00 p.m.', 'Saturday, 10:00 a.m. to 3:00 p.m.']);
    expect(formatPickupHours(hours, 'fr-CA')).toEqual(['du mardi au vendredi, de 10 h 00 à 16 h 00', 'samedi, de 10 h 00 à 15 h 00']);
  });

  it('breaks a run at a day off or other hours, whatever order the days were given in', () => {
    const days = [
      { weekday: 'THU', opens: '09:00', closes: '17:00' },
      { weekday: 'MON', opens: '09:00', closes: '17:00' },
      { weekday: 'TUE', opens: '09:00', closes: '17:00' },
      { weekday: 'FRI', opens: '09:00', closes: '20:00' },
    ] as const;
    expect(formatPickupHours(days, 'en-CA')).toEqual(['Monday to Tuesday, 9:00 a.m. to 5:00 p.m.', 'Thursday, 9:00 a.m. to 5:00 p.m.', 'Friday, 9:00 a.m. to 8:00 p.m.']);
  });

  it('keeps settings whose hours make sense, sorted by weekday, and refuses the rest', () => {
    const settings = { ...DEFAULT_FULFILMENT_SETTINGS, pickup: { address: '', hours: [{ weekday: 'SAT', opens: '10:00', closes: '15:00' }, { weekday: 'MON', opens: '08:00', closes: '12:00' }] } };
    expect(FulfilmentSettings.parse(settings).pickup.hours.map((day) => day.weekday)).toEqual(['MON', 'SAT']);
    const backwards = { ...settings, pickup: { address: '', hours: [{ weekday: 'MON', opens: '16:00', closes: '10:00' }] } };
    expect(FulfilmentSettings.safeParse(backwards).error?.issues[0]?.message).toBe('the shop closes after it opens');
    const twice = { ...settings, pickup: { address: '', hours: [settings.pickup.hours[0], settings.pickup.hours[0]] } };
    expect(FulfilmentSettings.safeParse(twice).error?.issues[0]?.message).toBe('a weekday is listed once');
    const badLink = { ...settings, trackingLinks: { ...settings.trackingLinks, ups: 'https://www.ups.com/track' } };
    expect(FulfilmentSettings.safeParse(badLink).error?.issues[0]).toMatchObject({ path: ['trackingLinks', 'ups'], message: 'put {tracking} exactly once where the tracking number goes' });
  });
});
