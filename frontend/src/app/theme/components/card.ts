import type { Components, Theme } from '@mui/material/styles';

export const cardOverrides: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: 14,
      }),
    },
  },
};
