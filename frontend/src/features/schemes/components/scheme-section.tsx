import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { Scheme } from '../../../api/schemes';
import { SchemeCard } from './scheme-card';

type SchemeSectionProps = {
  title: string;
  schemes: Scheme[];
  /** Shown instead of the cards when there are none to show. */
  whenNone: ReactNode;
  /** After the cards (or the text for none). */
  footer?: ReactNode;
};

/** A titled group of scheme cards: the state's own, or the central ones. */
export function SchemeSection({ title, schemes, whenNone, footer }: SchemeSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography
        id={titleId}
        variant="h2"
        sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 2 }}
      >
        {title}
      </Typography>
      {schemes.length === 0 ? (
        whenNone
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {schemes.map((scheme) => (
            <li key={scheme._id}>
              <SchemeCard scheme={scheme} />
            </li>
          ))}
        </Box>
      )}
      {footer}
    </Box>
  );
}
