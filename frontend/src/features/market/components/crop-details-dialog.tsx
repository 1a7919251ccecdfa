import CloseIcon from '@mui/icons-material/Close';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
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
import { ShareListing } from './share-listing';

type CropDetailsDialogProps = {
  crop: Crop | null;
  onClose: () => void;
  /** The seller's rating, from the market page's one ratings request. */
  rating?: Rating;
};

/**
 * The details of one listing (Market Access). On a phone it fills the screen: the name and Close
 * on top, a short gallery and the facts scrolling in between, and the Buy Now bar (quantity,
 * total, Buy Now) always at the bottom, so buying never needs a scroll.
 */
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
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', pr: { xs: 0.5, sm: 1.5 }, py: { xs: 0.5, sm: 1 } }}
          >
            <DialogTitle
              id="crop-details-title"
              sx={{
                flex: 1,
                minWidth: 0,
                py: 1,
                px: { xs: 2, sm: 3 },
                fontSize: { xs: '1.125rem', sm: '1.25rem' },
                overflowWrap: 'anywhere',
              }}
            >
              <CropName crop={crop} />
            </DialogTitle>
            <IconButton onClick={onClose} aria-label={t('close')} sx={{ width: 48, height: 48 }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }}>
              <Stack sx={{ flex: '1 1 50%', minWidth: 0 }} spacing={1}>
                <CropGallery key={crop._id} crop={crop} compact={phone} />
                <Box>
                  <Button
                    component={RouterLink}
                    to={paths.market.product(crop.cropId)}
                    endIcon={<ArrowForwardIcon aria-hidden />}
                    sx={{ minHeight: 48, px: 1, ml: -1 }}
                  >
                    {t('details.openProductPage')}
                  </Button>
                </Box>
                <ShareListing crop={crop} />
              </Stack>
              <Stack sx={{ flex: '1 1 50%', minWidth: 0 }} spacing={2}>
                <CropFacts crop={crop} />
                <SellerRating sellerId={sellerIdOf(crop)} rating={rating} />
              </Stack>
            </Stack>
          </DialogContent>
          <Box
            sx={{
              px: { xs: 1.5, sm: 3 },
              pt: 1.5,
              pb: 'max(12px, env(safe-area-inset-bottom))',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ maxWidth: { md: 480 }, ml: { md: 'auto' } }}>
              <BuyNow key={crop._id} crop={crop} />
            </Box>
          </Box>
        </>
      )}
    </Dialog>
  );
}
