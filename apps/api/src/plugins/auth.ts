import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCOUNT_MESSAGES, type Role } from '@shop/contracts';
import { users } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface SessionUser {
  id: string;
  role: Role;
}

export interface AuthOptions {
  /** HS256 key, at least 32 bytes. */
  secret: string;
  /** Lifetime of a token, e.g. '7d'. */
  expiresIn: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      sign(user: { id: string; role: Role; tokenVersion: number }): Promise<string>;
    };
    /** preHandler: a signed-in user (any role), else 401. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: a signed-in admin, else 401/403. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const ALGORITHMS = ['HS256'];

/** The token travels in a header named `token` (the spec's clients); a Bearer header works too. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
}

/**
 * JWT sessions (docs/architecture.md section 7): HS256 only (an unsigned or otherwise signed token is
 * refused), an expiry, and a `tv` claim compared with the user's token version in the database,
 * so a password reset, a role change or a deleted account ends every older session at once.
 */
export default fp(async function auth(app: FastifyInstance, opts: AuthOptions) {
  const key = new TextEncoder().encode(opts.secret);

  app.decorate('auth', {
    sign: (user: { id: string; role: Role; tokenVersion: number }) =>
      new SignJWT({ role: user.role, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn)
        .sign(key),
  });
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<SessionUser> {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.loginRequired);
    let subject: string;
    let version: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS });
      if (!payload.sub) throw new Error('no subject');
      subject = payload.sub;
      version = payload.tv;
    } catch (err) {
      const expired = err instanceof joseErrors.JWTExpired;
      throw new AppError(
        'UNAUTHENTICATED',
        expired ? ACCOUNT_MESSAGES.sessionExpired : ACCOUNT_MESSAGES.loginRequired,
      );
    }
    const [row] = await app.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, subject))
      .limit(1);
    if (!row || row.tokenVersion !== version)
      throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
    const user = { id: row.id, role: row.role };
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin')
      throw new AppError('FORBIDDEN', "This page is for the shop's staff only.");
  });
});
