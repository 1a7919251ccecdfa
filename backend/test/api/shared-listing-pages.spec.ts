import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { jpegWithGps } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

/** The tags of a page's head: property or name -> content. */
function tagsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

describe('shared listing pages, the sitemap and robots.txt', () => {
  let t: TestApp;
  let dist: string;
  let seller: TestUser;
  const PUBLIC_URL = 'https://agrosense.example';
  const auth = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

  const list = async (fields: Record<string, string>, photo = true) => {
    const req = request(t.http).post('/api/crops/add').set(auth(seller));
    const all = {
      cropName: 'Tomato',
      cropCategory: 'vegetables',
      cropSellingPrice: '1250.5',
      cropUnit: 'kg',
      cropQuantity: '1200',
      grownOrganically: 'true',
      cropDescription: 'Desi tomatoes, picked this morning',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) req.field(k, v);
    if (photo) req.attach('cropImages', await jpegWithGps(), 'tomato.jpg');
    return (await req.expect(201)).body as {
      _id: string;
      cropId: string;
      cropImages: string[];
    };
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'agrosense-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta name="description" content="The app">' +
        '<title>AgroSense</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp('pglite', { PUBLIC_URL }, { frontendDist: dist });
    seller = await signUpAndLogIn(t, { name: 'Sita Patel', state: 'Gujarat' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('draws a listing for anyone, with the tags a link preview reads', async () => {
    const crop = await list({});
    const path = `/features/MarketAccess/product/${crop._id}`;
    const res = await request(t.http).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const tags = tagsOf(res.text);
    expect(res.text).toContain('<title>Tomato for sale: ₹1,250.50 per kg | AgroSense</title>');
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': 'Tomato for sale: ₹1,250.50 per kg | AgroSense',
      'og:url': `${PUBLIC_URL}${path}`,
      'og:image': crop.cropImages[0],
      'twitter:card': 'summary_large_image',
      'twitter:image': crop.cropImages[0],
      'product:price:amount': '1250.50',
      'product:price:currency': 'INR',
    });
    expect(tags['og:image']).toMatch(/^https:\/\/agrosense\.example\/api\/images\/crops\//);
    expect(tags['og:description']).toBe(
      'Tomato from Gujarat at ₹1,250.50 per kg, 1,200 kg available. Buy directly from the farmer on AgroSense.',
    );
    // The app's own description gives way to the listing's; one of each.
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    // The content before any script: the facts, the seller's name and place, never the mobile.
    const root = res.text.slice(res.text.indexOf('<div id="root"'));
    for (const fact of ['Desi tomatoes', 'Sita Patel', 'Gujarat', crop.cropId, 'Log in to buy'])
      expect(root).toContain(fact);
    expect(root).toContain(`href="/login?next=${encodeURIComponent(path)}"`);
    expect(res.text).not.toContain(seller.mobile);
    // By its public cropId too.
    await request(t.http).get(`/features/MarketAccess/product/${crop.cropId}`).expect(200);
  });

  it("draws it in the reader's language, with the crop's name in it", async () => {
    const crop = await list({ cropName: 'Tamatar' });
    const hi = await request(t.http)
      .get(`/features/MarketAccess/product/${crop._id}`)
      .set('Accept-Language', 'hi')
      .expect(200);
    expect(hi.text).toContain('<html lang="hi">');
    // The app, starting there, keeps the reader in Hindi.
    expect(hi.text).toContain('<div id="root" data-lang="hi">');
    expect(tagsOf(hi.text)['og:title']).toBe(
      'Tamatar (टमाटर) बिक्री के लिए: ₹1,250.50 प्रति किलो | AgroSense',
    );
    expect(hi.text).toContain('खरीदने के लिए लॉग इन करें');
    const gu = await request(t.http)
      .get(`/features/MarketAccess/product/${crop._id}`)
      .set('Cookie', 'agrosense_lang=gu')
      .expect(200);
    expect(gu.text).toContain('<html lang="gu">');
    expect(gu.text).toContain('ખરીદવા માટે લૉગ ઇન કરો');
    expect(gu.headers['vary']).toMatch(/Cookie/);
  });

  it('escapes what the seller wrote, and answers a listing that is gone with 404', async () => {
    const crop = await list({ cropName: 'Okra "<script>alert(1)</script>' }, false);
    const res = await request(t.http).get(`/features/MarketAccess/product/${crop._id}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('Okra &quot;&lt;script&gt;');
    // No photo: a summary card, no image tags.
    expect(tagsOf(res.text)['twitter:card']).toBe('summary');
    expect(tagsOf(res.text)['og:image']).toBeUndefined();

    for (const missing of ['CRP-ZZZZZZ', '00000000-0000-4000-8000-000000000000', '%E0%A4']) {
      const gone = await request(t.http)
        .get(`/features/MarketAccess/product/${missing}`)
        .expect(404);
      expect(gone.headers['content-type']).toMatch(/text\/html/);
      expect(gone.text).toContain('<meta name="robots" content="noindex">');
      expect(gone.text).toContain('This listing is no longer on the market');
    }
  });

  it('lists the public pages and every listing on sale in /sitemap.xml, a new one at once', async () => {
    const sitemap = async () => {
      const res = await request(t.http).get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      return res.text;
    };
    const before = await sitemap();
    expect(before).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const page of ['/', '/About', '/ContactUs', '/Feature', '/Signup', '/Login'])
      expect(before).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    const fresh = await list({ cropName: 'Brinjal' });
    const url = `<loc>${PUBLIC_URL}/features/MarketAccess/product/${fresh._id}</loc>`;
    expect(before).not.toContain(url);
    expect(await sitemap()).toContain(url);
    // A crawler that has it gets 304 until the market changes.
    const current = await request(t.http).get('/sitemap.xml').expect(200);
    await request(t.http)
      .get('/sitemap.xml')
      .set('If-None-Match', current.headers['etag'] as string)
      .expect(304);
    // Sold out: no longer on sale, no longer listed.
    await request(t.http)
      .put(`/api/crops/${fresh._id}`)
      .set(auth(seller))
      .send({ cropQuantity: '0' })
      .expect(200);
    expect(await sitemap()).not.toContain(url);
  });

  it('names the sitemap in /robots.txt, as plain text', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
  });
});
