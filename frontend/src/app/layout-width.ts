// The spec's breakpoint for the member pages' permanent side menu, not MUI's md (900px). The
// server renders member pages for narrower screens (most farmers use a phone).
export const wideScreenQuery = '(min-width: 992px)';
