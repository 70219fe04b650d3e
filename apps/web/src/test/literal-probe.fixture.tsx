// Fixture for the literal-string checker: three violations, and allowed non-text values.
export const Probe = () => (
  <div className="probe" data-testid="x" title="Hard-coded title">
    Hard-coded text
    {'Hard-coded expression'}
    {42}
  </div>
);
