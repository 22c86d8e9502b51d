'use client';

import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';

type RegistrationWizardProps = {
  /** The page's heading ('Become a Seller'). */
  title: string;
  intro: string;
  stepTitles: readonly string[];
  index: number;
  /** The id of the current step's form: Next submits it (and Submit on the last step). */
  formId: string;
  isBusy: boolean;
  onBack: () => void;
  children: ReactNode;
};

/**
 * A form in steps: where the visitor is ('Step 2 of 5'), the step's heading (focused when the
 * step changes, so a screen reader starts there), its fields, Back and Next (Submit at the end).
 */
export function RegistrationWizard({
  title,
  intro,
  stepTitles,
  index,
  formId,
  isBusy,
  onBack,
  children,
}: RegistrationWizardProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const isLast = index === stepTitles.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    // Not on arrival: the page's own heading comes first then.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  return (
    <section aria-labelledby="registration-title" className="mx-auto max-w-3xl py-6">
      <h1 id="registration-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      <ol aria-label={t('partners.steps')} className="mt-5 flex gap-1.5">
        {stepTitles.map((stepTitle, position) => (
          <li
            key={stepTitle}
            aria-current={position === index ? 'step' : undefined}
            className="flex-1"
          >
            <span
              aria-hidden
              className={classNames(
                'block h-1.5 rounded-full',
                position <= index ? 'bg-brand' : 'bg-line',
              )}
            />
            <span className="sr-only">
              {t(position < index ? 'partners.stepDone' : 'partners.stepTodo', {
                n: position + 1,
                title: stepTitle,
              })}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6">
        <p className="text-sm text-ink-muted">
          {t('partners.stepOf', { n: index + 1, total: stepTitles.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold outline-none">
          {stepTitles[index]}
        </h2>
        <div className="mt-4">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-between">
          {index > 0 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={onBack}
              disabled={isBusy}
            >
              <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('partners.back')}
            </button>
          ) : (
            <span aria-hidden />
          )}
          <button type="submit" form={formId} className={buttonClass('primary')} disabled={isBusy}>
            {isBusy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            {isLast ? t('partners.submit') : t('partners.next')}
            {isLast ? null : <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />}
          </button>
        </div>
      </div>
    </section>
  );
}
