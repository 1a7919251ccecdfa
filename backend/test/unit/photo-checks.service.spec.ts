import {
  MAX_PHOTO_BYTES,
  PhotoChecksService,
} from '../../src/advisory/application/photo-checks.service';
import type { DiseaseSuggestion } from '../../src/advisory/application/ports/leaf-health-assessor';
import { analyzeLeaf, leafNotes, type LeafPixels } from '../../src/advisory/domain/leaf-analysis';
import { translate } from '../../src/i18n/translate';
import { InvalidInputError, UnavailableError } from '../../src/shared/domain/domain-error';
import { FileCropCatalog } from '../../src/advisory/infrastructure/crop-catalog';
import { StubCropIdentifier, StubLeafHealthAssessor, StubPhotoDecoder } from '../fakes/advisory';
import { IMAGE_BYTES } from '../fakes/images';
import { plainImage, syntheticLeaf } from '../support/leaf-images';

const asPixels = (img: { data: Uint8Array; width: number; height: number }): LeafPixels => ({
  ...img,
  channels: 3,
  originalWidth: img.width,
  originalHeight: img.height,
});

const greenLeaf = asPixels(syntheticLeaf({}));
const spottedLeaf = asPixels(syntheticLeaf({ yellowSpots: 12, brownSpots: 10 }));
const blueSky = asPixels(plainImage([90, 150, 230]));

/** A photo upload: JPEG by its first bytes. */
const photo = Buffer.concat([IMAGE_BYTES.jpeg, Buffer.from('rest of the photo')]);

/** What an online identification service answers when it recognises nothing. */
const noMatch = {
  source: 'kindwise' as const,
  best: null,
  alternatives: [],
  isPlantProbability: null,
};

/** `online`: an identification service is set up (answering no match until told otherwise). */
function setup(pixels: LeafPixels = greenLeaf, online = true) {
  const decoder = new StubPhotoDecoder(pixels);
  const identifier = new StubCropIdentifier(online ? noMatch : null);
  const assessor = new StubLeafHealthAssessor();
  const service = new PhotoChecksService(decoder, identifier, assessor, new FileCropCatalog());
  return { service, decoder, identifier, assessor };
}

async function expectInvalid(promise: Promise<unknown>, code: string, message?: string) {
  await expect(promise).rejects.toBeInstanceOf(InvalidInputError);
  await expect(promise).rejects.toMatchObject(message ? { code, message } : { code });
}

const preview = `data:image/webp;base64,${Buffer.from('small-webp-preview').toString('base64')}`;

describe('PhotoChecksService: the photo', () => {
  it.each([
    ['no photo', undefined],
    ['an empty file', Buffer.alloc(0)],
  ])('asks for a photo when given %s, naming a crop or a leaf', async (_what, upload) => {
    const { service, decoder } = setup();
    await expectInvalid(
      service.identifyCrop(upload),
      'ADVISORY.IMAGE_REQUIRED',
      translate('en', 'ADVISORY.IMAGE_REQUIRED'),
    );
    await expectInvalid(
      service.assessLeaf(upload),
      'ADVISORY.IMAGE_REQUIRED',
      translate('en', 'ADVISORY.IMAGE_REQUIRED#leaf'),
    );
    expect(decoder.decoded).toHaveLength(0);
  });

  it('takes a photo of 10 MB, and refuses one byte more', async () => {
    const { service, identifier } = setup();
    const limit = Buffer.alloc(MAX_PHOTO_BYTES);
    IMAGE_BYTES.jpeg.copy(limit);
    await expect(service.identifyCrop(limit)).resolves.toMatchObject({ source: 'kindwise' });

    const tooLarge = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    IMAGE_BYTES.jpeg.copy(tooLarge);
    await expectInvalid(service.identifyCrop(tooLarge), 'ADVISORY.IMAGE_TOO_LARGE');
    await expectInvalid(service.assessLeaf(tooLarge), 'ADVISORY.IMAGE_TOO_LARGE');
    expect(identifier.sent).toHaveLength(1);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a.........')],
    ['a PDF', Buffer.from('%PDF-1.7 ......')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s with ADVISORY.IMAGE_TYPE, whatever it is called', async (_what, upload) => {
    const { service, decoder } = setup();
    await expectInvalid(service.identifyCrop(upload), 'ADVISORY.IMAGE_TYPE');
    await expectInvalid(service.assessLeaf(upload), 'ADVISORY.IMAGE_TYPE');
    expect(decoder.decoded).toHaveLength(0);
  });

  it('accepts PNG and WebP photos too', async () => {
    const { service } = setup();
    await expect(service.identifyCrop(IMAGE_BYTES.png)).resolves.toBeDefined();
    await expect(service.assessLeaf(IMAGE_BYTES.webp)).resolves.toBeDefined();
  });

  it('says ADVISORY.IMAGE_UNREADABLE when the photo cannot be decoded, and asks no online service', async () => {
    const { service, decoder, identifier, assessor } = setup();
    decoder.unreadable = true;
    await expectInvalid(service.identifyCrop(photo), 'ADVISORY.IMAGE_UNREADABLE');
    await expectInvalid(service.assessLeaf(photo), 'ADVISORY.IMAGE_UNREADABLE');
    expect(identifier.sent).toHaveLength(0);
    expect(assessor.sent).toHaveLength(0);
  });
});

describe('PhotoChecksService.identifyCrop', () => {
  it('without an online service, answers 503 CROP_DETECT.NOT_CONFIGURED before reading the photo', async () => {
    const { service, decoder, identifier } = setup(greenLeaf, false);
    const result = service.identifyCrop(photo);
    await expect(result).rejects.toBeInstanceOf(UnavailableError);
    await expect(result).rejects.toMatchObject({ code: 'CROP_DETECT.NOT_CONFIGURED' });
    expect(translate('en', 'CROP_DETECT.NOT_CONFIGURED')).toBe(
      'Crop identification is not configured on this server.',
    );
    expect(decoder.decoded).toHaveLength(0);
    expect(identifier.sent).toHaveLength(0);
  });

  it('sends the online service the small JPEG, never the upload with its metadata', async () => {
    const { service, decoder, identifier } = setup(greenLeaf);
    const result = await service.identifyCrop(photo);
    expect(result.plantMaterial.greenShare).toBe(
      Math.round(analyzeLeaf(greenLeaf).greenShare * 1000) / 1000,
    );
    expect(result.image).toBe(preview);
    expect(decoder.decoded).toEqual([photo]);
    expect(identifier.sent).toEqual([decoder.jpeg]);
  });

  it('judges from the colours whether a photo shows a plant when the service does not say', async () => {
    expect((await setup(greenLeaf).service.identifyCrop(photo)).plantMaterial.likely).toBe(true);
    expect((await setup(blueSky).service.identifyCrop(photo)).plantMaterial.likely).toBe(false);
  });

  it('names the crop the online service found, with its confidence in whole percent', async () => {
    const { service, identifier } = setup();
    const alternatives = [
      { scientificName: 'Oryza sativa', commonNames: ['rice'], confidence: 0.08 },
    ];
    identifier.answer = {
      source: 'kindwise',
      best: {
        scientificName: 'Triticum aestivum',
        commonNames: ['wheat'],
        confidence: 0.8765,
        description: 'A cereal grass.',
      },
      alternatives,
      isPlantProbability: null,
    };
    const result = await service.identifyCrop(photo);
    expect(result).toMatchObject({
      source: 'kindwise',
      scientificName: 'Triticum aestivum',
      commonNames: ['wheat'],
      description: 'A cereal grass.',
      confidence: 0.8765,
      alternatives,
      plantMaterial: { likely: true },
      message: translate('en', 'PHOTO.IDENTIFIED', { pct: 88 }),
    });
  });

  it('lists the top 3 suggestions with probabilities, named from the catalogue in the asked language', async () => {
    const { service, identifier } = setup();
    identifier.answer = {
      source: 'kindwise',
      best: {
        scientificName: 'Triticum aestivum L.',
        commonNames: ['wheat'],
        confidence: 0.81,
        description: null,
      },
      alternatives: [
        { scientificName: 'Oryza sativa', commonNames: ['rice'], confidence: 0.1 },
        { scientificName: 'Lolium perenne', commonNames: ['ryegrass'], confidence: 0.05 },
        { scientificName: 'Phaseolus vulgaris', commonNames: ['bean'], confidence: 0.01 },
      ],
      isPlantProbability: 0.99,
    };
    const hi = await service.identifyCrop(photo, 'hi');
    expect(hi.localName).toBe('गेहूं');
    expect(hi.suggestions).toEqual([
      {
        scientificName: 'Triticum aestivum L.',
        commonNames: ['wheat'],
        confidence: 0.81,
        localName: 'गेहूं',
        cropId: 'wheat',
      },
      {
        scientificName: 'Oryza sativa',
        commonNames: ['rice'],
        confidence: 0.1,
        localName: 'धान / चावल',
        cropId: 'rice',
      },
      {
        scientificName: 'Lolium perenne',
        commonNames: ['ryegrass'],
        confidence: 0.05,
        localName: null,
        cropId: null,
      },
    ]);
    const gu = await service.identifyCrop(photo, 'gu');
    expect(gu.suggestions.map((s) => s.localName)).toEqual(['ઘઉં', 'ડાંગર / ચોખા', null]);
  });

  it('trusts the online service’s own "is it a plant" answer over the colours', async () => {
    const { service, identifier } = setup(greenLeaf);
    identifier.answer = {
      source: 'kindwise',
      best: null,
      alternatives: [],
      isPlantProbability: 0.49,
    };
    expect((await service.identifyCrop(photo)).plantMaterial.likely).toBe(false);

    const sky = setup(blueSky);
    sky.identifier.answer = {
      source: 'kindwise',
      best: null,
      alternatives: [],
      isPlantProbability: 0.5,
    };
    expect((await sky.service.identifyCrop(photo)).plantMaterial.likely).toBe(true);
  });

  it('says so when the online service found no match', async () => {
    const { service, identifier } = setup();
    identifier.answer = {
      source: 'kindwise',
      best: null,
      alternatives: [],
      isPlantProbability: null,
    };
    await expect(service.identifyCrop(photo)).resolves.toMatchObject({
      source: 'kindwise',
      scientificName: null,
      confidence: null,
      message: translate('en', 'PHOTO.NO_MATCH'),
    });
  });

  it('writes the message in the language asked for', async () => {
    const { service } = setup();
    const result = await service.identifyCrop(photo, 'gu');
    expect(result.message).toBe(translate('gu', 'PHOTO.NO_MATCH'));
  });
});

describe('PhotoChecksService.assessLeaf', () => {
  const blight: DiseaseSuggestion = {
    name: 'Leaf blight',
    probability: 0.7,
    treatment: { biological: ['Trichoderma'], chemical: [], prevention: ['Crop rotation'] },
  };

  it('without an online service, measures the discoloured share and writes notes', async () => {
    const { service, assessor, decoder } = setup(spottedLeaf);
    const analysis = analyzeLeaf(spottedLeaf);
    const result = await service.assessLeaf(photo, 'hi');
    expect(result).toEqual({
      image: preview,
      status: analysis.status,
      severityPct: analysis.severityPct,
      flags: analysis.flags,
      shares: analysis.shares,
      spotCount: analysis.spotCount,
      affectedPct: analysis.severityPct,
      backgroundShare: analysis.backgroundShare,
      confidence: analysis.confidence,
      confidenceLevel: analysis.confidenceLevel,
      nextSteps: analysis.nextSteps.map((code) => ({
        code,
        text: expect.any(String) as unknown,
      })),
      notes: leafNotes(analysis)
        .map((n) => translate('hi', n.code, n.params))
        .join(' '),
      source: 'offline',
      diseases: [],
    });
    expect(result.status).toBe('Symptoms visible');
    expect(result.nextSteps.map((s) => s.code)).toContain('ask_expert');
    expect(result.nextSteps.find((s) => s.code === 'ask_expert')?.text).toBe(
      translate('hi', 'LEAF.NEXT_ASK_EXPERT', { phone: '1800-180-1551' }),
    );
    expect(assessor.sent).toEqual([decoder.jpeg]);
  });

  it('offline, never names a disease, and says what to do next', async () => {
    const healthy = await setup(greenLeaf).service.assessLeaf(photo, 'gu');
    expect(healthy).toMatchObject({ status: 'Healthy', source: 'offline', diseases: [] });
    expect(healthy.nextSteps.map((s) => s.code)).toEqual(['keep_watching']);
    expect(healthy.nextSteps[0]!.text).toBe(
      translate('gu', 'LEAF.NEXT_KEEP_WATCHING', { phone: '1800-180-1551' }),
    );
    const sky = await setup(blueSky).service.assessLeaf(photo);
    expect(sky.nextSteps.map((s) => s.code)).toEqual(['retake_photo', 'ask_expert']);
    expect(sky).toMatchObject({ confidence: 0, confidenceLevel: 'low', affectedPct: null });
  });

  it('says Unknown for a photo with no leaf in it', async () => {
    const { service } = setup(blueSky);
    const result = await service.assessLeaf(photo);
    expect(result.status).toBe('Unknown');
    expect(result.flags).toContain('no_leaf_found');
  });

  it('reports the online service’s verdict, keeping the offline measurements', async () => {
    const { service, assessor } = setup(spottedLeaf);
    assessor.answer = {
      healthyProbability: 0.914,
      isHealthy: true,
      isPlantProbability: 0.99,
      diseases: [],
    };
    const result = await service.assessLeaf(photo);
    expect(result).toMatchObject({
      source: 'kindwise',
      status: 'Healthy',
      notes: translate('en', 'PHOTO.HEALTH_ONLINE', { pct: 91 }),
      diseases: [],
      severityPct: analyzeLeaf(spottedLeaf).severityPct,
    });
  });

  it('lists the likely causes when the online service finds the leaf unhealthy', async () => {
    const { service, assessor } = setup(greenLeaf);
    assessor.answer = {
      healthyProbability: 0.2,
      isHealthy: false,
      isPlantProbability: 0.99,
      diseases: [blight],
    };
    const result = await service.assessLeaf(photo, 'hi');
    expect(result).toMatchObject({
      status: 'Symptoms visible',
      notes: `${translate('hi', 'PHOTO.HEALTH_ONLINE', { pct: 20 })} ${translate('hi', 'PHOTO.HEALTH_CAUSES')}`,
      diseases: [blight],
      confidence: 0.8,
      confidenceLevel: 'high',
    });
    expect(result.nextSteps.map((s) => s.code)).toEqual(['ask_expert']);
  });
});
