import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ContactDetailProps = { icon: ReactNode; label: string; children: ReactNode };

/** One line of contact details: an icon, a small heading and what it says (address, phone…). */
export function ContactDetail({ icon, label, children }: ContactDetailProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
