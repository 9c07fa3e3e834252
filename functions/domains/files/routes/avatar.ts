import { imageContracts as contracts } from '../../../../shared/contracts/files.js';
import { DEFAULT_AVATAR_NAME } from '../../../../shared/schemas/files.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { clearUserAvatar, setUserAvatar } from '../data/image.js';
import { imageObjectExists } from '../data/image-objects.js';

/**
 * PUT /api-imagefiles/avatar: sets the caller's avatar to one of the
 * caller's uploaded images, or back to the default with `default-avatar.png`.
 */
export const setAvatarRoute = implement(contracts.avatar, async ({ body, caller }) => {
  if (body.name === DEFAULT_AVATAR_NAME) {
    await clearUserAvatar({ userId: caller.userId });
    return { avatar: DEFAULT_AVATAR_NAME };
  }
  if (!(await imageObjectExists(body.name))) throw new NotFoundError(`Image ${body.name} has not been uploaded`);
  await setUserAvatar({ userId: caller.userId, name: body.name });
  return { avatar: body.name };
});
