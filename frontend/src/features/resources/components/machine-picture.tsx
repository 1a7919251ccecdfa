import AgricultureIcon from '@mui/icons-material/Agriculture';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../api/resources';

// The server's pictures are 800 × 500 WebP; width and height keep the space while they load.
const WIDTH = 800;
const HEIGHT = 500;

type MachinePictureProps = {
  resource: Pick<Resource, 'name' | 'image'>;
  /** Below the fold (the list's cards): the browser fetches it when it comes near. */
  lazy?: boolean;
};

/** A category's picture (alt text: its name), or a drawn stand-in when it has none. */
export function MachinePicture({ resource, lazy = false }: MachinePictureProps) {
  const { t } = useTranslation('resources');
  return (
    <Box sx={{ aspectRatio: `${WIDTH} / ${HEIGHT}`, bgcolor: '#eef6e6', overflow: 'hidden' }}>
      {resource.image ? (
        <Box
          component="img"
          src={resource.image}
          alt={resource.name}
          width={WIDTH}
          height={HEIGHT}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={t('noPicture', { name: resource.name })}
          sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'primary.main' }}
        >
          <AgricultureIcon aria-hidden sx={{ fontSize: 72 }} />
        </Box>
      )}
    </Box>
  );
}
