// Member calls need `Authorization: Bearer <access token>`; the member it stands for is put on the request.
import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@stash/shared';
import { AppError, unauthorized } from '../lib/app-error';
import type { Member } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
  }
}

export interface MemberGuard {
  authenticate(accessToken: string): Promise<Member | null>;
}

/** The access token of `Authorization: Bearer <token>`, when the request carries one. */
export function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function requireMember(guard: MemberGuard): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.noAuthToken);
    const member = await guard.authenticate(token);
    if (!member) throw unauthorized(MESSAGES.unauthorizedTokenExpired);
    request.member = member;
  };
}

/**
 * Admin calls: the caller must be a member with the admin flag. To anyone else (no token, a bad
 * one, a member) the call does not exist: the same 404 as an unknown address, before the request
 * is even validated, so nothing about the call's shape shows either.
 */
export function requireAdmin(guard: MemberGuard): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const member = token ? await guard.authenticate(token) : null;
    if (!member?.isAdmin) throw new AppError('NOT_FOUND', 'Not found');
    request.member = member;
  };
}

/** The caller's id on a route behind `requireMember` or `requireAdmin`. */
export function memberId(request: FastifyRequest): string {
  if (!request.member) throw unauthorized(MESSAGES.noAuthToken);
  return request.member.userId;
}
