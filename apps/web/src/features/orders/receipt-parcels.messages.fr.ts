import type { messages as english } from './receipt-parcels.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'receiptParcels.title': '{count, plural, one {Votre colis} other {Vos colis}}',
  'receiptParcels.intro': '{count, plural, one {Votre commande est en route. Suivez-la sur le site du transporteur\u00a0:} other {Votre commande est en route en {count} colis. Suivez-les sur le site des transporteurs\u00a0:}}',
};
