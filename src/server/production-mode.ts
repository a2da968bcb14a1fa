/**
 * Imported first by main.ts, before any library: the shop's settings default to production
 * (env.ts), and this makes the libraries that read NODE_ENV as they load agree. Without it
 * React renders every mail with its development build, about five times slower, inside the
 * transaction that queues the mail (docs/performance.md, "Release day").
 */
process.env.NODE_ENV ??= 'production';
