import type { Components, Theme } from '@mui/material/styles';

export const linkOverrides: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
