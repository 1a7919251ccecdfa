import type { Components, Theme } from '@mui/material/styles';

export const buttonOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Large enough to hit with a thumb on a small phone.
      root: { minHeight: 40, borderRadius: 8 },
    },
  },
};
