/** Where a page of order cards says what the shop changed (use-status-changes.ts), for screen readers only. */
export function StatusChangesNote({ changes }: { changes: string }) {
  return (
    <p role="status" className="sr-only">
      {changes}
    </p>
  );
}
