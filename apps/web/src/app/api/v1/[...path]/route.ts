import type { NextRequest } from 'next/server';
import { isTokenIssuingPath } from '@/features/auth/session-exchange';
import { forwardToApi } from '@/lib/upstream-proxy';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  // Calls that answer with a bearer token go through /api/session/*, which keeps it httpOnly.
  if (isTokenIssuingPath(path)) {
    return Response.json(
      { errors: [{ code: 'not_found', message: 'Use /api/session/{action} to sign in.' }] },
      { status: 404 },
    );
  }
  return forwardToApi(request, { prefix: '/api/v1', segments: path, withAuth: true });
}

export const dynamic = 'force-dynamic';

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
