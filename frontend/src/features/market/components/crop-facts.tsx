import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, type Crop } from '../../../api/crops';
import { useStateName } from '../../../api/indian-states';
import { getAuthToken, getUserId } from '../../../app/auth-storage';
import { RelativeDay } from '../../../components/ui/relative-day';
import { formatNumber } from '../../../i18n/format';

type CropFactsProps = {
  crop: Crop;
  /** The product page names the seller's state 'Location'. */
  stateLabel?: 'state' | 'location';
};

/** Every field of a listing, with a stand-in text (Unknown...) for a missing value. */
export function CropFacts({ crop, stateLabel = 'state' }: CropFactsProps) {
  const { t, i18n } = useTranslation('market');
  const unit = t(`units.${crop.cropUnit}`, { defaultValue: crop.cropUnit });
  const seller = crop.userId as Partial<Crop['userId']> | null | undefined;
  const stateName = useStateName();
  // The seller may show their number only to buyers whose order they accepted (the order page);
  // a visitor who has not logged in (a shared product page) sees no seller's number at all.
  const mobile = seller?.mobileHidden
    ? !getAuthToken()
      ? t('details.mobileLogIn')
      : seller._id === getUserId()
        ? t('details.mobileHiddenOwn')
        : t('details.mobileHidden')
    : seller?.mobile || t('defaults.notProvided');
  // The third value marks the seller's own words: shown as they wrote them, in their language.
  const facts: [string, ReactNode, boolean?][] = [
    [t('details.price'), t('pricePerUnit', { price: formatRupees(crop.cropSellingPrice), unit })],
    [
      t('details.category'),
      crop.cropCategory
        ? t(`categories.${crop.cropCategory}`, { defaultValue: crop.cropCategory })
        : t('defaults.uncategorized'),
    ],
    [
      t('details.description'),
      crop.cropDescription?.trim() || t('defaults.noDescription'),
      !!crop.cropDescription?.trim(),
    ],
    [t('details.quantity'), `${formatNumber(crop.cropQuantity, 3, i18n.language)} ${unit}`],
    [t('details.organic'), crop.grownOrganically === 'true' ? t('yes') : t('no')],
    [t('details.status'), t(`statuses.${crop.cropStatus || 'Available'}`)],
    // "2 days ago" tells a buyer how fresh the offer is; the exact date is in the tooltip.
    [t('details.listed'), crop.createdAt ? <RelativeDay value={crop.createdAt} /> : null],
    [t('details.cropId'), crop.cropId],
    [t('details.seller'), seller?.name || t('defaults.unknown'), !!seller?.name],
    [t('details.mobile'), mobile],
    [t(`details.${stateLabel}`), seller?.state ? stateName(seller.state) : t('defaults.unknown')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value, theirs]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              {...(theirs && { 'data-user-text': '' })}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
