import type { messages as english } from './shipping-method.messages.en';

// Canada Post's own French names of its services (Colis standard, Colis accélérés, Xpresspost, Priorité).
export const messages: Record<keyof typeof english, string> = {
  'shippingMethod.PICKUP': 'Cueillette en magasin',
  'shippingMethod.LOCAL': 'Livraison locale',
  'shippingMethod.ARMOUR': 'Messagerie Armour',
  'shippingMethod.CP.RP': 'Postes Canada – Colis standard',
  'shippingMethod.CP.EP': 'Postes Canada – Colis accélérés',
  'shippingMethod.CP.XP': 'Postes Canada – Xpresspost',
  'shippingMethod.CP.PC': 'Postes Canada – Priorité',
};
