/**
 * Shown while Firebase Auth resolves the persisted session (spec §2: "Loading..."). The same
 * markup and styles as index.html's loading screen (its `.boot-shell` rules), so the hand-over from
 * the HTML to React changes nothing on screen, and it needs no styling runtime.
 */
export function FullPageSpinner() {
  return (
    <div className="boot-shell" role="status" aria-live="polite">
      <div className="boot-shell__spinner" />
      <p>Loading...</p>
    </div>
  );
}
