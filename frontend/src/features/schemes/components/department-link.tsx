import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgricultureDepartment } from '../../../api/schemes';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/** The state's agriculture department, as a link that opens its website in a new tab. */
export function DepartmentLink({
  lead,
  department,
}: {
  lead: string;
  department: AgricultureDepartment;
}) {
  const { t } = useTranslation('schemes');
  const newTabId = useId();
  return (
    <Typography sx={{ mt: 1 }}>
      {lead}{' '}
      <Link
        href={department.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabId}
        sx={{ fontWeight: 600 }}
      >
        {department.name}
      </Link>
      <OpenInNewIcon aria-hidden sx={{ fontSize: '1rem', ml: 0.5, verticalAlign: 'text-bottom' }} />
      <Box component="span" id={newTabId} sx={visuallyHidden}>
        {t('state.opensInNewTab')}
      </Box>
    </Typography>
  );
}
