import type { PaletteOptions } from '@mui/material/styles';

// Contrast checked against WCAG AA: white on primary.main 5.1:1, on primary.dark 7.9:1,
// white on secondary.main 5.8:1, text.secondary on background.default 6.9:1.
export const palette: PaletteOptions = {
  mode: 'light',
  primary: {
    light: '#4c8c4a',
    main: '#2e7d32',
    dark: '#1b5e20',
    contrastText: '#ffffff',
  },
  secondary: {
    light: '#c08a3e',
    main: '#8d5b1f',
    dark: '#5f3a0f',
    contrastText: '#ffffff',
  },
  warning: {
    main: '#ffb300',
    contrastText: '#1f2a1f',
  },
  background: {
    default: '#f7f9f4',
    paper: '#ffffff',
  },
  text: {
    primary: '#1f2a1f',
    secondary: '#4a5a4a',
  },
  divider: 'rgba(31, 42, 31, 0.14)',
};
