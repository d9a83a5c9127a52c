/** A refusal from the server above a form, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="border-l-4 border-score-low bg-score-low-bg px-3 py-2 text-sm font-medium text-score-low">
      {message}
    </p>
  );
}
