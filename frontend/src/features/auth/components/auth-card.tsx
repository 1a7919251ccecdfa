import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import fields from '../../../assets/images/landing/hero-fields.webp';

type AuthCardProps = {
  title: string;
  subtitle?: string;
  /** The green picture panel beside the form, on wide screens only. */
  tagline: string;
  children: ReactNode;
  /** Under the card, e.g. the copyright line of the login page. */
  after?: ReactNode;
};

// The frame of the login, signup and forgot-password pages. The picture is a CSS background
// of a panel hidden on phones, so phones never download it.
export function AuthCard({ title, subtitle, tagline, children, after }: AuthCardProps) {
  return (
    <Box
      sx={{
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
        display: 'grid',
        justifyItems: 'center',
        gap: 3,
        background: 'linear-gradient(180deg, #e8f5e9 0%, #f7f9f4 60%)',
        minHeight: '100%',
      }}
    >
      <Card
        sx={{
          width: '100%',
          maxWidth: { xs: 480, md: 920 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          overflow: 'hidden',
          boxShadow: '0 8px 28px rgba(27, 94, 32, 0.12)',
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'flex-end',
            p: 4,
            minHeight: 420,
            color: '#ffffff',
            backgroundImage: `linear-gradient(180deg, rgba(20, 57, 26, 0.05) 30%, rgba(20, 57, 26, 0.85) 100%), url(${fields})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.35 }}>
            {tagline}
          </Typography>
        </Box>
        <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, color: 'primary.dark' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Box>
      </Card>
      {after}
    </Box>
  );
}
