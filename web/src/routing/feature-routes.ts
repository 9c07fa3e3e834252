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
  /**
   * The console screen (path below `/console`) where the selection this screen works on is made (a role,
   * a message, an application under review). Such a screen keeps its menu, which carries its privileges,
   * but is not a navigation entry: the side navigation leads to the entry screen instead.
   */
  readonly selectedOn?: string;
  /**
   * A personal screen (the own details, password, personal certification): listed in the top bar's user menu, as
   * the AWS console does, not in the side navigation. Its menu still carries its privileges.
   */
  readonly userMenu?: true;
}

/** A feature's screens: `public` ones render in the public layout, `console` ones inside the console layout. */
export interface FeatureRoutes {
  readonly public?: readonly FeatureRoute[];
  readonly console?: readonly FeatureRoute[];
}
