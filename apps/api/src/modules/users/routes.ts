import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_API_MESSAGES,
  ACCOUNT_MESSAGES as M,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  pictureResponseSchema,
  profileResponseSchema,
  PROFILE_PICTURE_MAX_BYTES,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '@shop/contracts';
import { acceptOneFile, readUploadedFile } from '../../lib/uploaded-file.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { PICTURE_FIELD, removePicture, setPicture } from './avatar.ts';
import {
  forgotPassword,
  getProfile,
  login,
  register,
  resetPassword,
  updateProfile,
} from './service.ts';
import emailChangeRoutes from './email-change-routes.ts';
import sessionRoutes from './session-routes.ts';
import { signInGuard } from './sign-in-guard.ts';
import { accountReadRoute } from '../../plugins/account-read-route.ts';

export interface UserRoutesOptions {
  /** Base of links in e-mails; never taken from the request's Host header. */
  publicUrl: string;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Accounts: sign-up, sign-in, password reset, profile and picture (docs/spec/account-and-company-site.md section 7). */
export default async function userRoutes(app: FastifyInstance, opts: UserRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sign = app.auth.sign;
  // Every sign-in is counted before its password is checked (customer and admin sign-in
  // together): against the device's own allowance when the browser holds the account's device
  // cookie, else against the account's allowance for unknown clients and the per-address delays.
  // A success takes it back, so staff signing in all day are never slowed by their own successes,
  // and leaves a fresh device cookie (docs/decisions/0041-device-cookies-and-tracking-limits.md).
  const signIn = signInGuard(app);
  async function signedIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: Promise<T>,
  ): Promise<T> {
    const answer = await attempt;
    await signIn.succeeded(request, reply);
    return answer;
  }
  allowEmptyJson(app);
  // Only this module takes multipart bodies, and only as large as a profile picture may be.
  await acceptOneFile(app, PROFILE_PICTURE_MAX_BYTES);

  r.post(
    '/api/user/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as a customer (a role in the body is ignored)',
        body: registerRequestSchema,
        response: { 200: authResponseSchema, 409: errorResponseSchema, ...errors },
      },
      config: { changes: [], rateLimit: app.limits.perIp('registerPerIp') },
    },
    async (request, reply) => {
      const answer = await register(app.db, sign, request.body);
      signIn.remember(request, reply, request.body.email);
      return answer;
    },
  );

  // The storefront's and the admin's sign-in differ only in the role the account must have.
  for (const [url, summary, role] of [
    ['/api/user/login', 'Sign in (customers and admins)', 'customer'],
    ['/api/user/admin', 'Admin sign-in (accounts with role admin only)', 'admin'],
  ] as const) {
    r.post(
      url,
      {
        schema: {
          tags: ['accounts'],
          summary,
          body: loginRequestSchema,
          response: { 200: authResponseSchema, ...errors },
        },
        config: { changes: [], rateLimit: app.limits.perIp('loginPerIp') },
        preHandler: signIn.attempt,
      },
      async (request, reply) => signedIn(request, reply, login(app.db, sign, request.body, role)),
    );
  }

  r.post(
    '/api/user/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a reset link (same answer for unknown addresses)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: { changes: [], rateLimit: app.limits.perIp('forgotPerIp') },
      preHandler: app.limits.perEmail('forgotPerEmail'),
    },
    async (request) =>
      forgotPassword(app.db, request.body, {
        publicUrl: opts.publicUrl,
        mail: app.mail,
      }),
  );

  r.post(
    '/api/user/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the e-mail (single use, 10 minutes)',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      config: { changes: [], rateLimit: app.limits.perIp('forgotPerIp') },
    },
    async (request, reply) => {
      const { answer, email } = await resetPassword(app.db, request.body);
      // The link proved the mailbox: this browser is the owner's, even while the account's
      // allowance for unknown clients is used up.
      signIn.remember(request, reply, email);
      return answer;
    },
  );

  accountReadRoute(app, {
    url: '/api/user/profile',
    tags: ['accounts'],
    summary: "The signed-in user's profile",
    response: profileResponseSchema,
    read: getProfile,
  });

  r.post(
    '/api/user/update-profile',
    {
      // A customer's name and picture show on their reviews (product pages and lists).
      config: { changes: ['catalog'] },
      schema: {
        tags: ['accounts'],
        summary:
          'Update the profile (the e-mail changes through /api/user/email-change; the role never)',
        body: updateProfileRequestSchema,
        response: { 200: pictureResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => updateProfile(app.db, request.user!.id, request.body),
  );

  r.post(
    '/api/user/update-profile-picture',
    {
      // A customer's name and picture show on their reviews (product pages and lists).
      config: { changes: ['catalog'] },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a profile picture (multipart, file field profilePicture, up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: pictureResponseSchema, 413: errorResponseSchema, ...errors },
      },
      preHandler: [
        app.requireUser,
        app.limits.perAccount('avatarPerAccount', ACCOUNT_API_MESSAGES.tooManyPictures),
      ],
    },
    async (request) => {
      const data = await readUploadedFile(request, PICTURE_FIELD, {
        missing: M.selectImage,
        tooLarge: M.imageTooLarge,
      });
      return setPicture(app.db, request.user!.id, app.storage, data);
    },
  );

  r.post(
    '/api/user/remove-profile-picture',
    {
      // A customer's name and picture show on their reviews (product pages and lists).
      config: { changes: ['catalog'] },
      schema: {
        tags: ['accounts'],
        summary: 'Remove the profile picture',
        response: { 200: pictureResponseSchema, 401: errorResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => removePicture(app.db, request.user!.id, app.storage),
  );

  await app.register(sessionRoutes);
  await app.register(emailChangeRoutes, { publicUrl: opts.publicUrl });
}
