import type { HelpScreens } from '@/components/help-topics.js';

/** The applications screens with help, by route path as in `../routes.tsx`: the topic each opens its help panel on. */
export const applicationsHelpScreens: HelpScreens = {
  'application-add': 'applications/publish',
};
