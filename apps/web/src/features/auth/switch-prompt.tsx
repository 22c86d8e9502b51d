'use client';

/** The line under a form that offers the other one: "Don't have an account? Sign Up". */
export function SwitchPrompt({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <p className="text-center text-sm">
      {question}{' '}
      <button
        type="button"
        onClick={onSwitch}
        className="font-semibold text-brand underline-offset-2 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
