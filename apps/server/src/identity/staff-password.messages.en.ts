/** The e-mails an admin has sent to staff, in English (ICU MessageFormat; ’ for apostrophes). */
export const messages = {
  'staffInvitation.subject': 'You are invited to the back office of {shop}',
  'staffInvitation.greeting': 'Hello {name},',
  'staffInvitation.intro': '{by} invited you to the back office of {shop}, as {role}, with the e-mail address {email}.',
  'staffInvitation.action': 'Choose your password here to start:',
  'staffInvitation.button': 'Choose my password',
  'staffInvitation.expiry': 'The link works once, for seven days. If it runs out, ask {by} to send the invitation again.',
  'staffInvitation.ignore': 'If you do not expect this invitation, ignore this e-mail: nobody can sign in to the account until a password is chosen.',
  'staffReset.subject': 'Choose a new back office password for {shop}',
  'staffReset.greeting': 'Hello,',
  'staffReset.intro': '{by} sent you a link to choose a new password for your back office account {email} at {shop}.',
  'staffReset.action': 'Choose it here:',
  'staffReset.button': 'Choose a new password',
  'staffReset.expiry': 'The link works once, for one hour. Choosing a new password signs your account out everywhere else.',
  'staffReset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'staffPassword.sender': 'Sent by {shop} at the request of one of its admins.',
  'staffPassword.role': '{role, select, admin {an admin} staff {staff} other {a viewer}}',
} as const;
