/**
 * Stands in, in the Workers bundle, for the optional packages hono-openapi can use to read other
 * validation libraries' schemas (wrangler.toml [alias]). Doorstep's schemas are zod, which needs
 * none of them; Workers refuse a bundle that imports a module it does not contain.
 */
throw new Error('This optional package is not part of the Doorstep worker.');
