import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, mockApi, serverError, undocumentedError } from '../../../testing/api-server';
import { changeLanguage } from '../../../i18n/i18n';
import { noNotifications } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'leaf.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123');
  localStorage.setItem('userId', 'user-1');
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(async () => {
  await changeLanguage('en');
});

function card(name: string) {
  return screen.findByRole('region', { name });
}

describe('Crop Detection screen', () => {
  it('asks for a photo before checking', async () => {
    mockApi(noNotifications);
    renderApp('/features/crop-detection');
    const crop = await card('Crop Detection');
    await userEvent.click(within(crop).getByRole('button', { name: 'Detect crop' }));
    expect(within(crop).getByText('Please select a crop image.')).toBeInTheDocument();
    const health = await card('Crop Health Detection');
    await userEvent.click(within(health).getByRole('button', { name: 'Check leaf health' }));
    expect(within(health).getByText('Please select a leaf image.')).toBeInTheDocument();
  }, 20_000);

  it('shows the offline leaf analysis: status, shares, spots and notes', async () => {
    const api = mockApi(
      noNotifications,
      http.post('/api/cropHealthDetection', ({ response }) =>
        response(200).json({
          image: 'data:image/webp;base64,UklGRiQAAABXRUJQ',
          status: 'Symptoms visible',
          notes: 'About 23% of the leaf area looks discoloured. This is not a diagnosis.',
          severityPct: 23.4,
          flags: ['low_resolution'],
          source: 'offline',
          shares: { green: 0.766, yellow: 0.15, brown: 0.084 },
          spotCount: 6,
          affectedPct: 23.4,
          backgroundShare: 0.42,
          confidence: 0.81,
          confidenceLevel: 'high',
          nextSteps: [{ code: 'ask_expert', text: 'Show the plant to an expert (1800-180-1551).' }],
          diseases: [],
        }),
      ),
    );
    renderApp('/features/crop-detection');
    const health = await card('Crop Health Detection');
    await userEvent.upload(health.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(health).getByRole('button', { name: 'Check leaf health' }));
    expect(await within(health).findByText('Symptoms visible')).toBeInTheDocument();
    expect(within(health).getByText('Discoloured leaf area: 23.4%')).toBeInTheDocument();
    expect(within(health).getByText('Yellow: 15%')).toBeInTheDocument();
    expect(within(health).getByText('Spots: 6')).toBeInTheDocument();
    expect(
      within(health).getByText('The photo is small; a sharper one works better.'),
    ).toBeInTheDocument();
    expect(within(health).getByText(/not a diagnosis/)).toBeInTheDocument();
    expect(within(health).getByText('Source: Offline analysis on our server')).toBeInTheDocument();
    expect(within(health).getByText('How sure: High (81%)')).toBeInTheDocument();
    expect(
      within(health).getByText('Soil, hands and other background left out: 42% of the photo'),
    ).toBeInTheDocument();
    expect(within(health).getByText('What to do next')).toBeInTheDocument();
    expect(within(health).getByText(/Show the plant to an expert/)).toBeInTheDocument();
    expect(within(health).getByRole('link', { name: '1800-180-1551' })).toHaveAttribute(
      'href',
      'tel:18001801551',
    );
    expect(within(health).getByRole('link', { name: 'Open Expert Advice' })).toHaveAttribute(
      'href',
      '/features/expert',
    );
    expect(api.callsTo('POST /api/cropHealthDetection')).toHaveLength(1);
  }, 20_000);

  it('shows the top crop suggestions with their chance and the names in Hindi', async () => {
    await changeLanguage('hi');
    mockApi(
      noNotifications,
      http.post('/api/crop-detect', ({ response }) =>
        response(200).json({
          image: 'data:image/webp;base64,UklGRiQAAABXRUJQ',
          scientificName: 'Triticum aestivum',
          commonNames: ['wheat'],
          description: null,
          confidence: 0.81,
          source: 'kindwise',
          alternatives: [{ scientificName: 'Lolium perenne', commonNames: [], confidence: 0.1 }],
          localName: 'गेहूं',
          suggestions: [
            {
              scientificName: 'Triticum aestivum',
              commonNames: ['wheat'],
              confidence: 0.81,
              localName: 'गेहूं',
              cropId: 'wheat',
            },
            {
              scientificName: 'Lolium perenne',
              commonNames: [],
              confidence: 0.1,
              localName: null,
              cropId: null,
            },
          ],
          plantMaterial: { likely: true, greenShare: 0.4 },
          message: 'Kindwise plant.id ने 81% भरोसे के साथ पहचाना।',
        }),
      ),
    );
    renderApp('/features/crop-detection');
    const crop = await card('फसल पहचान');
    await userEvent.upload(crop.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(crop).getByRole('button', { name: 'फसल पहचानें' }));
    expect(await within(crop).findByText('सबसे संभावित फसलें')).toBeInTheDocument();
    expect(within(crop).getAllByText('गेहूं').length).toBeGreaterThanOrEqual(2);
    expect(within(crop).getByRole('progressbar', { name: 'गेहूं 81%' })).toBeInTheDocument();
    expect(
      within(crop).getByRole('progressbar', { name: 'Lolium perenne 10%' }),
    ).toBeInTheDocument();
    expect(within(crop).getByText(/10% संभावना/)).toBeInTheDocument();
  }, 20_000);

  it('offline crop detection explains itself and offers the crop list', async () => {
    mockApi(
      noNotifications,
      http.post('/api/crop-detect', ({ response }) =>
        response(200).json({
          image: 'data:image/webp;base64,UklGRiQAAABXRUJQ',
          scientificName: null,
          commonNames: [],
          description: null,
          confidence: null,
          source: 'offline',
          alternatives: [],
          localName: null,
          suggestions: [],
          plantMaterial: { likely: true, greenShare: 0.4 },
          message: 'Identifying a crop from a photo needs the online identification service.',
        }),
      ),
      http.get('/api/advisory/crops', ({ response }) =>
        response(200).json({
          data: [
            {
              id: 'rice',
              scientificName: 'Oryza sativa',
              en: 'Rice (paddy)',
              hi: 'धान',
              gu: 'ડાંગર',
              category: 'cereal',
            },
            {
              id: 'wheat',
              scientificName: 'Triticum aestivum',
              en: 'Wheat',
              hi: 'गेहूँ',
              gu: 'ઘઉં',
              category: 'cereal',
            },
          ],
        }),
      ),
    );
    renderApp('/features/crop-detection');
    const crop = await card('Crop Detection');
    await userEvent.upload(crop.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(crop).getByRole('button', { name: 'Detect crop' }));
    expect(
      await within(crop).findByText(/needs the online identification service/),
    ).toBeInTheDocument();
    expect(within(crop).getByText('The photo appears to show plant material.')).toBeInTheDocument();
    await userEvent.type(within(crop).getByRole('combobox', { name: 'Search crops' }), 'whe');
    await userEvent.click(await screen.findByRole('option', { name: /Wheat/ }));
    await waitFor(() =>
      expect(
        within(crop).getByText('Wheat — Hindi: गेहूँ, Gujarati: ઘઉં (Triticum aestivum)'),
      ).toBeInTheDocument(),
    );
  }, 20_000);

  it("says 'Crop health detection failed.' when the check fails", async () => {
    mockApi(
      noNotifications,
      http.post('/api/cropHealthDetection', ({ response }) =>
        response.untyped(serverError(502, 'x')),
      ),
    );
    renderApp('/features/crop-detection');
    const health = await card('Crop Health Detection');
    await userEvent.upload(health.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(health).getByRole('button', { name: 'Check leaf health' }));
    expect(await within(health).findByText('Crop health detection failed.')).toBeInTheDocument();
  }, 20_000);

  it("says when crop identification is not set up on the server, in the reader's language", async () => {
    await changeLanguage('hi');
    mockApi(
      noNotifications,
      http.post('/api/crop-detect', ({ response }) =>
        response.untyped(
          undocumentedError(503, {
            statusCode: 503,
            code: 'CROP_DETECT.NOT_CONFIGURED',
            message: 'इस सर्वर पर फसल पहचान कॉन्फ़िगर नहीं है',
          }),
        ),
      ),
      http.get('/api/advisory/crops', ({ response }) =>
        response(200).json({
          data: [
            {
              id: 'wheat',
              scientificName: 'Triticum aestivum',
              en: 'Wheat',
              hi: 'गेहूं',
              gu: 'ઘઉં',
              category: 'cereal',
            },
          ],
        }),
      ),
    );
    renderApp('/features/crop-detection');
    const crop = await card('फसल पहचान');
    await userEvent.upload(crop.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(crop).getByRole('button', { name: 'फसल पहचानें' }));

    expect(await within(crop).findByRole('alert')).toHaveTextContent(
      'इस सर्वर पर फसल पहचान की सुविधा अभी चालू नहीं है। पत्ते की सेहत की जाँच काम कर रही है।',
    );
    expect(within(crop).queryByText('फसल की पहचान नहीं हो सकी।')).not.toBeInTheDocument();
    // The farmer can still name the crop from the catalogue.
    expect(within(crop).getByText('सूची से अपनी फसल चुनें')).toBeInTheDocument();
    expect(within(crop).getByRole('combobox')).toBeInTheDocument();
  }, 20_000);

  it("says 'Crop detection failed.' for any other server failure", async () => {
    mockApi(
      noNotifications,
      http.post('/api/crop-detect', ({ response }) => response.untyped(serverError(503))),
    );
    renderApp('/features/crop-detection');
    const crop = await card('Crop Detection');
    await userEvent.upload(crop.querySelector('input[type=file]')!, photo());
    await userEvent.click(within(crop).getByRole('button', { name: 'Detect crop' }));
    expect(await within(crop).findByRole('alert')).toHaveTextContent('Crop detection failed.');
  }, 20_000);
});
