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
  const hintId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        // The link is named by the state alone; the hint is read as its description.
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
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
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {label}
          </Typography>
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
