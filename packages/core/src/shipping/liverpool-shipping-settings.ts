import { ShippingSettings, type ShippingSettingsInput } from './shipping-settings.js';

/**
 * The Back Room's shipping settings in Liverpool, Nova Scotia: the default rate tables, and the
 * delivery area as the shop knows it. Coordinates are of each community's centre, to about a
 * kilometre; distances are in a straight line from the store on Main Street.
 */
export const LIVERPOOL_SHIPPING_SETTINGS = {
  originPostal: 'B0T 1K0',
  deliveryArea: {
    province: 'NS',
    origin: { latitude: 44.0386, longitude: -64.7172 },
    radiusKm: 40,
    communities: [
      { name: 'Liverpool', latitude: 44.0386, longitude: -64.7172, postalPrefixes: ['B0T'] },
      { name: 'Milton', latitude: 44.0625, longitude: -64.7475, postalPrefixes: ['B0T'] },
      { name: 'Brooklyn', latitude: 44.0547, longitude: -64.6958, postalPrefixes: ['B0T'] },
      { name: 'Western Head', latitude: 43.9917, longitude: -64.6667, postalPrefixes: ['B0T'] },
      { name: 'Beach Meadows', latitude: 44.03, longitude: -64.655, postalPrefixes: ['B0T'] },
      { name: 'White Point', latitude: 43.9497, longitude: -64.7347, postalPrefixes: ['B0T'] },
      { name: 'Hunts Point', latitude: 43.9633, longitude: -64.7608, postalPrefixes: ['B0T'] },
      { name: 'Summerville', aliases: ['Summerville Beach'], latitude: 43.945, longitude: -64.808, postalPrefixes: ['B0T'] },
      { name: 'Port Mouton', latitude: 43.9286, longitude: -64.8431, postalPrefixes: ['B0T'] },
      { name: 'Port Joli', latitude: 43.8633, longitude: -64.8917, postalPrefixes: ['B0T'] },
      { name: 'Port Medway', latitude: 44.1333, longitude: -64.575, postalPrefixes: ['B0J'] },
      { name: 'Mill Village', latitude: 44.17, longitude: -64.64, postalPrefixes: ['B0J'] },
      { name: 'Greenfield', latitude: 44.3167, longitude: -64.85, postalPrefixes: ['B0T'] },
      // Known and named by shoppers, but beyond 40 km in a straight line: measured, not LOCAL.
      { name: 'Caledonia', latitude: 44.3867, longitude: -65.0253, postalPrefixes: ['B0T'] },
      { name: 'Bridgewater', latitude: 44.3778, longitude: -64.5189, postalPrefixes: ['B4V'] },
    ],
    postalPrefixesInside: [{ prefix: 'B0T 1K0', community: 'Liverpool' }],
    // Coldbrook, Kings County: about 100 km away, whatever a centroid says.
    postalPrefixesOutside: ['B4R'],
  },
  canadaPost: null,
} as const satisfies ShippingSettingsInput;

/** When a store has no shipping settings: a Nova Scotia shop's rates and Liverpool's delivery area. */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = ShippingSettings.parse(LIVERPOOL_SHIPPING_SETTINGS);
