import { createServer, type Server } from 'node:http';

/**
 * The original web client (a student app, before this repository), as far as the journeys of
 * legacy-client.spec.ts go: its market grid, details, login, Buy Now, notifications and order
 * history, making its calls exactly as it did (axios: JSON bodies, no timeout, the token from
 * localStorage in `Authorization: Bearer` where it sent one, and none on the notification it posts
 * after an order). It runs in the browser from the page `legacyClientPage` serves, on another
 * origin than the app's. Texts are set with textContent: listings of other tests hold markup.
 */
function legacyClient(api: string): void {
  type Answer = { status: number; data: unknown };
  type Call = { method: string; path: string; status: number; withToken: boolean };
  type Crop = {
    _id: string;
    cropName: string;
    cropSellingPrice: number;
    cropUnit: string;
    cropImages: string[];
    userId: { _id: string; name: string; mobile: string };
  };
  type Notice = { _id: string; message: string; status: string };
  type Order = {
    _id: string;
    quantity: number;
    status: string;
    cropId: { _id: string; cropName: string };
    sellerId: { name: string };
    buyerId: { name: string };
  };

  // Every call the client made, for the test to read (window.legacyCalls).
  const calls: Call[] = [];
  (window as unknown as { legacyCalls: Call[] }).legacyCalls = calls;

  /** axios as the client used it: JSON in and out; a status of 400 or more throws. */
  async function request(
    method: string,
    path: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(api + path, {
      method,
      headers: {
        Accept: 'application/json, text/plain, */*',
        ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    calls.push({ method, path, status: response.status, withToken: 'Authorization' in headers });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (response.status >= 400) {
      throw new Error(`Request failed with status code ${response.status}`);
    }
    return { status: response.status, data: body };
  }
  const bearer = () => ({ Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` });

  const byId = (id: string) => document.getElementById(id)!;
  function el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text?: string,
    attrs: Record<string, string> = {},
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    return node;
  }
  const say = (text: string) => {
    byId('status').textContent = text;
  };

  // The market grid: every listing, its first photo on its card.
  async function loadMarket() {
    const { data } = await request('GET', '/api/crops');
    const grid = byId('grid');
    grid.replaceChildren();
    for (const crop of data as Crop[]) {
      const card = el('article', undefined, { 'aria-label': crop.cropName, 'data-id': crop._id });
      if (crop.cropImages.length > 0) {
        card.append(el('img', undefined, { src: crop.cropImages[0], alt: crop.cropName }));
      }
      card.append(el('h3', crop.cropName));
      card.append(el('p', `₹${crop.cropSellingPrice}/${crop.cropUnit}`));
      const view = el('button', 'View Details', { type: 'button' });
      view.addEventListener('click', () => void showDetails(crop._id));
      card.append(view);
      const item = el('li');
      item.append(card);
      grid.append(item);
    }
    byId('market').setAttribute('aria-busy', 'false');
  }

  // The details of one listing, with Buy Now.
  async function showDetails(id: string) {
    const { data } = await request('GET', `/api/crops/${id}`);
    const crop = data as Crop;
    const details = byId('details');
    details.replaceChildren(
      el('h2', crop.cropName),
      el('p', `Price: ₹${crop.cropSellingPrice} per ${crop.cropUnit}`),
      el('p', `Seller: ${crop.userId.name}`),
      el('p', `Contact: ${crop.userId.mobile}`, { 'data-field': 'mobile' }),
    );
    const buy = el('button', 'Buy Now', { type: 'button' });
    buy.addEventListener('click', () => void buyNow(crop));
    details.append(buy);
  }

  // Buy Now: the order with the token, then the seller's notification without one.
  async function buyNow(crop: Crop) {
    const buyerId = localStorage.getItem('userId');
    const sellerId = crop.userId._id;
    try {
      await request(
        'POST',
        '/api/orders',
        { sellerId, buyerId, cropId: crop._id, quantity: 1, totalPrice: crop.cropSellingPrice },
        bearer(),
      );
      await request('POST', '/api/notifications', {
        sellerId,
        buyerId,
        cropId: crop._id,
        message: `New order request for ${crop.cropName}`,
      });
      say('Order placed! The seller has been notified.');
    } catch {
      say('Failed to place order. Please try again.');
    }
  }

  async function logIn(event: SubmitEvent) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const fields = new FormData(form);
    try {
      const { data } = await request('POST', '/api/auth/login', {
        mobile: fields.get('mobile'),
        password: fields.get('password'),
      });
      const { token, userId } = data as { token: string; userId: string };
      localStorage.setItem('authToken', token);
      localStorage.setItem('userId', userId);
      say('Login successful');
    } catch {
      say('Login failed');
    }
  }

  async function loadNotifications() {
    const userId = localStorage.getItem('userId') ?? '';
    const { data } = await request('GET', `/api/notifications/${userId}`, undefined, bearer());
    const list = byId('notices');
    list.replaceChildren();
    for (const notice of data as Notice[]) {
      const item = el('li', undefined, { 'data-id': notice._id });
      const state = el('span', notice.status, { 'data-field': 'status' });
      const accept = el('button', 'Accept', { type: 'button' });
      accept.addEventListener('click', () => {
        void request(
          'PUT',
          `/api/notifications/${notice._id}/update`,
          { status: 'accepted' },
          bearer(),
        )
          .then(({ data: updated }) => {
            state.textContent = (updated as Notice).status;
          })
          .catch(() => say('Could not update the notification'));
      });
      item.append(el('span', notice.message, { 'data-field': 'message' }), state, accept);
      list.append(item);
    }
    list.setAttribute('aria-busy', 'false');
  }

  async function loadOrders() {
    const userId = localStorage.getItem('userId') ?? '';
    const { data } = await request('GET', `/api/orders/${userId}`, undefined, bearer());
    const rows = byId('orders');
    rows.replaceChildren();
    for (const order of data as Order[]) {
      const row = el('tr', undefined, { 'data-id': order._id, 'data-crop-id': order.cropId._id });
      for (const cell of [
        order.cropId.cropName,
        String(order.quantity),
        order.status,
        order.sellerId.name,
        order.buyerId.name,
      ]) {
        row.append(el('td', cell));
      }
      rows.append(row);
    }
    rows.setAttribute('aria-busy', 'false');
  }

  byId('login').addEventListener('submit', (event) => void logIn(event));
  byId('load-notifications').addEventListener('click', () => void loadNotifications());
  byId('load-orders').addEventListener('click', () => void loadOrders());
  loadMarket().catch((error: Error) => {
    say(`Could not load the market: ${error.message}`);
    byId('market').setAttribute('aria-busy', 'false');
  });
}

function page(api: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>AgroSense (original client)</title></head>
<body>
<main>
  <h1>AgroSense</h1>
  <section id="market" aria-label="Market" aria-busy="true"><ul id="grid"></ul></section>
  <section id="details" aria-label="Details"></section>
  <form id="login" aria-label="Login">
    <input name="mobile" aria-label="Mobile">
    <input name="password" type="password" aria-label="Password">
    <button>Login</button>
  </form>
  <p id="status" role="status"></p>
  <section aria-label="Notifications">
    <button id="load-notifications" type="button">Notifications</button>
    <ul id="notices" aria-busy="true"></ul>
  </section>
  <section aria-label="Order history">
    <button id="load-orders" type="button">Order history</button>
    <table><tbody id="orders" aria-busy="true"></tbody></table>
  </section>
</main>
<script>(${legacyClient.toString()})(${JSON.stringify(api)});</script>
</body>
</html>`;
}

/** Serves the original client's page at `/` on 127.0.0.1:`port`, calling the app at `api`. */
export async function serveLegacyClient(port: number, api: string): Promise<Server> {
  const html = page(api);
  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(html);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
