import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = '1234-doorstep-test.apps.googleusercontent.com';

export interface FakeGoogle {
  /** The JWKS URL to give the app as GOOGLE_JWKS_URL. */
  jwksUrl: string;
  /** Signs an ID token like Google's; override any claim (or sign with a key not in the set). */
  idToken(claims: Record<string, unknown>, options?: { foreignKey?: boolean; expiresInSeconds?: number; now?: number }): Promise<string>;
  close(): Promise<void>;
}

/** Google's key-set endpoint, played by a local HTTP server on 127.0.0.1 with a fresh RSA key. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    async idToken(claims, options = {}) {
      const iat = Math.floor((options.now ?? Date.now()) / 1000);
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : privateKey;
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: TEST_GOOGLE_CLIENT_ID,
        sub: '100000000000000000001',
        email: 'someone@gmail.com',
        email_verified: true,
        name: 'Google Person',
        iat,
        exp: iat + (options.expiresInSeconds ?? 3600),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
