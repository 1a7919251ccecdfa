import type { Components, Theme } from '@mui/material/styles';
import { focusRingColor } from '../focus';

export const cssBaselineOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      // Dark green on light surfaces; dark surfaces switch it to amber with darkSurfaceFocus.
      ':focus-visible': {
        outline: `3px solid ${focusRingColor}`,
        outlineOffset: 2,
      },
      img: { maxWidth: '100%' },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};
