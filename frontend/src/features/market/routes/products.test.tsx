import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
});

describe('products', () => {
  it('shows the six sample products with price per kg, location and a cart button', async () => {
    renderApp('/product');

    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]);
    expect(first.getByRole('img', { name: 'Tomatoes' })).toBeInTheDocument();
    expect(first.getByText('₹32 per kg')).toBeInTheDocument();
    expect(first.getByText('Kolar, Karnataka')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Add Tomatoes to cart' })).toBeInTheDocument();
  });
});
