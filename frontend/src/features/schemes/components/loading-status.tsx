import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with its words, announced to screen readers; still for those who asked for less motion. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}
    >
      <CircularProgress
        size={28}
        aria-hidden
        sx={{
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            '& circle': { animation: 'none', strokeDasharray: '60px, 200px' },
          },
        }}
      />
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}
