/**
 * Staff raise the demo shop's order limits through the API, as the owner would in Settings,
 * so that one test shopper on this machine's one address may place more orders than a real
 * shopper would, and hold as much of an item unpaid (docs/decisions/023, 055).
 */
export async function raiseOrderLimits(baseUrl: string, email: string, password: string): Promise<void> {
  const signIn = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  const limits = { openOrdersPerAddress: 1_000, openOrdersPerEmail: 1_000, submissionsPerAddress: 10_000, submissionsPerEmail: 10_000, windowMinutes: 60, maxLineQuantity: 100, unpaidSharePercent: 100 };
  const saved = await fetch(`${baseUrl}/backroom/api/v1/settings/order-limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-none-match': '*' },
    body: JSON.stringify(limits),
  });
  if (!saved.ok) throw new Error(`settings/order-limits: ${saved.status} ${await saved.text()}`);
}
