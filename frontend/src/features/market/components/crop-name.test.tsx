import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Crop } from '../../../api/crops';
import { changeLanguage, i18n } from '../../../i18n/i18n';
import { CropName, readersCropName } from './crop-name';

// The backend's crop catalogue (advisory/infrastructure/data/crops.json).
const wheat = { en: 'Wheat', hi: 'गेहूं', gu: 'ઘઉં' };
const rice = { en: 'Rice (paddy)', hi: 'धान / चावल', gu: 'ડાંગર / ચોખા' };

function listing(cropName: string, catalogName: Crop['catalogName']) {
  return { cropName, catalogName };
}

describe('readersCropName', () => {
  it('names a Gujarati listing in Hindi or English, and adds nothing for a Gujarati reader', () => {
    const lokwan = listing('ઘઉં લોકવન', wheat);
    expect(readersCropName(lokwan, 'hi')).toBe('गेहूं');
    expect(readersCropName(lokwan, 'en')).toBe('Wheat');
    expect(readersCropName(lokwan, 'gu')).toBeNull();
  });

  it('adds nothing when the seller already wrote the name, whatever the case', () => {
    expect(readersCropName(listing('Sharbati wheat', wheat), 'en')).toBeNull();
    expect(readersCropName(listing('WHEAT from Punjab', wheat), 'en')).toBeNull();
    expect(readersCropName(listing('Sharbati wheat', wheat), 'hi')).toBe('गेहूं');
    expect(readersCropName(listing('शरबती गेहूं', wheat), 'hi')).toBeNull();
  });

  it('takes any of the names of a catalogue entry: "धान / चावल", "Rice (paddy)"', () => {
    expect(readersCropName(listing('बासमती चावल', rice), 'hi')).toBeNull();
    expect(readersCropName(listing('Paddy GR-11', rice), 'en')).toBeNull();
    expect(readersCropName(listing('બાસમતી ચોખા', rice), 'en')).toBe('Rice (paddy)');
    expect(readersCropName(listing('बासमती चावल', rice), 'gu')).toBe('ડાંગર / ચોખા');
  });

  it('says nothing of a crop the catalogue does not know', () => {
    expect(readersCropName(listing('Dragon fruit', null), 'hi')).toBeNull();
    expect(readersCropName({ cropName: 'Dragon fruit' }, 'en')).toBeNull();
  });

  it('reads an unknown language as English', () => {
    expect(readersCropName(listing('ઘઉં લોકવન', wheat), 'fr')).toBe('Wheat');
  });
});

describe('CropName', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  function renderName(crop: Parameters<typeof CropName>[0]['crop']) {
    return render(
      <I18nextProvider i18n={i18n}>
        <h2>
          <CropName crop={crop} />
        </h2>
      </I18nextProvider>,
    );
  }

  it('shows the seller\'s Gujarati name, then "(गेहूं)" for a Hindi reader', async () => {
    await act(() => changeLanguage('hi'));
    renderName(listing('ઘઉં લોકવન', wheat));
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent(/^ઘઉં લોકવન \(गेहूं\)$/);
    // Only the seller's words are marked as theirs.
    expect(screen.getByText('ઘઉં લોકવન')).toHaveAttribute('data-user-text');
    expect(heading.querySelectorAll('[data-user-text]')).toHaveLength(1);
  });

  it('shows "(Wheat)" for an English reader, and follows a change of language', async () => {
    renderName(listing('ઘઉં લોકવન', wheat));
    expect(screen.getByRole('heading')).toHaveTextContent(/^ઘઉં લોકવન \(Wheat\)$/);
    await act(() => changeLanguage('gu'));
    expect(screen.getByRole('heading')).toHaveTextContent(/^ઘઉં લોકવન$/);
  });

  it('adds nothing to "Sharbati wheat" for an English reader', () => {
    renderName(listing('Sharbati wheat', wheat));
    expect(screen.getByRole('heading')).toHaveTextContent(/^Sharbati wheat$/);
  });

  it("shows only the seller's words for a crop outside the catalogue", async () => {
    await act(() => changeLanguage('hi'));
    renderName(listing('Dragon fruit', null));
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent(/^Dragon fruit$/);
    expect(screen.getByText('Dragon fruit')).toHaveAttribute('data-user-text');
  });
});
