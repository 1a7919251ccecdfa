import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';

// The project's own pages: the team has no personal accounts to show.
const socialLinks = [
  { href: siteConfig.social.linkedin, labelKey: 'footer.social.linkedin', Icon: LinkedInIcon },
  { href: siteConfig.social.twitter, labelKey: 'footer.social.twitter', Icon: TwitterIcon },
] as const;

type TeamCardProps = {
  /** A drawn sign for the role: the team shows no photos. */
  icon: ReactNode;
  role: string;
  subtitle?: string;
  text: string;
  withSocialLinks?: boolean;
};

export function TeamCard({ icon, role, subtitle, text, withSocialLinks }: TeamCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      component="article"
      sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Avatar
        aria-hidden
        sx={{ width: 72, height: 72, mb: 2, bgcolor: 'primary.main', '& svg': { fontSize: 36 } }}
      >
        {icon}
      </Avatar>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', textAlign: 'center' }}>
        {role}
      </Typography>
      {subtitle && (
        <Typography sx={{ color: 'secondary.main', fontWeight: 600, textAlign: 'center', mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1.5, flex: 1 }}>
        {text}
      </Typography>
      {withSocialLinks && (
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {socialLinks.map(({ href, labelKey, Icon }) => (
            <li key={labelKey}>
              <IconButton
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(labelKey)}
                sx={{ color: 'primary.main', border: 1, borderColor: 'divider' }}
              >
                <Icon />
              </IconButton>
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}
