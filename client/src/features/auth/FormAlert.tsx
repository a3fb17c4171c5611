/** A form's failure above its fields, announced as an alert; nothing when there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert-error">
      {message}
    </p>
  );
}
