import type { Call } from '../dashboard-helper';

/** POSTs every body and expects each one refused with a 400 and a `{ error }` text; a failure names the body. */
export async function expectAllRefused(admin: Call, url: string, bodies: unknown[]): Promise<void> {
  for (const body of bodies) {
    const res = await admin({ method: 'POST', url, payload: body as object });
    expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    expect(typeof res.json().error).toBe('string');
  }
}
