// Query-string helpers shared by the production server and the app, so that both keep a query
// exactly as it was sent when they redirect (`URLSearchParams#toString` would re-encode it).
// Plain JavaScript with JSDoc types: the Node server imports it without a build step.

/**
 * The decoded name of one `name=value` part of a query, or null when it cannot be decoded.
 * @param {string} part
 * @returns {string | null}
 */
function paramName(part) {
  const eq = part.indexOf('=');
  const raw = (eq === -1 ? part : part.slice(0, eq)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The raw query (without `?`) minus every parameter called `name`; all other parts stay byte for
 * byte as they were sent, in their order.
 * @param {string} rawQuery
 * @param {string} name
 * @returns {string}
 */
export function dropParam(rawQuery, name) {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter((part) => paramName(part) !== name)
    .join('&');
}
