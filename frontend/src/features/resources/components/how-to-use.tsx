import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { howToSteps } from '../how-to-steps';

/** "How to use" text; written as "1. … 2. …" it shows as a numbered list. */
export function HowToUse({ text }: { text: string }) {
  const { intro, steps } = howToSteps(text);
  return (
    <>
      {intro && <Typography sx={{ whiteSpace: 'pre-line' }}>{intro}</Typography>}
      {steps.length > 0 && (
        <Box
          component="ol"
          sx={{ m: 0, mt: intro ? 1.5 : 0, pl: 0, listStyle: 'none', counterReset: 'step' }}
        >
          {steps.map((step, i) => (
            <Box
              component="li"
              key={i}
              sx={{
                counterIncrement: 'step',
                position: 'relative',
                pl: 5,
                py: 1,
                '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                '&::before': {
                  content: 'counter(step)',
                  position: 'absolute',
                  left: 0,
                  top: 8,
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  fontWeight: 700,
                  fontSize: '0.9rem',
                },
              }}
            >
              {step}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
