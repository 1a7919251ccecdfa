import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What a member wrote, with the photo they sent (if any): kept as written (`data-user-text`, not
 * translated), line breaks kept; the photo opens full size in a new tab.
 */
export function MemberWords({
  text,
  photoUrl,
  photoAlt,
}: {
  text: string | null;
  photoUrl: string | null;
  photoAlt: string;
}) {
  return (
    <>
      {text && (
        <Typography
          data-user-text=""
          sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {text}
        </Typography>
      )}
      {photoUrl && (
        <Box
          component="a"
          href={photoUrl}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          <Box
            component="img"
            src={photoUrl}
            alt={photoAlt}
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: 180, borderRadius: 1, display: 'block' }}
          />
        </Box>
      )}
    </>
  );
}
