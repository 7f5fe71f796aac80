import type { ClientConfig } from '@backroom/core/client-config';
import { CARD_PROVIDER_HOSTS, type ProviderHosts } from '@backroom/core/payments/card-provider-hosts';

/**
 * The storefront document's Content-Security-Policy: scripts and frames from our origin and the
 * configured card providers only (the sandbox card form is our own origin), and the inline scripts
 * named by their hash (`inlineScriptSources`: a server-rendered page's first-view check). Styles may be inline
 * because the component library writes its styles at run time; embedded JSON script elements are
 * data, not scripts, and need nothing.
 */
export function storefrontContentSecurityPolicy(config: ClientConfig | null, inlineScriptSources: readonly string[] = []): string {
  const providers = (config?.general.payment_providers ?? [])
    .filter((provider) => provider.dev || provider.prod)
    .map((provider) => CARD_PROVIDER_HOSTS[provider.name])
    .filter((hosts): hosts is ProviderHosts => hosts !== undefined);
  const scripts = [...new Set(providers.flatMap((hosts) => hosts.scripts))];
  const connect = [...new Set(providers.flatMap((hosts) => [...hosts.scripts, ...hosts.connect]))];
  const self = (...hosts: string[]) => ["'self'", ...hosts].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self(...scripts, ...inlineScriptSources)}`,
    `frame-src ${self(...scripts)}`,
    `connect-src ${self(...connect)}`,
    `style-src ${self("'unsafe-inline'", ...scripts)}`,
    `img-src ${self('data:', 'blob:', ...scripts)}`,
    `font-src ${self('data:', ...scripts)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
