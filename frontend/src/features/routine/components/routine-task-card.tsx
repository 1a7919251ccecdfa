import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Importance } from '../farming-calendar';
import { ImportanceChip, importanceColor } from './importance-chip';

type RoutineTaskCardProps = {
  title: string;
  description: string;
  headingLevel: 'h3' | 'h4';
  /** Daily tasks only: when, and how much it matters. */
  time?: string;
  importance?: Importance;
};

export function RoutineTaskCard({
  title,
  description,
  headingLevel,
  time,
  importance,
}: RoutineTaskCardProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        borderLeftWidth: 6,
        borderLeftColor: importance ? `${importanceColor[importance]}.main` : 'primary.main',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {(time || importance) && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            {time && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <AccessTimeIcon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {time}
                </Typography>
              </Stack>
            )}
            {importance && <ImportanceChip importance={importance} />}
          </Stack>
        )}
        <Typography id={headingId} component={headingLevel} variant="h6" sx={{ lineHeight: 1.35 }}>
          {title}
        </Typography>
        <Typography variant="body2">{description}</Typography>
      </CardContent>
    </Card>
  );
}
