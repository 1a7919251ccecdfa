import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { siteConfig, telHref } from '../../../app/site-config';
import { ContactDetail } from '../../../components/ui/contact-detail';
import { standaloneLink } from '../../../components/ui/touch-target';

/**
 * The Quick Support page's other ways to reach help: toll-free number, support e-mail and
 * college address. The toll-free number is the government's Kisan Call Centre, and says so.
 */
export function SupportContacts({ headingId }: { headingId: string }) {
  const { t } = useTranslation('info');
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
        {t('support.contactTitle')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <ContactDetail icon={<SupportAgentIcon />} label={t('support.helplineLabel')}>
          <Link
            href={telHref(siteConfig.kisanCallCentre)}
            sx={{ fontSize: '1.25rem', fontWeight: 700, ...standaloneLink }}
          >
            {siteConfig.kisanCallCentre}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('support.helplineNote')}
          </Typography>
        </ContactDetail>
        <ContactDetail icon={<EmailIcon />} label={t('support.emailLabel')}>
          <Link href={`mailto:${siteConfig.supportEmail}`} sx={{ overflowWrap: 'anywhere' }}>
            {siteConfig.supportEmail}
          </Link>
        </ContactDetail>
        <ContactDetail icon={<LocationOnIcon />} label={t('support.addressLabel')}>
          <Typography>{t('site.address', { ns: 'translation' })}</Typography>
        </ContactDetail>
      </Box>
    </section>
  );
}
