import type { ClientConfig } from '@backroom/core/client-config';
import { describe, expect, it } from 'vitest';
import { fixtureConfig } from '../testing/fixture-catalogue.js';
import { storefrontContentSecurityPolicy } from './content-security-policy.js';

function configWith(providers: ClientConfig['general']['payment_providers']): ClientConfig {
  return { ...fixtureConfig, general: { ...fixtureConfig.general, payment_providers: providers } };
}

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the storefront Content-Security-Policy', () => {
  it('allows the scripts and frames of Square and Paysafe, sandbox and production, once they are set up', () => {
    const policy = storefrontContentSecurityPolicy(
      configWith([
        { name: 'square', url: 'https://web.squarecdn.com/v1/square.js', dev: true, prod: true },
        { name: 'paysafe', url: 'https://hosted.paysafe.com/checkout/v2/paysafe.checkout.min.js', dev: true, prod: false },
      ]),
    );
    const hosts = 'https://web.squarecdn.com https://sandbox.web.squarecdn.com https://hosted.paysafe.com https://hosted.test.paysafe.com';
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hosts}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${hosts}`);
    expect(directive(policy, 'connect-src')).toContain('https://pci-connect.squareupsandbox.com');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('allows nothing more for EMT, the sandbox (our own origin), a disabled provider or a url in the configuration', () => {
    const policy = storefrontContentSecurityPolicy(
      configWith([
        { name: 'emt', url: 'https://www.interac.ca/', dev: true, prod: true },
        { name: 'sandbox', url: '', dev: true, prod: true },
        { name: 'square', url: 'https://web.squarecdn.com/v1/square.js', dev: false, prod: false },
        { name: 'sezzle', url: 'https://evil.example.com/sezzle.js', dev: true, prod: true },
      ]),
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(policy).not.toContain('example.com');
    expect(storefrontContentSecurityPolicy(null)).toContain("script-src 'self';");
  });
});
