import type { Components, Theme } from '@mui/material/styles';
import { darkSurfaceFocus } from '../focus';

export const appBarOverrides: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      colorPrimary: ({ theme }) => ({
        backgroundColor: theme.palette.primary.dark,
        ...darkSurfaceFocus(theme),
      }),
    },
  },
};
