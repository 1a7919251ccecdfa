import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';

const socialLinks = [
  { href: siteConfig.social.facebook, labelKey: 'footer.social.facebook', Icon: FacebookIcon },
  { href: siteConfig.social.twitter, labelKey: 'footer.social.twitter', Icon: TwitterIcon },
  { href: siteConfig.social.instagram, labelKey: 'footer.social.instagram', Icon: InstagramIcon },
  { href: siteConfig.social.linkedin, labelKey: 'footer.social.linkedin', Icon: LinkedInIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {socialLinks.map(({ href, labelKey, Icon }) => (
        <li key={labelKey}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(labelKey)}
            sx={{
              color: '#ffffff',
              border: '1px solid rgba(255,255,255,0.4)',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
            }}
          >
            <Icon />
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
