// Small HTTP helpers the benchmarks share.

/** POST a JSON body (with a bearer token if given); the parsed answer, null for 204. */
async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

module.exports = { postJson };
