import { describe, expect, it } from 'vitest';
import { carrierNameOf, NewParcel, ShipOrderBody, shipmentProblem, shipsWithTracking, storedParcel } from './parcel.js';

describe('parcels', () => {
  it('keeps a known carrier\'s parcel by its number alone: the link comes from the store\'s template', () => {
    const parcel = NewParcel.parse({ carrier: 'ups', trackingNumber: '1z999aa10123456784', carrierName: 'ignored', trackingUrl: 'https://x.example.ca' });
    expect(storedParcel(parcel)).toEqual({ carrier: 'ups', trackingNumber: '1Z999AA10123456784', carrierName: null, trackingUrl: null });
    expect(carrierNameOf({ carrier: 'ups', carrierName: null })).toBe('UPS');
  });

  it("needs another carrier's name and its tracking link", () => {
    const refused = NewParcel.safeParse({ carrier: 'other', trackingNumber: 'ARM55512' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['carrierName', "give the carrier's name"],
      ['trackingUrl', "give the parcel's tracking link"],
    ]);
    const kept = NewParcel.parse({ carrier: 'other', carrierName: 'Armour', trackingNumber: 'ARM55512', trackingUrl: 'https://armour.example.ca/t/ARM55512' });
    expect(storedParcel(kept)).toMatchObject({ carrierName: 'Armour', trackingUrl: 'https://armour.example.ca/t/ARM55512' });
    expect(NewParcel.safeParse({ ...kept, trackingUrl: 'ftp://armour.example.ca/x' }).error?.issues[0]?.message).toBe('a tracking link starts with https://');
  });

  it('refuses the same tracking number twice in one shipment', () => {
    const parcel = { carrier: 'canada-post', trackingNumber: '7023210221234567' };
    expect(ShipOrderBody.safeParse({ parcels: [parcel, { ...parcel, trackingNumber: '7023 2102 2123 4567' }] }).success).toBe(false);
    expect(ShipOrderBody.safeParse({ parcels: [parcel, { ...parcel, trackingNumber: '7023210221234568' }] }).success).toBe(true);
  });

  it('ships a courier order only with a parcel; the shop\'s own delivery needs none', () => {
    expect(shipsWithTracking('CP.EP')).toBe(true);
    expect(shipsWithTracking('LOCAL')).toBe(false);
    expect(shipmentProblem('CP.EP', 0)).toBe('A CP.EP order is shipped with its carrier and tracking number: give at least one parcel.');
    expect(shipmentProblem('CP.EP', 1)).toBeNull();
    expect(shipmentProblem('LOCAL', 0)).toBeNull();
  });
});
