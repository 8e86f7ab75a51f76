// The project's own `client:` directives (site/integrations/), for the .astro type checker.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:toast'?: boolean;
  }
}

export {};
