import { hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCOUNT_MESSAGES, type Role, type StaffRole } from '@shop/contracts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export interface SessionUser {
  id: string;
  role: Role;
  /** Which kind of staff, read from the account on every request; null for a customer. */
  staffRole: StaffRole | null;
  /** The session (one sign-in on one device) the request's token belongs to. */
  sessionId: string;
}

export interface AuthOptions {
  /** HS256 key, at least 32 bytes. */
  secret: string;
  /** Lifetime of a customer's sign-in, e.g. '7d'. */
  expiresIn: string;
  /** Lifetime of an admin's sign-in, e.g. '12h' (the default): staff tokens can do more. */
  staffExpiresIn?: string;
}

export const DEFAULT_STAFF_EXPIRES_IN = '12h';

/** Expired session rows of one account removed at each of its sign-ins: bounded work. */
export const PRUNED_PER_SIGN_IN = 100;

type Signable = { id: string; role: Role; tokenVersion: number };

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** Starts a session (a row in `sessions`) and answers its token. */
      sign(user: Signable): Promise<string>;
      /** Ends one session: its token is refused from now on. */
      endSession(sessionId: string): Promise<void>;
      /** Ends every session of the account and raises its token version. */
      endAllSessions(userId: string): Promise<void>;
      /**
       * Ends every session of the account but `keep` (none kept when it is null), in `tx` (the
       * change's transaction): the account's e-mail changed, and only the sign-in that asked for
       * it stays (docs/decisions/0051-email-change-and-saved-addresses.md).
       */
      endOtherSessions(tx: Pick<Db, 'delete'>, userId: string, keep: string | null): Promise<void>;
      /**
       * A 32-byte key for one `purpose` (HKDF-SHA256 of the JWT secret), so other signatures
       * (the sign-in device cookie) never use the secret itself and cannot forge a token.
       */
      subkey(purpose: string): Buffer;
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
const SECONDS = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;

/** Seconds in a lifetime written like the configuration's '7d', '12h', '30m' or '45s'. */
export function lifetimeSeconds(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  if (!match) throw new Error(`A token lifetime looks like 7d, 12h or 30m, not '${text}'`);
  return Number(match[1]) * SECONDS[match[2] as keyof typeof SECONDS];
}

/** The token travels in a header named `token` (the spec's clients); a Bearer header works too. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
}

/**
 * Sessions (docs/architecture.md, "Security and accessibility",
 * docs/decisions/0022-sessions-and-secrets.md): every sign-in is a row in `sessions` whose id the
 * token carries (`sid`). A token is accepted only while it is signed with HS256 (an unsigned or
 * otherwise signed token is refused), unexpired, its session row exists and is unexpired, and its
 * `tv` claim equals the user's token version, so signing out ends one session, and a password
 * reset, a role change, 'sign out everywhere' or a deleted account end every older one at once.
 * Staff sign-ins live shorter than customers'.
 */
export default fp(async function auth(app: FastifyInstance, opts: AuthOptions) {
  const key = new TextEncoder().encode(opts.secret);
  const lifetime = {
    customer: lifetimeSeconds(opts.expiresIn),
    admin: lifetimeSeconds(opts.staffExpiresIn ?? DEFAULT_STAFF_EXPIRES_IN),
  } satisfies Record<Role, number>;

  async function sign(user: Signable): Promise<string> {
    const now = new Date();
    // The account's expired sessions go first, a bounded number at a time.
    const expired = app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)))
      .limit(PRUNED_PER_SIGN_IN);
    await app.db.delete(sessions).where(inArray(sessions.id, expired));

    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + lifetime[user.role];
    const sessionId = randomBytes(16).toString('base64url');
    await app.db
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, expiresAt: new Date(expiresAt * 1000) });
    return new SignJWT({ role: user.role, tv: user.tokenVersion, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  app.decorate('auth', {
    sign,
    subkey: (purpose: string) =>
      Buffer.from(hkdfSync('sha256', opts.secret, '', `shop:${purpose}`, 32)),
    async endSession(sessionId: string) {
      await app.db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async endOtherSessions(tx: Pick<Db, 'delete'>, userId: string, keep: string | null) {
      await tx
        .delete(sessions)
        .where(
          keep === null
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
        );
    },
    async endAllSessions(userId: string) {
      await app.db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId));
      });
    },
  });
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<SessionUser> {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.loginRequired);
    let subject: string;
    let version: unknown;
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS });
      if (!payload.sub) throw new Error('no subject');
      subject = payload.sub;
      version = payload.tv;
      sessionId = payload.sid;
    } catch (err) {
      const expired = err instanceof joseErrors.JWTExpired;
      throw new AppError(
        'UNAUTHENTICATED',
        expired ? ACCOUNT_MESSAGES.sessionExpired : ACCOUNT_MESSAGES.loginRequired,
      );
    }
    // Signed by this server but without a session (issued before sessions existed): ended.
    if (typeof sessionId !== 'string' || !sessionId)
      throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
    const [row] = await app.db
      .select({
        id: users.id,
        role: users.role,
        staffRole: users.staffRole,
        tokenVersion: users.tokenVersion,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, subject),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row || row.tokenVersion !== version)
      throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.sessionExpired);
    const user = { id: row.id, role: row.role, staffRole: row.staffRole, sessionId };
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
