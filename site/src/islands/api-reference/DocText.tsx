/** A description from the document, its `quoted` parts shown as code. */
export function DocText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in its order: the position is each part's identity
          <code key={index} className="rounded bg-stone-100 px-1 font-mono text-[0.9em] text-ink">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
