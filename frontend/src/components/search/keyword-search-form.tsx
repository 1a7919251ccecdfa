import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onTouchScreens, TOUCH_TARGET } from '../../app/theme/touch';
import { visuallyHidden } from '../ui/visually-hidden';

const SearchInput = styled('input')({
  flex: 1,
  // No width of its own (an input's default is about 20 letters): in a narrow drawer that width
  // made the field wider than the drawer, which cut its right end off.
  width: 0,
  minWidth: 0,
  height: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.85rem',
  // Should the hint still be longer than a narrow field, it ends in "…" rather than mid-letter.
  textOverflow: 'ellipsis',
  '&::placeholder': { color: 'inherit', opacity: 0.85 },
  // The focus ring is drawn around the whole field instead.
  '&:focus, &:focus-visible': { outline: 'none' },
  '&::-webkit-search-cancel-button': { filter: 'grayscale(1)' },
});

type KeywordSearchFormProps = {
  /** The navigation bar's keyword table or the dashboard header's. */
  table: 'navbar' | 'header';
  noMatchKey: 'search.noMatchingPage' | 'search.noMatchingRoute';
  /** 'dark' for a field on the green navigation bar. */
  tone?: 'light' | 'dark';
  /** Called after a successful navigation, e.g. to close a drawer. */
  onNavigate?: () => void;
  sx?: SxProps<Theme>;
};

export function KeywordSearchForm({
  table,
  noMatchKey,
  tone = 'light',
  onNavigate,
  sx,
}: KeywordSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery('');
    // The keyword tables load with the first search, not with the landing page.
    const { findRouteForQuery, headerKeywordRoutes, navbarKeywordRoutes } =
      await import('./keyword-routes');
    const routes = table === 'navbar' ? navbarKeywordRoutes : headerKeywordRoutes;
    const path = findRouteForQuery(routes, query);
    if (path) {
      void navigate(path);
      onNavigate?.();
    } else {
      window.alert(t(noMatchKey));
    }
  }

  const dark = tone === 'dark';
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => void handleSubmit(event)}
      sx={[
        (theme) => ({
          display: 'flex',
          alignItems: 'center',
          width: 250,
          maxWidth: '100%',
          height: 40,
          // On a touch screen the field itself (inside the 1 px border) is 48 px tall.
          [onTouchScreens]: { height: TOUCH_TARGET + 2 },
          px: 1.25,
          gap: 0.75,
          borderRadius: 999,
          border: '1px solid',
          borderColor: dark ? 'rgba(255,255,255,0.55)' : theme.palette.divider,
          bgcolor: dark ? 'rgba(255,255,255,0.12)' : theme.palette.background.default,
          color: dark ? '#ffffff' : theme.palette.text.primary,
          '&:focus-within': {
            outline: `3px solid ${dark ? theme.palette.warning.main : theme.palette.primary.dark}`,
            outlineOffset: 1,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('search.label')}
      </Box>
      <SearchIcon aria-hidden fontSize="small" sx={{ opacity: 0.85 }} />
      <SearchInput
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
    </Box>
  );
}
