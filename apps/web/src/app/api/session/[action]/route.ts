import type { NextRequest } from 'next/server';
import { exchangeSession } from '@/features/auth/session-route';

type Context = { params: Promise<{ action: string }> };

export const dynamic = 'force-dynamic';

/** Sign-in calls whose answer carries a token: the token stays in the httpOnly cookie. */
export async function POST(request: NextRequest, context: Context): Promise<Response> {
  const { action } = await context.params;
  return exchangeSession(request, action);
}
