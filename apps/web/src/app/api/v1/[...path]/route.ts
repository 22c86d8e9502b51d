import type { NextRequest } from 'next/server';
import { forwardToApi } from '@/lib/upstream-proxy';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  return forwardToApi(request, { prefix: '/api/v1', segments: path, withAuth: true });
}

export const dynamic = 'force-dynamic';

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
