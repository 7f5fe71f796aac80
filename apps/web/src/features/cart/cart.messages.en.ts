// The cart drawer and the cart page (their lines: components/cart-lines.messages.en.ts).
export const messages = {
  'cart.region': 'Shopping cart',
  'cart.yourCart': 'Your cart',
  'cart.close': 'Close cart',
  'cart.subtotal': 'Subtotal {amount}',
  'cart.view': 'View cart',
  'cart.checkout': 'Checkout',
  'cart.title': 'Cart',
  'cart.removeAll': 'Remove All',
  'cart.removeAllTitle': 'Remove all?',
  'cart.removeAllText': 'This will remove all items from your cart. Are you sure?',
  'cart.no': 'No',
  'cart.yes': 'Yes',
} as const;
