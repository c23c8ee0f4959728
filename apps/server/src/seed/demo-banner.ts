/**
 * What `npm start` prints in demo mode, so nobody mistakes the demo for a production start: what it
 * exposes, to whom, and how production starts instead.
 */
export function demoBanner(host: string, url: string): string {
  const everyInterface = host === "0.0.0.0" || host === "::" || host === "";
  return `
  *** THIS IS A DEMO (DEMO=1, the default) ***
  - Demo accounts with the password and PIN above, and a simulated fleet, are in the database.
  - No mail leaves the machine: every mail and text (reset links, one-time codes, invitations) is
    listed at ${url}/dev/outbox, and the simulated cars' screens at ${url}/dev/car-screen;
    both answer only clients on this machine (loopback), never through a proxy.
  - ${everyInterface ? `It listens on every interface (HOST=${host || "0.0.0.0"}): others on the network can reach the portal and sign in to the demo accounts.` : `It listens on ${host} only; HOST=0.0.0.0 would open it to the network (and the demo accounts with it).`}
  For production: DEMO=0 on a database the demo never seeded (it refuses to start otherwise), with SMTP_URL set (README, "Demo mode and production").
`;
}
