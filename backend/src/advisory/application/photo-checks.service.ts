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
  type LeafFlag,
  type LeafStatus,
} from '../domain/leaf-analysis';
import { CropIdentifier, type CropSuggestion } from './ports/crop-identifier';
import { LeafHealthAssessor, type DiseaseSuggestion } from './ports/leaf-health-assessor';
import { PhotoDecoder, type DecodedPhoto } from './ports/photo-decoder';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export interface CropDetection {
  /** The photo as a small `data:image/webp;base64,…` URL: shown back, never stored. */
  image: string;
  scientificName: string | null;
  commonNames: string[];
  description: string | null;
  confidence: number | null;
  source: 'kindwise' | 'offline';
  alternatives: CropSuggestion[];
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
  diseases: DiseaseSuggestion[];
}

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
  ) {}

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
    return {
      image,
      scientificName: best?.scientificName ?? null,
      commonNames: best?.commonNames ?? [],
      description: best?.description ?? null,
      confidence: best?.confidence ?? null,
      source: 'kindwise',
      alternatives: online.alternatives,
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
    };
    if (!online) {
      return {
        ...base,
        status: analysis.status,
        notes: leafNotes(analysis)
          .map((note) => translate(lang, note.code, note.params))
          .join(' '),
        source: 'offline',
        diseases: [],
      };
    }
    const pct = Math.round(online.healthyProbability * 100);
    return {
      ...base,
      status: online.isHealthy ? 'Healthy' : 'Symptoms visible',
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
