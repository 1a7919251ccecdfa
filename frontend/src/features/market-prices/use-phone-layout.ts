import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * Whether the prices are laid out for a phone (below MUI's `sm`): cards and a filter sheet
 * instead of the table and the inline filters.
 *
 * True on the server and while the browser takes over the server's markup, which is laid out for
 * phones (ADR 0006): the first render then matches it, and a wider screen that took it over (a
 * tablet) switches to the table right after. A page the browser renders itself reads the screen
 * from the start.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(phoneQuery, { defaultMatches: true });
}
