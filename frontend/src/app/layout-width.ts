// From this width the member pages keep their side menu open: 992px, a product decision, not
// MUI's md (900px). The server renders member pages for narrower screens (most farmers use a
// phone).
export const wideScreenQuery = '(min-width: 992px)';
