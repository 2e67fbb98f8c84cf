/** A form's own problem or the server's refusal, announced, above the fields. */
export function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">
      {text}
    </p>
  );
}
