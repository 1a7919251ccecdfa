import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Crop } from '../../../api/crops';
import type { Rating } from '../../../api/reviews';
import { paths } from '../../../app/paths';
import { BuyNow } from './buy-now';
import { CropFacts } from './crop-facts';
import { CropName } from './crop-name';
import { CropGallery } from './crop-gallery';
import { SellerRating, sellerIdOf } from './seller-rating';

type CropDetailsDialogProps = {
  crop: Crop | null;
  onClose: () => void;
  /** The seller's rating, from the market page's one ratings request. */
  rating?: Rating;
};

/** The details of one listing with Buy Now and Close (Market Access). */
export function CropDetailsDialog({ crop, onClose, rating }: CropDetailsDialogProps) {
  const { t } = useTranslation('market');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={crop !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="crop-details-title"
    >
      {crop && (
        <>
          <DialogTitle id="crop-details-title" sx={{ pr: 3 }}>
            <CropName crop={crop} />
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Stack sx={{ flex: '1 1 50%', minWidth: 0 }} spacing={1.5}>
                <CropGallery key={crop._id} crop={crop} />
                <Link component={RouterLink} to={paths.market.product(crop.cropId)}>
                  {t('details.openProductPage')}
                </Link>
              </Stack>
              <Stack sx={{ flex: '1 1 50%', minWidth: 0 }} spacing={2}>
                <CropFacts crop={crop} />
                <SellerRating sellerId={sellerIdOf(crop)} rating={rating} />
                <BuyNow key={crop._id} crop={crop} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} variant="outlined">
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
