import type { messages as english } from './shipping-details.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'shippingDetails.contact': 'Coordonnées',
  'shippingDetails.floristNote':
    'Votre panier contient des fleurs : elles sont cueillies à la boutique de Liverpool ou livrées par nous à Liverpool et dans le comté de Queens, à la date de votre choix.',
  'shippingDetails.title': 'Adresse de livraison',
  'shippingDetails.firstName': 'Prénom',
  'shippingDetails.lastName': 'Nom',
  'shippingDetails.street': 'Adresse',
  'shippingDetails.additional': 'Appartement, bureau ou unité',
  'shippingDetails.province': 'Province',
  'shippingDetails.chooseProvince': 'Choisissez une province',
  'shippingDetails.localOnly': 'La livraison locale se fait seulement en Nouvelle-Écosse.',
  'shippingDetails.city': 'Ville',
  'shippingDetails.postal': 'Code postal',
  'shippingDetails.postalHint': 'Entrez un code postal valide pour voir toutes les options de livraison offertes.',
  'shippingDetails.notes': 'Instructions de livraison',
  'shippingDetails.notesHelp': 'Tout ce que nous devrions savoir pour vous faire parvenir votre commande.',
  'shippingDetails.instructions': 'Instructions de livraison',
  'shippingDetails.instructionsHelp': 'Où laisser les fleurs, un code de barrière, quand quelqu’un est à la maison.',
  'shippingDetails.card': 'Message sur la carte',
  'shippingDetails.cardHelp': 'Écrit sur une carte qui accompagne la commande.',
  'shippingDetails.savedAddress': 'Vos adresses enregistrées',
  'shippingDetails.savedAddressHelp': 'En choisir une remplit les détails de livraison ci-dessous; vous pouvez encore les modifier.',
  'shippingDetails.chooseSavedAddress': 'Choisissez une adresse enregistrée',
  'shippingDetails.defaultAddress': 'par défaut',
  'shippingDetails.labelledAddress': '{label}\u00a0: {address}',
};
