import type { ReactNode } from 'react';
import { useId } from 'react';
import { classNames } from '@/lib/class-names';

/** A titled block of the checkout with the server's problems about it underneath. */
export function CheckoutSection({
  title,
  problems = [],
  children,
  className,
  action,
}: {
  title: string;
  problems?: readonly string[];
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={classNames('space-y-3 rounded-xl border border-line p-4', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
      <ProblemList problems={problems} />
    </section>
  );
}

/** Messages that stop the order, read out when they appear. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="space-y-1 text-sm text-danger">
      {problems.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type RadioCardProps = {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
};

/** A native radio (arrow keys move within its group) styled as a card. */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
  icon,
  disabled = false,
}: RadioCardProps) {
  return (
    <label
      className={classNames(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
        checked ? 'border-brand bg-brand-soft' : 'border-line hover:bg-surface-muted',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-brand"
      />
      {icon ? <span className="mt-0.5 shrink-0 text-brand">{icon}</span> : null}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        {description ? (
          <span className="mt-0.5 block text-xs text-ink-muted">{description}</span>
        ) : null}
      </span>
    </label>
  );
}
