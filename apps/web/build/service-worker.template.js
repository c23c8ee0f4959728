/* Carport's service worker (built by build/service-worker-plugin.ts, which fills in the shell's files). */
/* eslint-disable no-restricted-globals */
const SHELL_FILES = self.__CARPORT_SHELL__;
const CACHE = `carport-shell-${self.__CARPORT_BUILD__}`;

// The app shell: index.html and the files it loads first, so the portal opens offline.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(["/", ...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

// A new build's cache replaces the old ones.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith("carport-shell-") && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // API calls, documentation and other origins (map tiles) are never cached: only the app's own files.
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Pages: the network first (the server writes the brand and a fresh CSP nonce), the shell offline.
    event.respondWith(fetch(request).catch(() => caches.match("/", { cacheName: CACHE }).then((cached) => cached ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Named by their content's hash: a cached copy is always right; lazy pages join the cache once loaded.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

// The files a page loaded before this worker controlled it (service-worker-registration.ts): its own assets only.
self.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.type !== "keep-files" || !Array.isArray(message.files)) return;
  const files = message.files.filter((file) => typeof file === "string" && /^\/assets\/[\w.-]+$/.test(file));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(files.map((file) => cache.match(file).then((cached) => cached || cache.add(file).catch(() => undefined)))),
      ),
  );
});

// Web Push: the server's notification of a finished command or a car alert (modules/web-push/push-sender.ts).
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Carport", {
      body: data.body || "",
      tag: data.tag || undefined,
      icon: "/favicon.svg",
      data: { url: data.url || "/notificationCenter" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      return open ? open.navigate(target).then((client) => client?.focus()) : self.clients.openWindow(target);
    }),
  );
});
