import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Form, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteForm, SiteLink } from './site-link.tsx';

/** `element` rendered on the server as a page of a data router at `/doctors/kyiv?page=2` renders it. */
const inRouter = (element: React.ReactNode) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/doctors/kyiv?page=2'] })} />);

describe('SiteLink and SiteForm on the server', () => {
  it('write the markup the router’s Link writes', () => {
    const cases: [string, Omit<React.ComponentProps<typeof Link>, 'to'>][] = [
      ['/doctor/olena', {}],
      ['/doctor/olena/appointment', { discover: 'none', className: 'book', 'aria-labelledby': 'b0 n1' }],
      ['/ru/doctors?page=3#top', { rel: 'next', onClick: () => undefined }],
      ['/support#emergency', { discover: 'render', hrefLang: 'ru', lang: 'ru' }],
    ];
    for (const [to, props] of cases) expect(inRouter(<SiteLink to={to} {...props} />)).toBe(inRouter(<Link to={to} {...props} />));
  });

  it('write the markup the router’s Form writes', () => {
    const props = { method: 'get', discover: 'none', style: { color: 'red' } } as const;
    expect(inRouter(<SiteForm action="/doctor/olena/appointment" {...props} />)).toBe(inRouter(<Form action="/doctor/olena/appointment" {...props} />));
  });

  it('leave a relative address and a prefetching link to the router', () => {
    expect(inRouter(<SiteLink to="../kharkiv">x</SiteLink>)).toBe(inRouter(<Link to="../kharkiv">x</Link>));
    expect(
      inRouter(
        <SiteLink to="/doctors" prefetch="render">
          x
        </SiteLink>,
      ),
    ).toBe(
      inRouter(
        <Link to="/doctors" prefetch="render">
          x
        </Link>,
      ),
    );
  });
});
