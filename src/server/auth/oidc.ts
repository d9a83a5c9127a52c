// OpenID Connect sign-in (authorization code + PKCE) through openid-client v6.
// Discovery runs lazily on the first sign-in and is retried if it failed, so an unreachable provider
// does not stop the app from starting.
import * as client from 'openid-client';
import type { Config } from '../platform/config.ts';

export type OidcDiscover = () => Promise<client.Configuration>;

export function defaultOidcDiscover(oidc: NonNullable<Config['oidc']>): OidcDiscover {
  return () =>
    client.discovery(
      new URL(oidc.issuerUrl),
      oidc.clientId,
      oidc.clientSecret,
      // A public client (no secret) authenticates with PKCE alone.
      oidc.clientSecret ? undefined : client.None(),
    );
}

export function cachedDiscovery(discover: OidcDiscover): OidcDiscover {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export async function authorizationRedirect(configuration: client.Configuration, redirectUri: string) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, pending: { codeVerifier, state, nonce } };
}

export type OidcProfile = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

export async function completeAuthorization(
  configuration: client.Configuration,
  currentUrl: URL,
  pending: { codeVerifier: string; state: string; nonce: string },
): Promise<OidcProfile> {
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  let info: Record<string, unknown> = claims;
  // Many providers put email and names only in the userinfo response, not in the ID token.
  if (!claims.email) info = { ...claims, ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(info.email)?.toLowerCase(),
    // Only an explicit `true` counts: a provider that says nothing has not vouched for the address.
    emailVerified: info.email_verified === true,
    firstName: text(info.given_name),
    lastName: text(info.family_name),
  };
}
