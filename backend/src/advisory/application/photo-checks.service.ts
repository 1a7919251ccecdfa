import { Injectable } from '@nestjs/common';
import { DEFAULT_LANG, type Lang } from '../../i18n/language';
import { translate } from '../../i18n/translate';
import { InvalidInputError, UnavailableError } from '../../shared/domain/domain-error';
import { detectImageType } from '../../shared/images/image-type';
import {
  analyzeLeaf,
  leafNotes,
  looksLikePlantMaterial,
  type LeafAnalysis,
  type LeafConfidenceLevel,
  type LeafFlag,
  type LeafNextStep,
  type LeafStatus,
} from '../domain/leaf-analysis';
import { KISAN_CALL_CENTRE } from '../domain/knowledge';
import { CropCatalog, type CatalogCrop } from './ports/crop-catalog';
import { CropIdentifier, type CropSuggestion } from './ports/crop-identifier';
import { LeafHealthAssessor, type DiseaseSuggestion } from './ports/leaf-health-assessor';
import { PhotoDecoder, type DecodedPhoto } from './ports/photo-decoder';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** One of the online service's top suggestions, with the catalogue's name in the asked language. */
export interface RankedCropSuggestion extends CropSuggestion {
  /** The crop's name in the asked language when the catalogue has the crop, else null. */
  localName: string | null;
  /** The catalogue crop's id, when matched. */
  cropId: string | null;
}

/** What to do next, as a code the screen can link from and the same in the asked language. */
export interface NextStep {
  code: LeafNextStep;
  text: string;
}

export interface CropDetection {
  /** The photo as a small `data:image/webp;base64,…` URL: shown back, never stored. */
  image: string;
  scientificName: string | null;
  commonNames: string[];
  description: string | null;
  confidence: number | null;
  source: 'kindwise' | 'offline';
  alternatives: CropSuggestion[];
  /** The best match's name in the asked language when the catalogue has it, else null. */
  localName: string | null;
  /** Up to 3 suggestions, best first (the best one and the first alternatives). */
  suggestions: RankedCropSuggestion[];
  plantMaterial: { likely: boolean; greenShare: number };
  message: string;
}

export interface HealthDetection {
  image: string;
  status: LeafStatus;
  notes: string;
  severityPct: number | null;
  flags: LeafFlag[];
  source: 'kindwise' | 'offline';
  shares: LeafAnalysis['shares'];
  spotCount: number | null;
  /** Discoloured share of the leaf alone (background left out), percent; null without a leaf. */
  affectedPct: number | null;
  /** Share of the photo set aside as background (soil, hands, sky, paper, shadow), 0..1. */
  backgroundShare: number;
  /** How far to trust the status, 0..1 (online: the service's probability for its verdict). */
  confidence: number;
  confidenceLevel: LeafConfidenceLevel;
  nextSteps: NextStep[];
  diseases: DiseaseSuggestion[];
}

const NEXT_STEP_CODE = {
  retake_photo: 'LEAF.NEXT_RETAKE',
  ask_expert: 'LEAF.NEXT_ASK_EXPERT',
  keep_watching: 'LEAF.NEXT_KEEP_WATCHING',
} as const;

/** "Oryza sativa L." and "oryza sativa" alike: genus and species, lower case. */
const species = (name: string) => name.toLowerCase().split(/\s+/).slice(0, 2).join(' ');

/**
 * Crop identification and leaf health from a farmer's photo. The photo is analysed in memory and
 * never stored: nothing later needs it, and a farm photo can show a place and a person (README,
 * Privacy). The answer carries a small copy of it as a data: URL.
 */
@Injectable()
export class PhotoChecksService {
  constructor(
    private readonly decoder: PhotoDecoder,
    private readonly identifier: CropIdentifier,
    private readonly assessor: LeafHealthAssessor,
    private readonly catalog: CropCatalog,
  ) {}

  private bySpecies: Map<string, CatalogCrop> | null = null;

  /** The catalogue crop a suggestion names: by species, then by genus when only one crop has it. */
  private catalogCrop(scientificName: string): CatalogCrop | null {
    if (!this.bySpecies) {
      this.bySpecies = new Map();
      for (const crop of this.catalog.list()) {
        const key = species(crop.scientificName);
        if (!this.bySpecies.has(key)) this.bySpecies.set(key, crop);
      }
    }
    return this.bySpecies.get(species(scientificName)) ?? null;
  }

  private ranked(s: CropSuggestion, lang: Lang): RankedCropSuggestion {
    const crop = this.catalogCrop(s.scientificName);
    return { ...s, localName: crop ? crop[lang] : null, cropId: crop?.id ?? null };
  }

  /**
   * `lang`: the language the result's message is written in. Without an online service nothing
   * here can name a crop: a 503 with its own code says so (an empty result would read as one).
   */
  async identifyCrop(photo: Buffer | undefined, lang: Lang = DEFAULT_LANG): Promise<CropDetection> {
    if (!this.identifier.configured) throw new UnavailableError('CROP_DETECT.NOT_CONFIGURED');
    const { decoded, image } = await this.accept(photo, 'crop');
    const analysis = analyzeLeaf(decoded.pixels);
    const plantMaterial = {
      likely: looksLikePlantMaterial(analysis),
      greenShare: Math.round(analysis.greenShare * 1000) / 1000,
    };
    const online = await this.identifier.identify(decoded.jpeg);
    if (!online) throw new UnavailableError('CROP_DETECT.NOT_CONFIGURED');
    const best = online.best;
    const suggestions = [
      ...(best
        ? [
            {
              scientificName: best.scientificName,
              commonNames: best.commonNames,
              confidence: best.confidence,
            },
          ]
        : []),
      ...online.alternatives,
    ]
      .slice(0, 3)
      .map((s) => this.ranked(s, lang));
    return {
      image,
      scientificName: best?.scientificName ?? null,
      commonNames: best?.commonNames ?? [],
      description: best?.description ?? null,
      confidence: best?.confidence ?? null,
      source: 'kindwise',
      alternatives: online.alternatives,
      localName: best ? (suggestions[0]?.localName ?? null) : null,
      suggestions,
      plantMaterial:
        online.isPlantProbability === null
          ? plantMaterial
          : { ...plantMaterial, likely: online.isPlantProbability >= 0.5 },
      message: best
        ? translate(lang, 'PHOTO.IDENTIFIED', { pct: Math.round(best.confidence * 100) })
        : translate(lang, 'PHOTO.NO_MATCH'),
    };
  }

  /** `lang`: the language the notes are written in. */
  async assessLeaf(photo: Buffer | undefined, lang: Lang = DEFAULT_LANG): Promise<HealthDetection> {
    const { decoded, image } = await this.accept(photo, 'leaf');
    const analysis = analyzeLeaf(decoded.pixels);
    const online = await this.assessor.assess(decoded.jpeg);
    const base = {
      image,
      severityPct: analysis.severityPct,
      flags: analysis.flags,
      shares: analysis.shares,
      spotCount: analysis.spotCount,
      affectedPct: analysis.severityPct,
      backgroundShare: analysis.backgroundShare,
    };
    const steps = (codes: LeafNextStep[]): NextStep[] =>
      codes.map((code) => ({
        code,
        text: translate(lang, NEXT_STEP_CODE[code], { phone: KISAN_CALL_CENTRE }),
      }));
    if (!online) {
      return {
        ...base,
        status: analysis.status,
        confidence: analysis.confidence,
        confidenceLevel: analysis.confidenceLevel,
        nextSteps: steps(analysis.nextSteps),
        notes: leafNotes(analysis)
          .map((note) => translate(lang, note.code, note.params))
          .join(' '),
        source: 'offline',
        diseases: [],
      };
    }
    const pct = Math.round(online.healthyProbability * 100);
    const confidence =
      Math.round(
        (online.isHealthy ? online.healthyProbability : 1 - online.healthyProbability) * 100,
      ) / 100;
    return {
      ...base,
      status: online.isHealthy ? 'Healthy' : 'Symptoms visible',
      confidence,
      confidenceLevel: confidence >= 0.7 ? 'high' : confidence >= 0.4 ? 'medium' : 'low',
      nextSteps: steps(
        online.isHealthy
          ? ['keep_watching']
          : confidence < 0.4
            ? ['retake_photo', 'ask_expert']
            : ['ask_expert'],
      ),
      notes: [
        translate(lang, 'PHOTO.HEALTH_ONLINE', { pct }),
        ...(online.diseases.length ? [translate(lang, 'PHOTO.HEALTH_CAUSES')] : []),
      ].join(' '),
      source: 'kindwise',
      diseases: online.diseases,
    };
  }

  private async accept(
    photo: Buffer | undefined,
    what: 'crop' | 'leaf',
  ): Promise<{ decoded: DecodedPhoto; image: string }> {
    if (!photo || photo.length === 0) {
      throw new InvalidInputError(
        what === 'crop' ? 'ADVISORY.IMAGE_REQUIRED' : 'ADVISORY.IMAGE_REQUIRED#leaf',
      );
    }
    if (photo.length > MAX_PHOTO_BYTES) {
      throw new InvalidInputError('ADVISORY.IMAGE_TOO_LARGE');
    }
    if (!detectImageType(photo)) {
      throw new InvalidInputError('ADVISORY.IMAGE_TYPE');
    }
    let decoded: DecodedPhoto;
    try {
      decoded = await this.decoder.decode(photo);
    } catch {
      throw new InvalidInputError('ADVISORY.IMAGE_UNREADABLE');
    }
    return { decoded, image: `data:image/webp;base64,${decoded.preview.toString('base64')}` };
  }
}
