'use client';

import Link from 'next/link';
import { buttonClass } from '@/features/ui/button-styles';

type StatusViewProps = {
  code?: string;
  title: string;
  body: string;
  homeLabel: string;
  retry?: { label: string; onRetry: () => void };
};

/** The friendly 404 and error screens. */
export function StatusView({ code, title, body, homeLabel, retry }: StatusViewProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      {code ? (
        <p aria-hidden className="text-7xl font-black text-brand/80">
          {code}
        </p>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {retry ? (
          <button type="button" className={buttonClass('secondary')} onClick={retry.onRetry}>
            {retry.label}
          </button>
        ) : null}
        <Link href="/home" className={buttonClass('primary')}>
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
