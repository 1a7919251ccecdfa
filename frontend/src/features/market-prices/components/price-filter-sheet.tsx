import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, noFilters } from '../price-query';
import { PriceFilters, type PriceFilterValues } from './price-filters';

type Props = {
  open: boolean;
  values: PriceFilterValues;
  onApply: (values: PriceFilterValues) => void;
  onClose: () => void;
};

/**
 * The filters on a phone, in a sheet from the bottom: the same controls as on a wide screen, on a
 * draft that Apply makes the page's filters (each change would otherwise reload the list behind
 * the sheet). Closing it any other way leaves the filters as they were.
 */
export function PriceFilterSheet({ open, values, onApply, onClose }: Props) {
  const { t } = useTranslation('prices');
  const titleId = useId();
  const [draft, setDraft] = useState(values);
  // Each opening starts from the filters in force (adjusted while rendering, not in an effect,
  // so the sheet never shows last time's draft for a frame).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setDraft(values);
  }
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '90%' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 'calc(16px + env(safe-area-inset-bottom, 0px))' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('filters.title')}
          </Typography>
          <IconButton
            aria-label={t('filters.close')}
            onClick={onClose}
            sx={{ width: 48, height: 48 }}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <PriceFilters values={draft} onChange={setDraft} />
        <Stack direction="row" spacing={1}>
          <Button
            onClick={() => setDraft(noFilters)}
            disabled={activeFilterCount(draft) === 0}
            sx={{ minHeight: 48 }}
          >
            {t('filters.clear')}
          </Button>
          <Button
            variant="contained"
            onClick={() => onApply(draft)}
            sx={{ minHeight: 48, flex: 1 }}
          >
            {t('filters.apply')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
