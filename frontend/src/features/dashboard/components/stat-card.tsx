import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type StatCardProps = {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  hint?: string;
};

/** One figure of the dashboard, labelled for screen readers by its heading. */
export function StatCard({ label, icon, children, hint }: StatCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography
        id={headingId}
        variant="h2"
        sx={{
          fontSize: '0.95rem',
          fontWeight: 600,
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box
          component="span"
          aria-hidden="true"
          sx={{ display: 'inline-flex', color: 'primary.main' }}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="div" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {children}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Card>
  );
}
