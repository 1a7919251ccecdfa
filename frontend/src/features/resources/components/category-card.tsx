import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Resource } from '../../../api/resources';
import { paths } from '../../../app/paths';
import { MachinePicture } from './machine-picture';

/** One machinery category: its picture and name; the whole card opens its page. */
export function CategoryCard({ resource }: { resource: Resource }) {
  return (
    <Card
      component="li"
      sx={{
        position: 'relative',
        listStyle: 'none',
        transition: 'box-shadow 0.2s',
        '&:hover': { boxShadow: 6 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <MachinePicture resource={resource} lazy />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, p: 2 }}>
        {/* Stretched over the card so the picture opens the page too (one link, one name). */}
        <Link
          component={RouterLink}
          to={paths.resources.detail(resource._id)}
          underline="hover"
          color="inherit"
          sx={{
            overflowWrap: 'anywhere',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          <span lang={resource.language}>{resource.name}</span>
        </Link>
      </Typography>
    </Card>
  );
}
