import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CropPlaceholder } from './crop-placeholder';

describe('CropPlaceholder', () => {
  it('names the missing photo and sizes its drawing in CSS, not with an invalid height="auto"', () => {
    render(<CropPlaceholder label="No photo of Wheat yet" />);
    const picture = screen.getByRole('img', { name: 'No photo of Wheat yet' });
    const svg = picture.querySelector('svg')!;
    expect(svg.getAttribute('height')).toBeNull();
    expect(svg.getAttribute('width')).toBeNull();
    expect(svg.style.width).toBe('45%');
    expect(svg.style.height).toBe('auto');
  });
});
