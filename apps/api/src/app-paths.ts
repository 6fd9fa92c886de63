import { fileURLToPath } from 'node:url';

// The folders the server reads at run time, found from this file rather than from the working directory. This file
// sits directly in src/ and the build (apps/api/build.mjs) bundles it into files directly in dist/: from either,
// apps/api is one folder up, so the same paths hold under tsx and under node on the compiled output.

/** The generated migrations (drizzle-kit), applied at start. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The built web app (npm run build -w apps/web), served by the API. */
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
