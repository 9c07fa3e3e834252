import type { ReactElement } from 'react';

/**
 * One screen of a feature. `element` renders a lazy page (`lazy(() => import(...))`
 * declared in the feature's `routes.tsx`), so every screen stays its own chunk and a
 * route list never pulls page code into the first download.
 */
export interface FeatureRoute {
  /** Public screens: the absolute path. Console screens: the path below `/console`, `''` for its home. */
  readonly path: string;
  readonly element: ReactElement;
}

/** A feature's screens: `public` ones render in the public layout, `console` ones inside the console layout. */
export interface FeatureRoutes {
  readonly public?: readonly FeatureRoute[];
  readonly console?: readonly FeatureRoute[];
}
