/** Something is on its way: a spinner and what it is, announced politely. */
export const Busy = ({ text }: { text: string }) => (
  <p role="status" className="portal-busy">
    <span className="portal-spinner" aria-hidden="true" />
    {text}
  </p>
);

/** A button's spinner while its action runs (the button says what is happening). */
export const ButtonSpinner = () => <span className="portal-spinner" aria-hidden="true" />;
