import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { StateTileArt } from './state-tile-art';

type StateCardProps = {
  /** English name: it draws the picture, so a state looks the same in every language. */
  name: string;
  label: string;
  hint?: string;
  to: string;
};

/**
 * One state of the grid: a picture and the name; a row on phones, a tile from 600 px. Memoised,
 * since typing in the search box renders the grid again on every key.
 */
export const StateCard = memo(function StateCard({ name, label, hint, to }: StateCardProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        // Named by everything it shows (WCAG 2.5.3, label in name): the state, then the hint.
        aria-labelledby={hint ? `${labelId} ${hintId}` : labelId}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: { xs: 96, sm: '100%' },
            height: { xs: 64, sm: 'auto' },
            aspectRatio: { sm: '16 / 9' },
            overflow: 'hidden',
          }}
        >
          <StateTileArt name={name} />
        </Box>
        <Box
          sx={{
            px: 2,
            py: 1.25,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        >
          <Typography id={labelId} component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {label}
          </Typography>
          {/* The space keeps the two words apart in the link's text (flex drops it on screen). */}
          {hint && ' '}
          {hint && (
            <Typography
              id={hintId}
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {hint}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
});
