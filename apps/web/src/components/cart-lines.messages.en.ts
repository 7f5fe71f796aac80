// The cart's lines, in the cart drawer, on the cart page and at the checkout's review.
export const messages = {
  'cartLines.empty': 'Your shopping cart is empty!',
  'cartLines.each': '{price} each',
  'cartLines.brandEach': '{brand} · {price} each',
  'cartLines.salePrice': 'Regular price {regular}, sale price {sale}',
  'cartLines.removeOne': 'Remove one {name}',
  'cartLines.quantity': 'Quantity of {name}',
  'cartLines.addOne': 'Add one {name}',
  'cartLines.delete': 'Delete {name}',
  'cartLines.removed': 'Removed {name} from cart',
  'cartLines.added': 'Added {name} to cart',
} as const;
