import { DEFAULT_AVATAR_NAME } from '@shared/constants/file-rules.js';
import type { PersonInfo } from '@shared/schemas/session.js';
import { getPersonInfo } from '@/api/api-user.js';
import { DEFAULT_IMAGE_URL } from '@/components/use-image-url.js';

/** The personal card's answer asked for before the home rendered, with the user and enterprise it was asked for. */
let started:
  | {
      readonly userId: string;
      readonly enterpriseId: string | undefined;
      answer: Promise<PersonInfo>;
      /** The answer once it has come (before the home renders, as a rule: it is asked for a round trip earlier). */
      settled?: PersonInfo;
    }
  | undefined;

/**
 * Asks for the home's personal card as soon as the session knows the user and the current enterprise, beside the
 * session's last calls (roles, then privileges and menu) instead of after them and the home's first render: on a
 * phone's network that is two round trips sooner for the card and its avatar, the home's largest paint.
 */
export function startPersonInfo(userId: string, enterpriseId: string | undefined): void {
  const answer = getPersonInfo(userId, enterpriseId);
  const early: NonNullable<typeof started> = { userId, enterpriseId, answer };
  // The default avatar (a static file) is fetched as the answer names it, so the card's image is cached by the time
  // the home renders it. Taken by the home below; until then (or if the session fails) no unhandled failure.
  answer.then(
    (info) => {
      early.settled = info;
      if (info.avatar === DEFAULT_AVATAR_NAME) new Image().src = DEFAULT_IMAGE_URL;
    },
    () => undefined,
  );
  started = early;
}

/**
 * The early answer for `userId` in `enterpriseId` if it has already come, without taking it: the home's first render
 * then shows the card (and its avatar) at once instead of a spinner and one more render after its effect.
 */
export function settledPersonInfo(
  userId: string | undefined,
  enterpriseId: string | undefined,
): PersonInfo | undefined {
  if (!started || started.userId !== userId || started.enterpriseId !== enterpriseId) return undefined;
  return started.settled;
}

/** The personal card of `userId` in `enterpriseId`: the answer started early for the same pair (once), else a new call. */
export function personInfo(userId: string, enterpriseId: string | undefined): Promise<PersonInfo> {
  const early = started;
  started = undefined;
  if (early && early.userId === userId && early.enterpriseId === enterpriseId) return early.answer;
  return getPersonInfo(userId, enterpriseId);
}
