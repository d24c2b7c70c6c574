// The page's service worker: it keeps the page, its scripts (app.js and the modules
// it imports), style, loader, WebAssembly module, manifest and icons in one cache and
// answers them from there, so the page opens and computes with no server, as fast as
// from disk.
//
// One version, one cache. VERSION is a hash of every file in this folder but this
// one, written by scripts/stamp-page.sh (scripts/build-wasm.sh runs it; CI fails
// when it is stale). A change to any file changes this file's bytes, so the browser
// installs the new worker at the next visit: it fetches every file anew into a
// cache of its own, takes over, and deletes the old caches. Pages already open keep
// the code they run; the next load is the new version, whole: never a new page with
// an old module or the other way round. The API (/api/…) and openapi.yaml are not
// cached: they go to the network as usual.
"use strict";

const VERSION = "728ab5b04549cc0c";
const CACHE = `calculator-${VERSION}`;
const FILES = [
  "./",
  "app.js",
  "app.css",
  "worksheet.css",
  "state.js",
  "storage.js",
  "dom.js",
  "session.js",
  "display.js",
  "formula-line.js",
  "tape.js",
  "keypad.js",
  "keyboard.js",
  "help.js",
  "graph-view.js",
  "graph-plane.js",
  "graph-gestures.js",
  "worksheet.js",
  "calculator-wasm.js",
  "calculator.wasm",
  "manifest.webmanifest",
  "icon.svg",
  "icon-192.png",
  "icon-512.png",
];

// The cached files' URLs (the page also as index.html), for the fetch handler.
const scope = self.registration.scope;
const cached = new Map(FILES.map((file) => [new URL(file, scope).href, new URL(file, scope).href]));
cached.set(new URL("index.html", scope).href, new URL("./", scope).href);

// Fetches every file into this version's cache, bypassing the HTTP cache, then
// takes over from an older worker at once (its pages keep running what they loaded).
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

// Deletes the caches of older versions and controls the open pages.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("calculator-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// Answers a cached file from the cache (the network only if the cache lost it);
// anything else is left to the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  const key = cached.get(url.href);
  if (key === undefined) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    return (await cache.match(key)) || fetch(request);
  })());
});
