import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeDay, formatDate } from '../../i18n/format';

type RelativeDayProps = {
  /** An ISO time (or a Date) in the past. */
  value: string | Date;
  /** Today and yesterday with their time of day; older ones as a date and time. */
  withTime?: boolean;
  /**
   * The sentence around it ("Listed yesterday"); `relative` is false when the date itself is said,
   * as some languages then need other words ("on 3 Nov").
   */
  children?: (when: string, relative: boolean) => ReactNode;
  sx?: SxProps<Theme>;
};

const noChanges = () => () => {};

/**
 * False while the server renders a page and while the browser takes its markup over, true after.
 * "Today" depends on the reader's clock and time zone, which the server's are not: saying it only
 * in the browser keeps the server's markup and the browser's first render the same.
 */
function useReadersClock(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A past day as people say it ("today", "yesterday", "3 days ago"; the date beyond a week) in a
 * <time> element whose tooltip and machine-readable value keep the exact date and time.
 */
export function RelativeDay({ value, withTime = false, children, sx }: RelativeDayProps) {
  const { i18n } = useTranslation();
  const readersClock = useReadersClock();
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  if (!readersClock) {
    // A line of the same height meanwhile, so nothing moves when the words come.
    return (
      <Box component="time" dateTime={date.toISOString()} sx={sx}>
        {'\u00a0'}
      </Box>
    );
  }
  const { text, relative } = describeDay(date, { language: i18n.language, withTime });
  return (
    <Box
      component="time"
      dateTime={date.toISOString()}
      title={formatDate(date, true, i18n.language)}
      sx={sx}
    >
      {children ? children(text, relative) : text}
    </Box>
  );
}
