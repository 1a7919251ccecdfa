import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { perKg, priceHintQuery } from '../../../api/market-prices';
import { userProfileQuery } from '../../../api/user-profile';
import { getUserId } from '../../../app/auth-storage';
import { formatAmount } from '../../../i18n/format';
import type { PriceAlertTarget } from '../../../components/prices/price-alert-dialog';

// The alert form downloads when the seller opens it.
const PriceAlertDialog = lazy(() => import('../../../components/prices/price-alert-dialog'));

const DELAY_MS = 500;

function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function Hint({ cropName }: { cropName: string }) {
  const { t } = useTranslation('prices');
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const [name, setName] = useState(cropName.trim());
  useEffect(() => {
    const timer = setTimeout(() => setName(cropName.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [cropName]);
  const [alert, setAlert] = useState<PriceAlertTarget | null>(null);
  const state = profile.data?.state ?? '';
  const hint = useQuery({
    ...priceHintQuery(name, state),
    enabled: name.length >= 2 && state !== '',
  });
  if (!hint.data) return null;
  const h = hint.data;
  return (
    <Alert severity="info" role="status">
      {t('hint.text', {
        commodity: h.commodityName,
        state: h.stateName,
        perQuintal: formatAmount(h.modal_price),
        perKg: formatAmount(perKg(h.modal_price)),
        count: h.markets,
        date: ddmmyyyy(h.date),
      })}
      {h.source.kind === 'sample' ? ` ${t('hint.sampleNote')}` : ''}
      {/* Told when the crop reaches a price worth selling at: an alert on it in the state. */}
      <Button
        size="small"
        startIcon={<AddAlertOutlined />}
        onClick={() =>
          setAlert({
            commodity: h.commodity,
            state: h.state,
            names: { commodity: h.commodityName, state: h.stateName },
            price: { modal: h.modal_price, date: h.date },
          })
        }
        sx={{ display: 'flex', mt: 0.5, ml: -0.5, textAlign: 'left' }}
      >
        {t('alert.fromHint')}
      </Button>
      {alert && (
        <Suspense fallback={null}>
          <PriceAlertDialog target={alert} onClose={() => setAlert(null)} />
        </Suspense>
      )}
    </Alert>
  );
}

/** What mandis pay for this crop in the seller's state today, to help set a fair price. */
export function PriceHint({ cropName }: { cropName: string }) {
  return (
    <Suspense fallback={null}>
      <Hint cropName={cropName} />
    </Suspense>
  );
}
