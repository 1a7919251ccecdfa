import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type CropPlaceholderProps = { label: string; sx?: SxProps<Theme> };

// Stands in for a crop photo when the seller added none: a sprouting seedling on soil.
export function CropPlaceholder({ label, sx }: CropPlaceholderProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={[
        {
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#eef6e6',
          color: 'primary.main',
          width: '100%',
          height: '100%',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Sized in CSS: "auto" is no valid height attribute (browsers log an error per picture). */}
      <svg
        viewBox="0 0 120 90"
        style={{ width: '45%', height: 'auto' }}
        aria-hidden="true"
        focusable="false"
      >
        <ellipse cx="60" cy="78" rx="48" ry="8" fill="#8d5b1f" opacity="0.35" />
        <path d="M60 78 V40" stroke="#2e7d32" strokeWidth="4" strokeLinecap="round" fill="none" />
        <path d="M60 52 C40 50 30 36 32 22 C48 22 60 34 60 52 Z" fill="#43a047" />
        <path d="M60 44 C78 44 90 30 88 14 C70 14 58 28 60 44 Z" fill="#81c784" />
      </svg>
    </Box>
  );
}
