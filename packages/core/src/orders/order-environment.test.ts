import { describe, expect, it } from 'vitest';
import { environmentsOf, EnvironmentQuery } from './order-environment.js';

describe('the environment filter of sales figures and exports', () => {
  it('counts real (PROD) orders unless asked for TEST or ALL', () => {
    expect(EnvironmentQuery.parse({})).toEqual({ environment: 'PROD' });
    expect(EnvironmentQuery.parse({ environment: 'ALL' })).toEqual({ environment: 'ALL' });
    expect(environmentsOf('PROD')).toEqual(['PROD']);
    expect(environmentsOf('TEST')).toEqual(['TEST']);
    expect(environmentsOf('ALL')).toEqual(['TEST', 'PROD']);
  });

  it('refuses anything else, lower case included', () => {
    for (const environment of ['test', 'prod', 'all', '', 'LIVE']) expect(EnvironmentQuery.safeParse({ environment }).success, environment).toBe(false);
  });
});
