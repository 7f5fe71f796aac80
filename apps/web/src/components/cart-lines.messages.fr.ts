import type { messages as english } from './cart-lines.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'cartLines.empty': 'Votre panier est vide!',
  'cartLines.each': '{price} chacun',
  'cartLines.brandEach': '{brand} · {price} chacun',
  'cartLines.salePrice': 'Prix régulier {regular}, prix soldé {sale}',
  'cartLines.removeOne': 'Retirer un {name}',
  'cartLines.quantity': 'Quantité de {name}',
  'cartLines.addOne': 'Ajouter un {name}',
  'cartLines.delete': 'Supprimer {name}',
  'cartLines.removed': '{name} a été retiré du panier',
  'cartLines.added': '{name} a été ajouté au panier',
};
