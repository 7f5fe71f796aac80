export interface ProviderHosts {
  /** Where the provider's browser script, its frames and its styles come from (sandbox and production). */
  scripts: readonly string[];
  /** Where that script sends the card to be tokenised. */
  connect: readonly string[];
}

/**
 * The hosts of the card providers whose scripts run on the storefront. Only providers named here
 * can be allowed: a url in the configuration never widens the policy by itself.
 */
export const CARD_PROVIDER_HOSTS: Readonly<Record<string, ProviderHosts>> = {
  square: {
    scripts: ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com'],
    connect: ['https://pci-connect.squareup.com', 'https://pci-connect.squareupsandbox.com'],
  },
  paysafe: {
    scripts: ['https://hosted.paysafe.com', 'https://hosted.test.paysafe.com'],
    connect: ['https://api.paysafe.com', 'https://api.test.paysafe.com'],
  },
};
