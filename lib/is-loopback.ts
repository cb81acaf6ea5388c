import { isIP } from "node:net";

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form: addresses only this machine can send from. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

/** True when `url` names this machine: localhost, a loopback address, or a name under .localhost. */
export function isLoopbackOrigin(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || isLoopbackAddress(host);
}
