import type { messages as english } from './listing-filters.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'listingFilters.title': 'Filtres',
  'listingFilters.close': 'Fermer les filtres',
  'listingFilters.loading': 'Chargement des filtres',
  'listingFilters.availability': 'Disponibilité',
  'listingFilters.inStock': 'En stock seulement',
  'listingFilters.florist': 'Articles de fleuriste (livraison locale ou cueillette)',
  'listingFilters.price': 'Prix',
  'listingFilters.min': 'Min ($)',
  'listingFilters.max': 'Max ($)',
  'listingFilters.applyPrice': 'Appliquer',
  'listingFilters.priceInvalid': "Entrez des montants en dollars, le plus bas d'abord.",
  'listingFilters.brand': 'Marque',
  'listingFilters.size': 'Format ou option',
  'listingFilters.showAll': 'Afficher les {count}',
  'listingFilters.showFewer': 'Afficher moins',
  'listingFilters.clear': 'Tout effacer',
  'listingFilters.show': '{count, plural, =0 {Aucun article ne correspond} one {Voir # article} other {Voir # articles}}',
};
