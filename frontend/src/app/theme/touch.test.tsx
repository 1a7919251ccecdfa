import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/system';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { standaloneLink, touchSized } from '../../components/ui/touch-target';
import { stylesOf } from '../../testing/css-rules';
import { theme } from './theme';

/** Half of (48 px less the field's 1.4375em line), as written or as the CSS parser simplifies it. */
const CENTRED = /^calc\(\(48px - 1\.4375em\) \/ 2\)$|^calc\(-0\.71875em \+ 24px\)$/;

function renderThemed(children: ReactNode) {
  return render(<ThemeProvider theme={theme}>{children}</ThemeProvider>);
}

describe('touch-screen sizes (pointer: coarse)', () => {
  it('makes buttons 48 px tall on a touch screen and keeps 40 px with a mouse', () => {
    renderThemed(
      <Button size="small" variant="contained">
        Sell
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sell' });
    expect(stylesOf(button, true)['min-height']).toBe('48px');
    expect(stylesOf(button, false)['min-height']).toBe('40px');
  });

  it('makes icon buttons at least 48x48 px on a touch screen only', () => {
    renderThemed(
      <IconButton size="small" aria-label="Close">
        x
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(stylesOf(button, true)).toMatchObject({ 'min-width': '48px', 'min-height': '48px' });
    expect(stylesOf(button, false)['min-height']).toBeUndefined();
  });

  it('makes a chip one taps 48 px tall and wide; a chip that only labels keeps its size', () => {
    renderThemed(
      <>
        <Chip label="All" onClick={() => undefined} />
        <Chip label="Pending" />
      </>,
    );
    const filter = screen.getByRole('button', { name: 'All' });
    expect(stylesOf(filter, true)).toMatchObject({ 'min-height': '48px', 'min-width': '48px' });
    const label = screen.getByText('Pending').parentElement!;
    expect(stylesOf(label, true)['min-height']).toBeUndefined();
  });

  it('grows a small field to 48 px, its select box and resting label centred in it', () => {
    renderThemed(
      <>
        <TextField size="small" label="Search" />
        <TextField size="small" select label="State" value="gj">
          <MenuItem value="gj">Gujarat</MenuItem>
        </TextField>
        <TextField label="Name" />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(stylesOf(search.closest('.MuiInputBase-root')!, true)['min-height']).toBe('48px');
    // The default (medium) field is 56 px already: no rule for it.
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(stylesOf(name.closest('.MuiInputBase-root')!, true)['min-height']).toBeUndefined();
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(stylesOf(select, true)['padding-top']).toMatch(CENTRED);
    expect(stylesOf(select, true)['padding-bottom']).toMatch(CENTRED);
    const resting = screen.getByText('Search', { selector: 'label' });
    const [, x, y] = /^translate\((\S+), (.+)\) scale\(1\)$/.exec(
      stylesOf(resting, true).transform,
    )!;
    expect(x).toBe('14px');
    expect(y).toMatch(CENTRED);
    // A floated label (the select has a value) stays on the border.
    const floated = document.getElementById(select.getAttribute('aria-labelledby')!.split(' ')[0])!;
    expect(floated).toHaveClass('MuiInputLabel-shrink');
    expect(stylesOf(floated, true).transform).toBeUndefined();
  });

  it("moves an autocomplete's 48 px open button into the field's middle and the text out of its way", () => {
    renderThemed(
      <Autocomplete
        options={['Wheat', 'Cotton']}
        renderInput={(params) => <TextField {...params} label="Crop" />}
      />,
    );
    const open = screen.getByRole('button', { name: 'Open' });
    expect(stylesOf(open.parentElement!, true).top).toBe('calc(50% - 24px)');
    const field = screen.getByRole('combobox', { name: 'Crop' }).closest('.MuiInputBase-root')!;
    expect(stylesOf(field, true)['padding-right']).toBe('61px');
  });

  it('gives a link standing on its own a 48x48 px box on a touch screen only', () => {
    renderThemed(
      <>
        <Link href="/OrderHistory" sx={standaloneLink}>
          See all
        </Link>
        <Link href="#payment" sx={{ display: 'block', ...touchSized }}>
          Confirm the payment
        </Link>
      </>,
    );
    const seeAll = screen.getByRole('link', { name: 'See all' });
    expect(stylesOf(seeAll, true)).toMatchObject({
      display: 'inline-flex',
      'align-items': 'center',
      'min-height': '48px',
      'min-width': '48px',
    });
    expect(stylesOf(seeAll, false)['min-height']).toBeUndefined();
    const step = screen.getByRole('link', { name: 'Confirm the payment' });
    expect(stylesOf(step, true)).toMatchObject({ 'min-height': '48px' });
    expect(stylesOf(step, true).display).toBeUndefined();
  });
});
