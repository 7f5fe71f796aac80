import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalePrice } from './sale-price';

const english = (regular: string, sale: string) => `Regular price ${regular}, sale price ${sale}`;
const french = (regular: string, sale: string) => `Prix régulier ${regular}, prix soldé ${sale}`;

describe('SalePrice', () => {
  it('shows the price alone when nothing is on sale, with no struck text', () => {
    const { container } = render(<SalePrice as="p" className="card-price" price="$18.99" regular={null} label={english} />);
    const price = container.querySelector('p.card-price');
    expect(price?.textContent).toBe('$18.99');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the regular price through before the sale price, and says both in one sentence for screen readers', () => {
    const { container } = render(<SalePrice price="$14.99" regular="$18.99" label={english} />);
    expect(container.querySelector('s')?.textContent).toBe('$18.99');
    expect(container.querySelector('.sale-now')?.textContent).toBe('$14.99');
    // The drawn prices are hidden from screen readers, which hear the sentence instead.
    expect(container.querySelector('s')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Regular price $18.99, sale price $14.99')).toBeTruthy();
  });

  it('says it in French with fr-CA amounts', () => {
    const { container } = render(<SalePrice price={'14,99\u00a0$'} regular={'18,99\u00a0$'} label={french} />);
    expect(container.querySelector('span[style]')?.textContent).toBe('Prix régulier 18,99\u00a0$, prix soldé 14,99\u00a0$');
  });

  it('strikes nothing when the regular price reads the same as the price', () => {
    const { container } = render(<SalePrice price="$5.00" regular="$5.00" label={english} />);
    expect(container.textContent).toBe('$5.00');
    expect(container.querySelector('s')).toBeNull();
  });
});
