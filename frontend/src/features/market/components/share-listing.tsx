import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, type Crop } from '../../../api/crops';
import { paths } from '../../../app/paths';
import { readersCropName } from './crop-name';

// Every share button is at least this tall: a thumb on a small phone hits it.
const TAP = 48;

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Share a listing: Share on WhatsApp (a wa.me link with a short text in the reader's language and
 * the product page's address, which anyone can open), and where the phone has a share sheet
 * (navigator.share) a Share button that opens it. The buttons wrap onto two lines on a narrow screen.
 */
export function ShareListing({ crop }: { crop: Crop }) {
  const { t, i18n } = useTranslation('market');
  const [failed, setFailed] = useState(false);
  const readers = readersCropName(crop, i18n.language);
  const name = readers ? `${crop.cropName} (${readers})` : crop.cropName;
  const unit = t(`units.${crop.cropUnit}`, { defaultValue: crop.cropUnit });
  const text = t('share.text', {
    name,
    price: formatRupees(crop.cropSellingPrice, i18n.language),
    unit,
  });
  const url = (globalThis.location?.origin ?? '') + paths.market.product(crop.cropId);
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

  const share = async () => {
    setFailed(false);
    try {
      await navigator.share({ title: name, text, url });
    } catch (error) {
      // The reader closed the share sheet: nothing went wrong.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      setFailed(true);
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="a"
          href={whatsApp}
          target="_blank"
          rel="noopener"
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon aria-hidden />}
          sx={{ minHeight: TAP, maxWidth: '100%' }}
        >
          {t('share.whatsApp')}
        </Button>
        {canShare() && (
          <Button
            variant="outlined"
            startIcon={<ShareIcon aria-hidden />}
            onClick={() => void share()}
            sx={{ minHeight: TAP, maxWidth: '100%' }}
          >
            {t('share.share')}
          </Button>
        )}
      </Stack>
      {failed && (
        <FormHelperText role="status" sx={{ m: 0 }}>
          {t('share.failed')}
        </FormHelperText>
      )}
    </Stack>
  );
}
