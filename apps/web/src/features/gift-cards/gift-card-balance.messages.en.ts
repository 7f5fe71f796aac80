// The public gift card balance page.
export const messages = {
  'giftCardBalance.title': 'Gift card balance',
  'giftCardBalance.intro': 'Enter the code printed in your gift card e-mail to see what is left on it. Case, spaces and dashes do not matter.',
  'giftCardBalance.code': 'Gift card code',
  'giftCardBalance.check': 'Check balance',
  'giftCardBalance.checking': 'Checking…',
  'giftCardBalance.result': 'The gift card ending <0>{last4}</0> holds <1>{balance}</1>.',
  'giftCardBalance.empty': 'Enter a gift card code.',
  'giftCardBalance.unknown': 'We do not know this gift card code. Check it and try again.',
  'giftCardBalance.tooMany': 'Too many codes were tried from here. Please wait 15 minutes and try again.',
  'giftCardBalance.unchecked': 'The balance could not be checked. Please try again.',
  'giftCardBalance.rules': 'Our gift cards never expire and carry no fees. Use one or more at checkout; what they do not cover is paid by card or e-transfer.',
} as const;
