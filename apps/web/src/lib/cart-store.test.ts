import { addToCart } from '@backroom/core/cart';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('the cart store in a browser that refuses storage', () => {
  it('starts empty and keeps the cart for the page instead of failing', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    try {
      reloadCart();
      const { result } = renderHook(() => useCart());
      expect(result.current.items).toEqual({});
      act(() => updateCart((cart) => addToCart(cart, item, 3)));
      expect(result.current.items['big-bloom']?.count).toBe(3);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
      reloadCart();
    }
  });
});
