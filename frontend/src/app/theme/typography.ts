import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts for Latin text: no web-font download for English readers. Devanagari (Hindi) and
// Gujarati fall through to the Noto families, which the app ships and declares only when one of
// those languages is chosen (src/i18n/script-fonts.ts).
export const typography: TypographyVariantsOptions = {
  fontFamily: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Noto Sans Devanagari"',
    '"Noto Sans Gujarati"',
    'Arial',
    'sans-serif',
  ].join(','),
  fontSize: 15,
  h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
  h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
  h5: { fontSize: '1.125rem', fontWeight: 700 },
  h6: { fontSize: '1rem', fontWeight: 700 },
  body1: { lineHeight: 1.65 },
  button: { textTransform: 'none', fontWeight: 600 },
};
