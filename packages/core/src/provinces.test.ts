import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES, provinceName } from './provinces.js';

describe('province names', () => {
  it('name every province and territory in English and in Canadian French', () => {
    expect(provinceName('BC')).toBe('British Columbia');
    expect(provinceName('QC', 'en-CA')).toBe('Quebec');
    expect((['BC', 'QC', 'NS', 'PE', 'NL', 'NT', 'NB'] as const).map((code) => provinceName(code, 'fr-CA'))).toEqual([
      'Colombie-Britannique',
      'Québec',
      'Nouvelle-Écosse',
      'Île-du-Prince-Édouard',
      'Terre-Neuve-et-Labrador',
      'Territoires du Nord-Ouest',
      'Nouveau-Brunswick',
    ]);
    for (const code of PROVINCE_CODES) expect(provinceName(code, 'fr-CA')).not.toBe('');
  });
});
