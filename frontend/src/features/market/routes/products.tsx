import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../api/crops';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ProduceArt, type ProduceKind } from '../components/produce-art';

// The six static samples of the Products page; prices are rupees per kg.
export const sampleProducts = [
  { kind: 'tomato', price: 32 },
  { kind: 'onion', price: 28 },
  { kind: 'potato', price: 22 },
  { kind: 'mango', price: 120 },
  { kind: 'wheat', price: 27.5 },
  { kind: 'chilli', price: 80 },
] as const satisfies readonly { kind: ProduceKind; price: number }[];

export function ProductsRoute() {
  const { t } = useTranslation('market');
  usePageTitle(t('products.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('products.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('products.intro')}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        }}
      >
        {sampleProducts.map(({ kind, price }) => {
          const name = t(`products.items.${kind}.name`);
          return (
            <li key={kind}>
              <Card component="article" sx={{ height: '100%' }}>
                <Box role="img" aria-label={name} sx={{ aspectRatio: '4 / 3', display: 'flex' }}>
                  <ProduceArt kind={kind} />
                </Box>
                <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                      {name}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
                      {t('products.pricePerKg', { price: formatRupees(price) })}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.5,
                      }}
                    >
                      <PlaceIcon aria-hidden fontSize="small" />
                      {t(`products.items.${kind}.location`)}
                    </Typography>
                  </Box>
                  <IconButton color="primary" aria-label={t('products.addToCart', { name })}>
                    <AddShoppingCartIcon />
                  </IconButton>
                </Stack>
              </Card>
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
