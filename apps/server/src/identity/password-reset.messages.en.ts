/** A member's "forgot password" e-mail in English (ICU MessageFormat; ’ for apostrophes). */
export const messages = {
  'passwordReset.subject': 'Choose a new password for {shop}',
  'passwordReset.greeting': 'Hello,',
  'passwordReset.intro': 'Someone (we hope you) asked to choose a new password for the member account of {email} at {shop}.',
  'passwordReset.action': 'Choose it here:',
  'passwordReset.button': 'Choose a new password',
  'passwordReset.expiry': 'The link works once, for one hour. Choosing a new password signs your account out everywhere else.',
  'passwordReset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'passwordReset.sender': 'Sent by {shop} because a new password was asked for on its members page.',
} as const;
