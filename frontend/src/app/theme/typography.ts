import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts only: no web-font download on slow connections, and the Noto families that
// Android ships cover Devanagari (Hindi) and Gujarati.
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
