import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Crop } from '../../../api/crops';
import { isLanguage } from '../../../i18n/stored-language';

type Named = Pick<Crop, 'cropName'> & { catalogName?: Crop['catalogName'] };

/** Lower case, without the marks spellings differ in (accents, nukta, chandrabindu/anusvara). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0901\u0902\u093c\u0a81\u0a82\u0abc]/g, '')
    .toLocaleLowerCase()
    .trim();
}

/** The names a catalogue entry goes by: "धान / चावल" -> धान, चावल; "Rice (paddy)" -> Rice, paddy. */
function namesIn(catalogName: string): string[] {
  return catalogName
    .split(/[/(),]/)
    .map(folded)
    .filter(Boolean);
}

/**
 * The crop's name in the reader's language, when the seller wrote it in another ("ઘઉં લોકવન" ->
 * "गेहूं" for a Hindi reader); null when the seller's words already say it or the crop is not in
 * the catalogue.
 */
export function readersCropName(crop: Named, language: string): string | null {
  const lang = isLanguage(language) ? language : 'en';
  const theirs = crop.catalogName?.[lang];
  if (!theirs) return null;
  const written = folded(crop.cropName);
  return namesIn(theirs).some((n) => written.includes(n)) ? null : theirs;
}

/**
 * The seller's own name for the crop as they wrote it (marked as the seller's text), and beside it
 * the crop's name in the reader's language when it differs.
 */
export function CropName({ crop }: { crop: Named }) {
  const { i18n } = useTranslation();
  const readers = readersCropName(crop, i18n.language);
  return (
    <>
      <span data-user-text="">{crop.cropName}</span>
      {readers && ' '}
      {readers && (
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          ({readers})
        </Box>
      )}
    </>
  );
}
