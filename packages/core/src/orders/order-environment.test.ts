import { describe, expect, it } from 'vitest';
import { orderEnvironment } from './order-environment.js';

describe('orderEnvironment', () => {
  it('is TEST when the delivery first name is TEST in any case', () => {
    for (const name of ['TEST', 'test', 'Test', ' tEsT ']) expect(orderEnvironment(name)).toBe('TEST');
  });

  it('is PROD for any other name, empty included', () => {
    for (const name of ['', 'Tess', 'Testy', 'TEST ME', 'Ada']) expect(orderEnvironment(name)).toBe('PROD');
  });
});
