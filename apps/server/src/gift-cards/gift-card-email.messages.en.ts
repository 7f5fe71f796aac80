/** The gift card e-mail, in English. */
export const messages = {
  'giftCardEmail.subject': '{shop}: a gift card for you',
  'giftCardEmail.testCard': 'TEST CARD: this card was sold on a test order. It has no value and pays for test orders only.',
  'giftCardEmail.greeting': 'Hello {name},',
  'giftCardEmail.greetingNoName': 'Hello,',
  'giftCardEmail.from': '{sender} sends you a {amount} gift card for {shop}.',
  'giftCardEmail.fromShop': '{shop} sends you a {amount} gift card.',
  'giftCardEmail.message': 'Their message:',
  'giftCardEmail.code': 'Your code: {code}',
  'giftCardEmail.howTo': 'Type this code at checkout on {url} to pay with the card. Keep it like cash: anyone who has it can spend it.',
  'giftCardEmail.rules': 'This card never expires and carries no fees.',
  'giftCardEmail.contact': 'Questions? Call us at {phone} or reply to this e-mail.',
};
