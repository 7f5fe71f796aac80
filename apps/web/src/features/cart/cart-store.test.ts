import { addToCart } from '@backroom/core/cart';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem } from '@backroom/core/testing/make-item';
import { reloadCart, updateCart, useCart } from './cart-store';

const item = makeItem({ id: 'big-bloom' });

describe('the cart store', () => {
  it('keeps the cart in local storage under "cart"', () => {
    reloadCart();
    const { result } = renderHook(() => useCart());
    act(() => updateCart((cart) => addToCart(cart, item, 2)));
    expect(result.current.items['big-bloom']?.count).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart')!).items['big-bloom'].count).toBe(2);
  });

  it('repairs a damaged stored cart instead of breaking', () => {
    localStorage.setItem('cart', '{"items": "oops", "checkoutStep": "two"');
    reloadCart();
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual({});
    expect(result.current.checkoutStep).toBe(0);
  });
});
