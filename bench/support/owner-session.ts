/** The bench server's admin (bench/support/servers.ts). */
const OWNER = { email: 'owner@bench.test', password: 'bench-password-123' };

/** The owner's session cookie on the bench's server, for its set-up calls. */
export async function ownerCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(OWNER),
  });
  if (login.status !== 200) throw new Error(`bench: owner login answered ${login.status}`);
  return (
    login.headers
      .getSetCookie()
      .find((line) => line.startsWith('doorstep_session='))
      ?.split(';')[0] ?? ''
  );
}
