import type { NextRequest } from 'next/server';
import { forwardToApi } from '@/lib/upstream-proxy';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  return forwardToApi(request, { prefix: '/images', segments: path, withAuth: false });
}
