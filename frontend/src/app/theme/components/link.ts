import type { Components, Theme } from '@mui/material/styles';

export const linkOverrides: Components<Theme> = {
  MuiLink: {
    // Always underlined: green link text is too close to the body text's colour to tell a link
    // in a sentence by colour alone (WCAG 1.4.1, axe link-in-text-block).
    defaultProps: { underline: 'always' },
    styleOverrides: { root: { textUnderlineOffset: '0.15em' } },
  },
};
