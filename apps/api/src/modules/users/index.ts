// What other modules may use of accounts: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { hashPassword } from './passwords.ts';
export {
  createCustomerWithoutPassword,
  findUser,
  hasRealEmail,
  rememberUpdateChannel,
} from './service.ts';
export { linkTo, newLinkToken, sha256 } from './link-token.ts';
export { toUser } from './user-mapper.ts';
export { inviteToChoosePassword } from './staff-invite.ts';
