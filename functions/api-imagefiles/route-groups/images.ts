import { browseRoute, createUploadRoute, setAvatarRoute } from '../../domains/files/routes.js';

/** api-imagefiles's images group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [createUploadRoute, setAvatarRoute, browseRoute];
