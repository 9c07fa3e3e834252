/** The spec's message for a username, e-mail or phone that is already registered. */
export const REGISTERED_MESSAGE = 'The username/email/phone has already been registered, please try another one';
