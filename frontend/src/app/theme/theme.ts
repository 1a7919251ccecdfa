import { createTheme } from '@mui/material/styles';
import { palette } from './palette';
import { typography } from './typography';
import { appBarOverrides } from './components/app-bar';
import { buttonOverrides } from './components/button';
import { cardOverrides } from './components/card';
import { cssBaselineOverrides } from './components/css-baseline';
import { linkOverrides } from './components/link';

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 10 },
  components: {
    ...cssBaselineOverrides,
    ...appBarOverrides,
    ...buttonOverrides,
    ...cardOverrides,
    ...linkOverrides,
  },
});
