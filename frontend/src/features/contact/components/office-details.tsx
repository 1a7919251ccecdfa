import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { siteConfig, telHref } from '../../../app/site-config';
import { ContactDetail } from '../../../components/ui/contact-detail';
import { standaloneLink } from '../../../components/ui/touch-target';

const phoneLines = ['projectManagement', 'queryManagement', 'interfaceManagement'] as const;

/** The Contact page's office address, three phone lines, e-mail and office hours. */
export function OfficeDetails({ headingId }: { headingId: string }) {
  const { t } = useTranslation('info');
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
        {t('contact.detailsTitle')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <ContactDetail icon={<LocationOnIcon />} label={t('contact.addressLabel')}>
          <Typography>{t('site.address', { ns: 'translation' })}</Typography>
        </ContactDetail>
        <ContactDetail icon={<PhoneIcon />} label={t('contact.phonesLabel')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {phoneLines.map((line) => (
              <Box component="li" key={line} sx={{ mt: 0.5 }}>
                {t(`contact.phones.${line}`)}:{' '}
                <Link
                  href={telHref(siteConfig.contactLines[line])}
                  sx={{ whiteSpace: 'nowrap', ...standaloneLink }}
                >
                  {siteConfig.contactLines[line]}
                </Link>
              </Box>
            ))}
          </Box>
        </ContactDetail>
        <ContactDetail icon={<EmailIcon />} label={t('contact.emailLabel')}>
          <Link href={`mailto:${siteConfig.contactEmail}`} sx={{ overflowWrap: 'anywhere' }}>
            {siteConfig.contactEmail}
          </Link>
        </ContactDetail>
      </Box>
      <ContactDetail icon={<AccessTimeIcon />} label={t('contact.hoursTitle')}>
        <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 0.5 }, '& dt': { mt: 0.5 } }}>
          <dt>{t('contact.hours.weekdays')}</dt>
          <dd>{t('contact.hours.weekdaysTime')}</dd>
          <dt>{t('contact.hours.saturday')}</dt>
          <dd>{t('contact.hours.saturdayTime')}</dd>
        </Box>
      </ContactDetail>
    </section>
  );
}
