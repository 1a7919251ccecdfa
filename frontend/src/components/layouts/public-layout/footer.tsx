import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';
import { darkSurfaceFocus } from '../../../app/theme/focus';
import { BrandLogo } from '../../ui/brand-logo';
import { visuallyHidden } from '../../ui/visually-hidden';
import { NewsletterForm } from './newsletter-form';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SocialLinks } from './social-links';
import { standaloneLink } from '../../ui/touch-target';
import { PageWidth } from '../../ui/page-width';

const footerBackground = '#14391a';
const footerLinkSx = { color: '#ffffff', textUnderlineOffset: '3px' } as const;

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 2, color: '#ffffff' }}>
      {children}
    </Typography>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', mb: 1.5 }}>
      <Box component="span" aria-hidden sx={{ color: 'warning.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <span>{children}</span>
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const telHref = `tel:${siteConfig.contactPhone.replace(/\s+/g, '')}`;

  return (
    <Box
      component="footer"
      sx={[
        { bgcolor: footerBackground, color: '#c8e6c9', pt: { xs: 6, md: 8 }, pb: 3 },
        darkSurfaceFocus,
      ]}
    >
      <PageWidth
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1fr' },
        }}
      >
        <section aria-labelledby="footer-brand">
          <FooterHeading id="footer-brand">
            <BrandLogo />
          </FooterHeading>
          <Typography sx={{ mb: 3, maxWidth: 380 }}>{t('footer.blurb')}</Typography>
          <SocialLinks />
        </section>

        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">{t('footer.contactTitle')}</FooterHeading>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <ContactLine icon={<EmailIcon fontSize="small" />}>
                <Box component="span" sx={visuallyHidden}>
                  {t('footer.emailLabel')}:{' '}
                </Box>
                <Box component="a" href={`mailto:${siteConfig.contactEmail}`} sx={footerLinkSx}>
                  {siteConfig.contactEmail}
                </Box>
              </ContactLine>
              <ContactLine icon={<PhoneIcon fontSize="small" />}>
                <Box component="span" sx={visuallyHidden}>
                  {t('footer.phoneLabel')}:{' '}
                </Box>
                <Box component="a" href={telHref} sx={[footerLinkSx, standaloneLink]}>
                  {siteConfig.contactPhone}
                </Box>
              </ContactLine>
              <ContactLine icon={<LocationOnIcon fontSize="small" />}>
                <Box component="span" sx={visuallyHidden}>
                  {t('footer.addressLabel')}:{' '}
                </Box>
                {t('site.address')}
              </ContactLine>
            </Box>
          </Box>
        </section>

        <section aria-labelledby="footer-newsletter">
          <FooterHeading id="footer-newsletter">{t('footer.newsletterTitle')}</FooterHeading>
          <Typography sx={{ mb: 2 }}>{t('footer.newsletterText')}</Typography>
          <NewsletterForm />
        </section>
      </PageWidth>

      <PageWidth
        sx={{
          mt: { xs: 5, md: 6 },
          pt: 3,
          borderTop: '1px solid rgba(200, 230, 201, 0.25)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="body2">{t('footer.copyright')}</Typography>
        <ScrollToTopButton />
      </PageWidth>
    </Box>
  );
}
