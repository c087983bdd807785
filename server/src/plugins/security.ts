import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { httpError } from '../errors/http-error';
import { inlineScriptHashes } from './inline-script-hashes';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, a CSP that fits the PWA, rate limiting (opt-in per route) and an Origin
 * check on every state-changing request: the session cookie is SameSite, and a foreign Origin is
 * refused as a second line against cross-site requests.
 *
 * The Origin check runs for every POST, PUT, PATCH and DELETE of the server, whatever its path:
 * nothing the app serves takes a state-changing request from another origin, and a check that
 * reads the path would have to spell it as the router does (`/%61pi/…` is routed to `/api/…`).
 */
export default fp<{ clientRoot: string }>(
  async (app, options) => {
    const { firebase } = app.config;
    const firebaseHosts = firebase.emulatorHost
      ? []
      : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com'];
    // The app shell's inline theme script, allowed by its hash. Read once: a build made while the
    // server runs keeps the same script (a new one needs a restart to be allowed).
    const shell = join(options.clientRoot, 'index.html');
    const shellScripts = existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...shellScripts, ...firebaseHosts.filter((host) => host.includes('apis.google.com'))],
          // Chakra (emotion) injects style elements at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The account menu's avatar service (spec §2); both of Gravatar's host names serve avatars.
          // Gravatar for the avatar, and any https image because the profile's photo is a URL the
          // person chose (images cannot run script; plain http stays out as mixed content).
          imgSrc: ["'self'", 'data:', 'blob:', 'https://gravatar.com', 'https://www.gravatar.com', 'https:'],
          connectSrc: ["'self'", ...firebaseHosts],
          frameSrc: ["'self'", ...(firebase.emulatorHost ? [] : [`https://${firebase.authDomain}`])],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Firebase's popup sign-in needs to talk to its opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: app.config.env === 'production',
    });
    await app.register(rateLimit, { global: false });

    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return; // non-browser clients; the SameSite cookie still applies
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = '';
      }
      if (originHost !== request.host) throw httpError(403, 'Cross-origin request refused');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
