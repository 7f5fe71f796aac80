/** Whether a hosted provider's script has put its SDK on the page (it may load and still not: a blocked or changed script). */
export function hasProviderSdk(provider: 'square' | 'paysafe'): boolean {
  const page = window as unknown as { Square?: { payments?: unknown }; paysafe?: { checkout?: unknown } };
  return provider === 'square' ? typeof page.Square?.payments === 'function' : page.paysafe?.checkout !== undefined;
}
