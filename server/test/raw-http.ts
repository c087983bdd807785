import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTP request whose path goes on the wire exactly as written (fetch and inject normalise
 * `/./`, `//` and the like, which is what an attacker's raw client would not do).
 */
export function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * Other spellings of a path that a router might or might not take for it: percent-encoded
 * letters, another case, doubled slashes, trailing slashes and dots, dot segments, an encoded
 * slash and a semicolon parameter. `path` starts with /api/.
 */
export function pathSpellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const lastLetter = path.search(/[a-z](?=[^a-z]*$)/);
  const encodedLast = `${path.slice(0, lastLetter)}%${path.charCodeAt(lastLetter).toString(16)}${path.slice(lastLetter + 1)}`;
  return [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/%41PI/${rest}`,
    encodedLast,
    `/API/${rest}`,
    `/Api/${rest}`,
    path.toUpperCase(),
    `//api/${rest}`,
    `/api//${rest}`,
    path.replace(/\/(?=[^/]*$)/, '//'),
    `${path}/`,
    `${path}.`,
    `${path}/.`,
    `${path}%2e`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/api%2F${rest.replaceAll('/', '%2F')}`,
    `${path};x=1`,
    `${path}%00`,
    `${path}%20`,
  ];
}
