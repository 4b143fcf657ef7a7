/** `remotes.json` maps a remote's short name (the prefix in the route table) to its manifest URL. */
export type RemotesManifest = Record<string, string>;

export interface RemoteRegistration {
  name: string;
  alias: string;
  entry: string;
}

/** Container names are prefixed so they can never clash with a reserved word or another global. */
export const containerName = (alias: string) => `studio_${alias}`;

export function toRegistrations(manifest: RemotesManifest): RemoteRegistration[] {
  return Object.entries(manifest).map(([alias, entry]) => ({ name: containerName(alias), alias, entry }));
}

export async function loadRemotesManifest(): Promise<RemoteRegistration[]> {
  // The edge writes remotes.json into the page, saving a round trip; without it, fetch it.
  const inline = document.getElementById('remotes-manifest')?.textContent;
  if (inline) return toRegistrations(JSON.parse(inline) as RemotesManifest);
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return toRegistrations((await res.json()) as RemotesManifest);
}
