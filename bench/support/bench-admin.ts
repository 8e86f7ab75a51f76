/**
 * The shop's first admin on a bench's server: start the server with `BENCH_ADMIN_ENV` and sign in
 * with `signInBenchAdmin` for the session cookie the admin's calls carry.
 */
export const BENCH_ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password-123' } as const;

export const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } as const;

/** `doorstep_session=…` for the bench's admin. */
export async function signInBenchAdmin(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
}
